'use client'

import { useEffect, useState } from 'react'
import { Checkout } from '../common/Checkout'

/**
 * The checkout once the page knows its API (`?api=`): a static export has no
 * query on the server, so it is read in the browser, after hydration.
 */
export function ApiCheckout() {
  const [api, setApi] = useState<string | null>(null)
  useEffect(() => setApi(new URLSearchParams(window.location.search).get('api')), [])
  return api === null ? null : <Checkout api={api} />
}
