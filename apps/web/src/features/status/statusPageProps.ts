import type { StatusPageProps } from '@conecta/ui'
import { STATUS_PAGE_BUTTONS, STATUS_PAGE_TEXTS, type StatusKind } from './statusPageTexts'

/** What 'Go Back' and 'Back to Home' do; left out until the page can act (see useStatusPageNavigation). */
export interface StatusPageNavigation {
  onGoBack?: () => void
  onGoHome?: () => void
}

/** The kit's StatusPage dressed as the product's page of that status (docs/product.md#status-pages). */
export function statusPageProps(
  kind: StatusKind,
  { onGoBack, onGoHome }: StatusPageNavigation = {},
): StatusPageProps {
  const text: { code?: string; title: string; description: string; lang: 'en' | 'pt' } =
    STATUS_PAGE_TEXTS[kind]
  return {
    code: text.code,
    title: text.title,
    description: text.description,
    // The app's pages are Portuguese; only the English ones say otherwise.
    lang: text.lang === 'en' ? 'en' : undefined,
    actions:
      kind === 503
        ? // The maintenance page's one button never acts (docs/product.md#status-pages).
          [{ label: STATUS_PAGE_BUTTONS.reason, variant: 'secondary' }]
        : [
            { label: STATUS_PAGE_BUTTONS.goBack, onClick: onGoBack, variant: 'secondary' },
            { label: STATUS_PAGE_BUTTONS.backToHome, onClick: onGoHome },
          ],
  }
}
