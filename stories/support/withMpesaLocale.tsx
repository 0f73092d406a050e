import { mpesaEn, mpesaPt, withMpesaStrings } from '@conecta/mpesa'
import { MpesaProvider } from '@conecta/mpesa/react'
import type { Decorator } from '@storybook/react-vite'

// The M-Pesa blocks' stories (stories/blocks/) speak the toolbar's "Idioma"
// (.storybook/preview.tsx), or a story's `globals.locale`.

/** The toolbar's "Idioma" (or a story's `globals.locale`) picks the catalogue. */
export const catalogues = {
  pt: mpesaPt,
  en: mpesaEn,
  /** English with one text of a host's own, as an adopter overrides it. */
  'en-host': withMpesaStrings(mpesaEn, { checkout: { pay: (amount) => `Send ${amount} now` } }),
} as const

export const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale
  const strings =
    typeof locale === 'string' && Object.hasOwn(catalogues, locale)
      ? catalogues[locale as keyof typeof catalogues]
      : mpesaPt
  return (
    <MpesaProvider strings={strings}>
      <div lang={strings.locale}>
        <Story />
      </div>
    </MpesaProvider>
  )
}
