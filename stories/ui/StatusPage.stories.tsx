import { StatusPage } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

// Neutral example texts: the kit takes every word as a prop. The product's own
// pages, with their texts, are Screens/StatusPages.
const onBack = fn()
const onHome = fn()

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    code: '404',
    title: 'Página inexistente',
    description: 'O endereço pedido não corresponde a nenhuma página.',
    actions: [
      { label: 'Voltar', onClick: onBack, variant: 'secondary' },
      { label: 'Página inicial', onClick: onHome },
    ],
  },
} satisfies Meta<typeof StatusPage>

export default meta
type Story = StoryObj<typeof meta>

/** A code, a heading, an explanation and two buttons that act. */
export const WithCodeAndActions: Story = {
  play: async ({ canvas, userEvent, step }) => {
    onBack.mockClear()
    onHome.mockClear()
    await step('The page says what happened', async () => {
      await expect(canvas.getByText('404')).toBeVisible()
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Página inexistente' }),
      ).toBeVisible()
      await expect(
        canvas.getByText('O endereço pedido não corresponde a nenhuma página.'),
      ).toBeVisible()
    })
    await step('Each button runs its own callback', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }))
      await expect(onBack).toHaveBeenCalledTimes(1)
      await userEvent.click(canvas.getByRole('button', { name: 'Página inicial' }))
      await expect(onHome).toHaveBeenCalledTimes(1)
    })
  },
}

/** Actions without `onClick` are disabled: a server-rendered page before its script runs. */
export const ActionsNotReady: Story = {
  args: { actions: [{ label: 'Voltar', variant: 'secondary' }, { label: 'Página inicial' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Página inicial' })).toBeDisabled()
  },
}

/** No code and one button that never acts, e.g. a maintenance page. */
export const WithoutCode: Story = {
  args: {
    code: undefined,
    title: 'Em manutenção',
    description: 'Estamos a actualizar o serviço. Volte dentro de momentos.',
    actions: [{ label: 'Mais informação', variant: 'secondary' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Em manutenção' })).toBeVisible()
    await expect(canvas.queryByText('404')).toBeNull()
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Mais informação' })).toBeDisabled()
  },
}

/** `minimal`: only the heading and the explanation, for an error inside a page. */
export const Minimal: Story = {
  args: {
    code: '500',
    title: 'Algo correu mal',
    description: 'Tente novamente mais tarde.',
    variant: 'minimal',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Algo correu mal' })).toBeVisible()
    await expect(canvas.queryByText('500')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Texts in another language than the page's carry their `lang`, so a screen reader switches voice. */
export const OtherLanguage: Story = {
  args: {
    code: '401',
    title: 'Access denied',
    description: 'Sign in with an account that may open this page.',
    lang: 'en',
    actions: [{ label: 'Sign in', onClick: onHome }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('lang', 'en')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
  },
}
