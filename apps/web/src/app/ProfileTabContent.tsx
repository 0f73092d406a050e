import { FullPageSpinner } from '@conecta/ui'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'

// Each tab is its own chunk: the payment code comes only with 'subscription'.
const SecurityTab = lazy(() =>
  import('../features/profile/SecurityTab').then((module) => ({ default: module.SecurityTab })),
)
const SubscriptionTab = lazy(() =>
  import('../features/subscription/SubscriptionTab').then((module) => ({
    default: module.SubscriptionTab,
  })),
)

/** /profile/{tab}; the route's loader has already turned unknown tabs into the 404 page. */
export function ProfileTabContent() {
  const { tab } = useParams()
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {tab === 'security' ? <SecurityTab /> : <SubscriptionTab />}
    </Suspense>
  )
}
