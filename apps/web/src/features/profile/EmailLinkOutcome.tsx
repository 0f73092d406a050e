import { EmailChangeOutcome } from '@conecta/account/react'
import type { CurrentUser } from '@conecta/session-machine'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { EMAIL_CHANGE_PARAMS, readEmailLinkHint } from '../../navigation/emailLink'

/**
 * docs/product.md#changing-the-e-mail: what the link of an e-mail change led to, as
 * @conecta/account's `EmailChangeOutcome` says it. The address says where the link sent the
 * person (`?email-changed=1`, `?email-change=taken|invalid`): read once, then taken out of it,
 * so a reload or the address copied does not say it again.
 */
export function EmailLinkOutcome({ current }: { current: CurrentUser }) {
  const [search, setSearch] = useSearchParams()
  const [hint] = useState(() => readEmailLinkHint(search))

  const hasChangeParams = EMAIL_CHANGE_PARAMS.some((param) => search.has(param))
  useEffect(() => {
    if (!hasChangeParams) return
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const param of EMAIL_CHANGE_PARAMS) next.delete(param)
        return next
      },
      { replace: true },
    )
  }, [hasChangeParams, setSearch])

  // `?verified=1` is the verification's, which the profile's page says.
  return <EmailChangeOutcome hint={hint === 'verified' ? null : hint} user={current} />
}
