import {
  type EndOtherSessionsOffer,
  endOtherSessionsPt,
  readEndOtherSessions,
} from '@conecta/account'
import {
  EndOtherSessionsField,
  FormFailureSummary,
  NewPasswordFields,
  useAccountSection,
  useSubmission,
} from '@conecta/account/react'
import { Button, Card, Notice, PasswordField } from '@conecta/ui'
import { useSelector } from '@xstate/react'
import { type FormEvent, useCallback, useRef } from 'react'
import { FocusOnShow } from '../../forms/FocusOnShow'
import * as layout from '../../styles/layout.css'
import { updatePassword } from './api'
import {
  type BrowserSessionsActor,
  BrowserSessionsSection,
  useBrowserSessions,
} from './BrowserSessionsSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { TwoFactorSection } from './TwoFactorSection'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

export const PASSWORD_CHANGED_MESSAGE =
  'A sua palavra-passe foi alterada. Use a nova palavra-passe da próxima vez que entrar.'

type SessionsSnapshot = ReturnType<BrowserSessionsActor['getSnapshot']>

/**
 * Whether the password change offers to end the other sessions: once the list
 * beside it has loaded (the backend has the routes). While it loads, unknown;
 * a 404, or a list that could not be loaded, offers nothing
 * (docs/product.md#ending-the-other-sessions).
 */
const selectOffer = (snapshot: SessionsSnapshot): EndOtherSessionsOffer =>
  snapshot.matches('ready')
    ? 'offered'
    : snapshot.matches('loading') || snapshot.matches('starting')
      ? 'unknown'
      : 'absent'

/** /profile/security: the password change, two-factor, the active sessions and the account's deletion. */
export function SecurityTab() {
  const sessions = useBrowserSessions()
  return (
    <>
      <ChangePasswordSection sessions={sessions} />
      <TwoFactorSection />
      <BrowserSessionsSection actor={sessions} />
      <DeleteAccountSection />
    </>
  )
}

function ChangePasswordSection({ sessions }: { sessions: BrowserSessionsActor }) {
  const offer = useSelector(sessions, selectOffer)
  const endOthersWords = useAccountSection('endOtherSessions', endOtherSessionsPt)
  const form = useRef<HTMLFormElement>(null)

  // The fields are the form's own (uncontrolled), read when it is sent.
  const save = useCallback(async () => {
    const data = new FormData(form.current ?? undefined)
    const endOthers = readEndOtherSessions(data)
    await updatePassword({
      current_password: String(data.get('current_password') ?? ''),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
      ...(endOthers ? { logout_other_devices: true } : {}),
    })
    return { endedOthers: endOthers }
  }, [])
  // Emptied only on success: after an error the person corrects what they typed.
  const done = useCallback(
    ({ endedOthers }: { endedOthers: boolean }) => {
      form.current?.reset()
      if (endedOthers) sessions.send({ type: 'reload' })
    },
    [sessions],
  )
  const submission = useSubmission(save, done)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <Card as="section" title="Alterar palavra-passe" className={layout.column}>
      <FormFailureSummary submission={submission} fields={FIELDS} />
      {submission.state.status === 'succeeded' ? (
        // The fields it emptied say nothing: the focus, and the view, go to what happened.
        <FocusOnShow>
          <Notice tone="success">
            {submission.state.result.endedOthers
              ? `${PASSWORD_CHANGED_MESSAGE} ${endOthersWords.ended}`
              : PASSWORD_CHANGED_MESSAGE}
          </Notice>
        </FocusOnShow>
      ) : null}
      <form ref={form} method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Palavra-passe actual"
          name="current_password"
          autoComplete="current-password"
          required
          error={submission.errorsFor('current_password')}
        />
        <NewPasswordFields submission={submission} replacing />
        <EndOtherSessionsField offer={offer} />
        <div className={layout.actions}>
          <Button type="submit" loading={submission.pending}>
            Alterar palavra-passe
          </Button>
        </div>
      </form>
    </Card>
  )
}
