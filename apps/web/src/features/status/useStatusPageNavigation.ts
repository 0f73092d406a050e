import { useNavigate } from 'react-router-dom'
import { paths } from '../../routes/paths'

/** 'Go Back' (the previous history entry) and 'Back to Home' (/) of the status pages (docs/product.md#status-pages). */
export function useStatusPageNavigation(): { onGoBack: () => void; onGoHome: () => void } {
  const navigate = useNavigate()
  return {
    onGoBack: () => navigate(-1),
    onGoHome: () => navigate(paths.home),
  }
}
