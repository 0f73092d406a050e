import { sameEmail } from '@conecta/account'
import type { User } from '@conecta/session-machine'
import { Notice } from '@conecta/ui'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import * as emailText from '../../forms/emailText.css'
import {
  EMAIL_CHANGE_PARAMS,
  type EmailLinkHint,
  readEmailLinkHint,
} from '../../navigation/emailLink'

export const EMAIL_CHANGED_TITLE = 'E-mail alterado'

export function emailChangedText(email: string): string {
  return `O e-mail da sua conta é agora ${email}. É com ele que entra a partir de agora.`
}

export const EMAIL_NOT_CHANGED_TITLE = 'O e-mail não foi alterado'

export function emailTakenText(email: string): string {
  return `O novo endereço passou a ser usado por outra conta antes de o link ser aberto. O seu e-mail continua a ser ${email}; pode escolher outro em «Dados pessoais».`
}

export function invalidLinkText(email: string, pending: string | null): string {
  const next =
    pending === null
      ? `O seu e-mail continua a ser ${email}; para o mudar, guarde o novo endereço em «Dados pessoais».`
      : `Toque em «Reenviar» para receber um novo link em ${pending}.`
  return `O link já não é válido: expirou, foi cancelado ou substituído por um mais recente. ${next}`
}

/**
 * docs/product.md#changing-the-e-mail: what the link of an e-mail change led to. The address
 * says where the link sent the person (`?email-changed=1`, `?email-change=taken|invalid`) and is
 * cleaned once read; a change is said to be made only when the server's user shows it (no change
 * pending, the address verified), and so is one this page saw pending that the server now holds
 * as the address (its link opened in another tab, browser or phone).
 */
export function EmailLinkOutcome({ user }: { user: User }) {
  const [search, setSearch] = useSearchParams()
  const [hint] = useState<EmailLinkHint | null>(() => readEmailLinkHint(search))
  const pending = user.pending_email ?? null
  const seenPending = useRef(pending)
  const [changedHere, setChangedHere] = useState(false)

  const hasChangeParams = EMAIL_CHANGE_PARAMS.some((param) => search.has(param))
  useEffect(() => {
    if (!hasChangeParams) return
    // Read once: a reload, or the address copied, must not say it again.
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const param of EMAIL_CHANGE_PARAMS) next.delete(param)
        return next
      },
      { replace: true },
    )
  }, [hasChangeParams, setSearch])

  useEffect(() => {
    const before = seenPending.current
    seenPending.current = pending
    if (
      before !== null &&
      pending === null &&
      sameEmail(user.email, before) &&
      user.email_verified_at !== null
    ) {
      setChangedHere(true)
    }
  }, [pending, user.email, user.email_verified_at])

  const confirmedChange =
    'pending_email' in user && pending === null && user.email_verified_at !== null
  if (changedHere || (hint === 'changed' && confirmedChange)) {
    return (
      <Notice tone="success" title={EMAIL_CHANGED_TITLE} className={emailText.breaksAnywhere}>
        {emailChangedText(user.email)}
      </Notice>
    )
  }
  if (hint === 'taken') {
    return (
      <Notice
        tone="error"
        role="status"
        title={EMAIL_NOT_CHANGED_TITLE}
        className={emailText.breaksAnywhere}
      >
        {emailTakenText(user.email)}
      </Notice>
    )
  }
  if (hint === 'invalid') {
    return (
      <Notice
        tone="error"
        role="status"
        title={EMAIL_NOT_CHANGED_TITLE}
        className={emailText.breaksAnywhere}
      >
        {invalidLinkText(user.email, pending)}
      </Notice>
    )
  }
  return null
}
