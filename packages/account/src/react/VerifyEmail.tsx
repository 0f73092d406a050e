'use client'

import {
  type SessionSnapshot,
  selectSessionStatus,
  selectSessionUser,
} from '@conecta/session-machine'
import { useRefreshWhenShown, useSessionSelector } from '@conecta/session-machine/react'
import { Button, Notice, Spinner, useHydrated } from '@conecta/ui'
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { splitAddressSentence, splitLinkSentence } from '../linkSentence.js'
import { verifyEmailPt } from '../strings/verifyEmailPt.js'
import { createVerifyEmailCalls } from '../verifyEmailCalls.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import type { MailedAddress } from './AddressCorrection.js'
import * as styles from './account.css.js'
import { defaultFrame, type FormBlockProps } from './BlockFrame.js'
import { FocusOnShow } from './FocusOnShow.js'
import { useSubmission } from './useSubmission.js'

// The correction's form comes when the person asks for it: not on the block's first load.
const AddressCorrection = lazy(() =>
  import('./AddressCorrection.js').then((module) => ({ default: module.AddressCorrection })),
)

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client
const selectVerified = (snapshot: SessionSnapshot) =>
  selectSessionStatus(snapshot) === 'authenticated' &&
  Boolean(selectSessionUser(snapshot)?.user.email_verified_at)

export interface VerifyEmailProps extends FormBlockProps {
  /**
   * Where the link went, as the host remembers it (its registration's
   * hand-over, what the tab kept); `null` when it does not know: the block
   * then says "o seu e-mail". A pre-rendered host passes `null` until it has
   * hydrated, so both renders agree.
   */
  address: MailedAddress | null
  /**
   * The session says the address is verified (opened here, in another tab,
   * browser or phone: the block asks again each time the person comes back):
   * the host takes the person on. `afterWaiting` is true when this block saw
   * the address unverified first, so the host may say it worked.
   */
  onVerified: (afterWaiting: boolean) => void
  /**
   * The host's link to its sign-in, around the catalogue's words: shown when
   * the resend finds no one signed in here any more.
   */
  signInLink: (text: string) => ReactNode
  /**
   * The address corrected (the new link went to it): the host remembers it.
   * @defaultValue nothing
   */
  onCorrected?: (address: MailedAddress) => void
  /**
   * Mounted beside the correction's form while it shows, in the same wait:
   * the host's `PasswordConfirmationHost` when its page has none, so a 423
   * is served before the form can be sent.
   * @defaultValue nothing
   */
  whileCorrecting?: ReactNode
  /**
   * Signing out, for a person who wants to start again or is not the
   * account's owner: the host's (where it goes after is its own). A rejection
   * is shown as the block's failure; the button waits until it settles.
   * @defaultValue no sign-out button
   */
  onSignOut?: () => Promise<void>
}

/**
 * An account whose address is not verified yet: where the link went, what to
 * do with it, another link, the correction of a mistyped address (while the
 * session says the address is unverified; its form is fetched when asked
 * for) and the way out. Waits for the verification itself: each time the
 * person comes back to the page the session asks the server again, and once
 * it says verified the host's `onVerified` runs. No router: the host gives
 * its sign-in link and its sign-out. `children` (the host's notices) go
 * above its buttons; `footer` under them. Each of the block's own notices
 * comes under the button it answers, and the correction (which waits for
 * hydration and the session) comes last, so nothing moves above what a
 * finger is on. Open, the correction stays when the session ends under it,
 * with what was typed, and the host's sign-in link under its form. A visitor
 * never signed in here is offered the host's sign-in at once, and no
 * sign-out.
 */
export function VerifyEmail({
  address,
  onVerified,
  signInLink,
  onCorrected,
  whileCorrecting,
  onSignOut,
  children,
  footer,
  frame = defaultFrame,
  formClassName = styles.form,
}: VerifyEmailProps) {
  const words = useAccountSection('verifyEmail', verifyEmailPt)
  const labels = useNoticeLabels()
  const client = useSessionSelector(selectClient)
  // On a pre-rendered page the session may have answered before React hydrates: what depends on
  // it is drawn as the server drew it (nothing known) until hydration is over.
  const hydrated = useHydrated()
  const status = useSessionSelector(selectSessionStatus)
  const unverified = status === 'unverified' && hydrated
  const verified = useSessionSelector(selectVerified) && hydrated
  const calls = useMemo(() => createVerifyEmailCalls(client), [client])
  const [resent, setResent] = useState(false)
  const resend = useSubmission(calls.resend, () => setResent(true))
  const signOut = useSubmission(onSignOut ?? noSignOut)
  const [correcting, setCorrecting] = useState(false)
  const [correctedTo, setCorrectedTo] = useState<string | null>(null)
  // Seen unverified here: once the session says verified, the host may say it worked.
  const waited = useRef(false)
  if (unverified) waited.current = true

  // Opened in another browser, on another phone or in the mail app: asked again when the person
  // comes back (another tab of this browser tells the session itself).
  useRefreshWhenShown(unverified)

  // The host's callback as it is now, run once when the session says verified.
  const verifiedRef = useRef(onVerified)
  verifiedRef.current = onVerified
  useEffect(() => {
    if (verified) verifiedRef.current(waited.current)
  }, [verified])
  if (verified) return null

  // No one is signed in: the session, seen unverified here, now says so (it ended: a correction
  // answered 401, a sign-out in another tab), or it said so from the start (a visitor never
  // signed in here: a bookmark, the mail app's own browser), or the resend was answered 401. Not
  // the person's own sign-out, which the host takes on from. Either way the host's sign-in is
  // offered; only the words differ, so a visitor is not told a session ended.
  const ownSignOut = signOut.state.status === 'pending' || signOut.state.status === 'succeeded'
  const anonymous = hydrated && status === 'anonymous' && !ownSignOut
  const signedOut = resend.failure?.status === 401 || anonymous
  // A visitor who was never signed in here has no session to end either.
  const visitor = anonymous && !waited.current
  const signIn = splitLinkSentence(visitor ? words.notSignedIn : words.sessionEnded)
  // The address on a line of its own: when it replaces "o seu e-mail" at hydration, the
  // paragraph keeps its lines and nothing under it moves (unless the address itself is wider
  // than the line).
  const sentTo = splitAddressSentence(words.sentTo, words.sentToYou, address?.email ?? null)
  const sessionEndedNotice = signedOut ? (
    <Notice tone="warning" toneLabel={labels.warning}>
      {signIn.before}
      {signInLink(signIn.link)}
      {signIn.after}
    </Notice>
  ) : null

  return (
    <>
      {frame(
        words.title,
        <>
          <p className={styles.breaksAnywhere}>
            {sentTo === null ? (
              address !== null ? (
                words.sentTo(address.email)
              ) : (
                words.sentToYou
              )
            ) : (
              <>
                {sentTo.before}
                <br />
                {sentTo.address}
                {sentTo.after}
              </>
            )}
          </p>
          <p>{words.openIt}</p>
          <p>{words.notFound}</p>
          {children}
          {/* Each notice comes under the button it answers, and the buttons the session adds
              after hydration come last: nothing moves above what a finger is on. */}
          <div className={formClassName}>
            <Button fullWidth loading={resend.pending} onClick={() => void resend.submit()}>
              {words.resend}
            </Button>
            {resent && resend.state.status === 'succeeded' ? (
              <Notice tone="success" toneLabel={labels.success}>
                {words.resent}
              </Notice>
            ) : null}
            {resend.failure !== null && !signedOut ? (
              <Notice tone="error" toneLabel={labels.error}>
                {resend.failure.message}
              </Notice>
            ) : null}
            {correcting ? null : sessionEndedNotice}
            {/* Last of the buttons drawn before hydration: leaving, it moves none of them. */}
            {onSignOut !== undefined && !visitor ? (
              <Button
                variant="secondary"
                fullWidth
                loading={signOut.pending}
                onClick={() => void signOut.submit()}
              >
                {words.signOut}
              </Button>
            ) : null}
            {signOut.failure !== null ? (
              <Notice tone="error" toneLabel={labels.error}>
                {signOut.failure.message}
              </Notice>
            ) : null}
            {/* Open, the correction stays when the session ends under it: what was typed is kept,
                and the notice under its form says how to go on. */}
            {unverified || correcting ? (
              <>
                {correctedTo !== null ? (
                  <FocusOnShow>
                    <Notice
                      tone="success"
                      toneLabel={labels.success}
                      className={styles.breaksAnywhere}
                    >
                      {words.corrected(correctedTo)}
                    </Notice>
                  </FocusOnShow>
                ) : null}
                <Button
                  variant="secondary"
                  fullWidth
                  aria-expanded={correcting}
                  onClick={() => {
                    setCorrectedTo(null)
                    setCorrecting((was) => !was)
                  }}
                >
                  {words.correct}
                </Button>
                {correcting ? (
                  // One wait for both: the form shows once the host's part is here too.
                  <Suspense fallback={<Spinner label={words.loading} />}>
                    {whileCorrecting}
                    <AddressCorrection
                      address={address}
                      onCorrected={(corrected) => {
                        setResent(false)
                        setCorrecting(false)
                        setCorrectedTo(corrected.email)
                        onCorrected?.(corrected)
                      }}
                    />
                    {sessionEndedNotice}
                  </Suspense>
                ) : null}
              </>
            ) : null}
            {footer}
          </div>
        </>,
      )}
    </>
  )
}

async function noSignOut(): Promise<void> {}
