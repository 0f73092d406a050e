import { useHydrated } from '@conecta/ui'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../navigation/paths'

/** 'Go Back' (the previous history entry) and 'Back to Home' (/) of the status pages (docs/product.md#status-pages). */
export function useStatusPageNavigation(): { onGoBack?: () => void; onGoHome?: () => void } {
  const navigate = useNavigate()
  // Pre-rendered, the buttons stay disabled until hydration: a tap on a
  // button that no script listens to yet would be lost without a sign.
  const hydrated = useHydrated()
  if (!hydrated) return {}
  return {
    onGoBack: () => navigate(-1),
    onGoHome: () => navigate(paths.home),
  }
}
