import { Box, Button, conectaTheme, parceiroTheme, Stack } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

function ThemeSample({ name, themeClass }: { name: string; themeClass: string }) {
  return (
    <Box
      as="section"
      className={themeClass}
      aria-label={name}
      background="background"
      padding="large"
      borderRadius="medium"
    >
      <Stack gap="medium">
        <Box as="p" fontWeight="bold" margin="none">
          {name}
        </Box>
        <Button>Continuar</Button>
        <Button variant="secondary">Voltar</Button>
        <Button variant="danger">Eliminar conta</Button>
      </Stack>
    </Box>
  )
}

/** Both themes side by side: every component takes its look from the one contract. */
function ThemeComparison() {
  return (
    <Stack gap="large">
      <ThemeSample name="Conecta" themeClass={conectaTheme} />
      <ThemeSample name="Parceiro" themeClass={parceiroTheme} />
    </Stack>
  )
}

const meta = {
  title: 'UI/Theme',
  component: ThemeComparison,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeComparison>

export default meta
type Story = StoryObj<typeof meta>

export const SideBySide: Story = {
  play: async ({ canvas }) => {
    const conecta = canvas.getByRole('region', { name: 'Conecta' })
    const parceiro = canvas.getByRole('region', { name: 'Parceiro' })
    const conectaButton = within(conecta).getByRole('button', { name: 'Continuar' })
    const parceiroButton = within(parceiro).getByRole('button', { name: 'Continuar' })
    await expect(conectaButton).toBeVisible()
    await expect(parceiroButton).toBeVisible()
    // Same component, different brand colour: the theme class alone changed it.
    await expect(getComputedStyle(conectaButton).backgroundColor).not.toBe(
      getComputedStyle(parceiroButton).backgroundColor,
    )
    // The reset, scoped to themed roots: the theme's font and border-box sizing.
    await expect(getComputedStyle(conecta).fontFamily).toMatch(/system-ui/)
    await expect(getComputedStyle(conecta).boxSizing).toBe('border-box')
  },
}
