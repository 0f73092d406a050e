// docs/product.md#status-pages, word for word. The English texts are the
// product's own (it keeps a few status texts in English); the 503 page is
// Portuguese. The app, its stories and the test that keeps them out of
// @conecta/ui share this one copy.

/** Status codes that have a page. */
export type StatusKind = 401 | 404 | 500 | 503

/** The texts of one status page. */
export interface StatusPageText {
  /** The big number, where the page shows one. */
  code?: string
  /** The page's heading. */
  title: string
  /** The explanation under it. */
  description: string
  /** Language of these texts, for the `lang` attribute. */
  lang: 'en' | 'pt'
}

export const STATUS_PAGE_TEXTS = {
  404: {
    code: '404',
    title: 'Oops! Page Not Found!',
    description: "The page you're looking for doesn't exist or might have been removed.",
    lang: 'en',
  },
  500: {
    code: '500',
    title: "Oops! Something went wrong :')",
    description: 'We apologise for the inconvenience. Please try again later.',
    lang: 'en',
  },
  503: {
    title: 'Website em manutenção!',
    description:
      'O site está indisponível de momento. Voltaremos a estar online o mais brevemente possível.',
    lang: 'pt',
  },
  401: {
    code: '401',
    title: "Oops! You don't have permission to access this page.",
    description:
      'This resource requires proper authentication. Please log in with the appropriate credentials.',
    lang: 'en',
  },
} as const satisfies Record<StatusKind, StatusPageText>

/** Button texts of the status pages. */
export const STATUS_PAGE_BUTTONS = {
  goBack: 'Go Back',
  backToHome: 'Back to Home',
  /** The maintenance page's button, always disabled (docs/product.md#status-pages). */
  reason: 'Motivo',
  /** On the maintenance page that replaced the app: asks the server again. */
  retry: 'Tentar novamente',
} as const
