/**
 * How the browser bundle is cut into files (docs/architecture.md#performance: a public page's first
 * load carries React, the router, the session and that page, in few requests).
 *
 * Rolldown's automatic splitting makes a separate "common" chunk of every set
 * of modules shared by a different set of entries. Every lazy page shares
 * react, the router, the session hooks and a few ui components with the entry,
 * so a pre-rendered page needed some twenty files of 0.1–31 kB, each one more
 * request before hydration. Two groups undo that:
 *
 * - `app` (Rolldown's `$initial` tag): every module the entry, src/main.tsx,
 *   imports statically, at any depth. The browser needs all of them before
 *   anything runs; Rolldown puts them into the entry chunk itself.
 * - `public`: what the account forms share beyond that (fields, the error
 *   summary, submission state, the account endpoints in api/ (not the
 *   translations of the server's messages, which a form fetches when it is
 *   first sent: a chunk of their own), the auth
 *   helpers but the two-factor step, which only a login that asks for it
 *   fetches, the navigation helpers in navigation/ (paths, the login notice,
 *   safe return paths), the sign-out hooks in session/, and the pieces of
 *   @conecta/account's blocks that the public pages share, named one by one
 *   (ACCOUNT_SHARED)): one file, loaded with the
 *   first form page and cached for the next. The landing page does not load
 *   it (it renders no form); its idle prefetch of /login and /register does.
 *   A module left out of this list still works; it only falls back to a small
 *   chunk of its own.
 * - `status`: what the status pages share (the kit's StatusPage, their texts
 *   and buttons): one file beside each status page's own. No entry carries a
 *   status page: /401, /404, /500 and /503 load theirs with the page, the 503
 *   that replaces the app and the error boundary's 404 when first shown. The
 *   pages themselves stay chunks of their own (the pre-rendering finds each
 *   page's chunk by its source); the unexpected-error screen stays in the
 *   entry, since what failed may be the loading of a chunk.
 * - `button`: the kit's Button, used by the account forms and the status
 *   pages but not by the landing page's own code: one small file
 *   of its own, so that neither `public` nor `status` pulls the other in
 *   (a group takes in the modules its own import, at any depth).
 *
 * Everything else keeps Rolldown's automatic splitting: each page is its own
 * chunk, and profile, subscription, Radix dialog and toast code load only with
 * their routes or when first shown.
 *
 * These patterns name files, so a rename can quietly change the cut: what the
 * first load of / and /login may contain is asserted on the real build by
 * build/firstLoad.ts (e2e/firstLoad.e2e.test.ts), and each public page's size
 * by bench/budget.json.
 */
import type { Rolldown } from 'vite'

/** The modules of @conecta/account in `public`: their paths below packages/account/src. */
const ACCOUNT_SHARED = [
  // The form and its parts.
  String.raw`react[\\/](?:AccountProvider|BlockFrame|EmailField|EndOtherSessionsField|FocusOnShow|FormFailureSummary|NameField|NewEmailFields|NewPasswordFields|SubmissionForm|account\.css|useHostFormRef|useSubmission)`,
  // What they decide and say.
  'describeFailure|endOtherSessions|localValidationError|newEmail|summaryItems',
  String.raw`strings[\\/](?:failurePt|fieldsPt|newEmailPt)`,
  // Calls more than one page makes (a verification link mailed again: /verify-email and the profile).
  'passwordResetCalls|profileInformationCalls|sessionCalls|verifyEmailCalls',
  // The person a block is about: only the profile's blocks ask, but on a chunk of its own it
  // would cost the profile one request more (0.5 kB on the wire) for 0.1 kB of code.
  String.raw`react[\\/]usePerson`,
].join('|')

const PUBLIC_SHARED = new RegExp(
  [
    // Not /login's words for a mailed link's outcome, which it fetches only for such a link.
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/](?:forms|navigation|session)[\\/](?!linkLoginMessages\.)`,
    // Not the translations of the server's messages: forms fetch them when sent.
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]api[\\/](?!translateServerMessage\.)`,
    // The account forms' helpers, not their pages (…Page.tsx, …Page.css.ts).
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](?!\w+Page\.)`,
    // @conecta/account's pieces the public pages share, named one by one: the form's frame,
    // fields, failure summary and submission state with the words they say, the rules of a new
    // e-mail and a new password (for /verify-email's correction and the profile too), and the
    // calls more than one public page makes (the sign-in's, a reset's, a change of address).
    // An allow-list, not an exclusion list: a block, its machine, its calls and its words stay
    // with the page (or the dialog) that mounts it, with no edit here when a block is added; a
    // shared piece forgotten here only falls back to a small chunk of its own. What a module
    // listed here imports comes along (its words, say).
    String.raw`[\\/]packages[\\/]account[\\/]src[\\/](?:${ACCOUNT_SHARED})\.`,
    // The session's hook of the pages that wait for a mailed link (/verify-email, the profile).
    String.raw`[\\/]packages[\\/]session-machine[\\/]src[\\/]react[\\/]useRefreshWhenShown\.`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](?:Checkbox|ErrorSummary|Field|FieldError|Notice|PasswordField|TextField)[\\/]`,
  ].join('|'),
)

// What the status pages share, not the pages (…Page.tsx, …Page.css.ts).
const STATUS_PAGES = new RegExp(
  [
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]status[\\/](?!\w+Page\.)`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]StatusPage[\\/]`,
  ].join('|'),
)

/** Whether a module (its absolute path) goes into `public` when a page imports it. */
export function isPublicShared(path: string): boolean {
  return PUBLIC_SHARED.test(path)
}

const KIT_BUTTON = /[\\/]packages[\\/]ui[\\/]src[\\/]Button[\\/]/

/** `build.rolldownOptions.output.codeSplitting` for the client build. */
export const clientCodeSplitting = {
  groups: [
    // Higher priority first: what the entry needs never moves into another
    // group, and Button is taken before `public` or `status` could take it in.
    { name: 'app', tags: ['$initial'], priority: 3 },
    { name: 'button', test: KIT_BUTTON, priority: 2 },
    { name: 'public', test: PUBLIC_SHARED, priority: 1 },
    { name: 'status', test: STATUS_PAGES, priority: 1 },
  ],
} satisfies Rolldown.CodeSplittingOptions
