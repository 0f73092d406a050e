import { accountEn, accountPt, withAccountStrings } from '@conecta/account'
import { AccountProvider } from '@conecta/account/react'
import { mpesaEn, mpesaPt, withMpesaStrings } from '@conecta/mpesa'
import { MpesaProvider } from '@conecta/mpesa/react'
import type { Decorator } from '@storybook/react-vite'

// The embeddable blocks' stories (stories/blocks/) speak the toolbar's "Idioma"
// (.storybook/preview.tsx), or a story's `globals.locale`: each package's
// provider gets that locale's catalogue.

type Locale = 'pt' | 'en' | 'en-host'

/** @conecta/mpesa's catalogue for each locale of the toolbar. */
export const catalogues = {
  pt: mpesaPt,
  en: mpesaEn,
  /** English with one text of a host's own, as an adopter overrides it. */
  'en-host': withMpesaStrings(mpesaEn, { checkout: { pay: (amount) => `Send ${amount} now` } }),
} as const

/** @conecta/account's catalogue for each locale of the toolbar. */
export const accountCatalogues = {
  pt: accountPt,
  en: accountEn,
  /** English with one text of a host's own, as an adopter overrides it. */
  'en-host': withAccountStrings(accountEn, { signIn: { submit: 'Log in' } }),
} as const

export const withLocale: Decorator = (Story, context) => {
  const asked = context.globals.locale
  const locale: Locale =
    typeof asked === 'string' && Object.hasOwn(catalogues, asked) ? (asked as Locale) : 'pt'
  const strings = catalogues[locale]
  return (
    <AccountProvider strings={accountCatalogues[locale]}>
      <MpesaProvider strings={strings}>
        <div lang={strings.locale}>
          <Story />
        </div>
      </MpesaProvider>
    </AccountProvider>
  )
}
