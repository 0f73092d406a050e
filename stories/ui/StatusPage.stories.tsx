import { STATUS_PAGE_TEXTS, StatusPage } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 404, onGoBack: fn(), onGoHome: fn() },
} satisfies Meta<typeof StatusPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  args: { kind: 404 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('404')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[404].description)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }))
    await expect(args.onGoBack).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }))
    await expect(args.onGoHome).toHaveBeenCalledTimes(1)
  },
}

export const ServerError: Story = {
  args: { kind: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[500].description)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toBeVisible()
  },
}

export const ServerErrorMinimal: Story = {
  args: { kind: 500, variant: 'minimal' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    ).toBeVisible()
    await expect(canvas.queryByText('500')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Maintenance: Story = {
  args: { kind: 503 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Website em manutenção!' }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[503].description)).toBeVisible()
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Motivo' })).toBeDisabled()
  },
}

export const Unauthorized: Story = {
  args: { kind: 401 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: "Oops! You don't have permission to access this page.",
      }),
    ).toBeVisible()
    await expect(canvas.getByText(STATUS_PAGE_TEXTS[401].description)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to Home' })).toBeVisible()
  },
}
