// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isPublicShared } from './chunks'

const account = (path: string) => `/repo/packages/account/src/${path}`

describe('the public chunk', () => {
  it('given the pieces of @conecta/account the public pages share, should take them', () => {
    for (const path of [
      'react/SubmissionForm.tsx',
      'react/NewPasswordFields.tsx',
      'react/account.css.ts',
      'react/account.css.ts.vanilla.css',
      'react/EndOtherSessionsField.css.ts',
      'newEmail.ts',
      'strings/failurePt.ts',
      'sessionCalls.ts',
      'verifyEmailCalls.ts',
    ]) {
      expect(isPublicShared(account(path)), path).toBe(true)
    }
  })

  it('given a block, its machine, its calls or its words, should leave them to the page that mounts it', () => {
    for (const path of [
      'react/SignIn.tsx',
      'react/VerifyEmail.tsx',
      'react/AccountSummary.tsx',
      'react/TwoFactorSetup.tsx',
      'react/QrCode.tsx',
      'twoFactorSetupMachine.ts',
      'registrationCalls.ts',
      'strings/signInPt.ts',
      'accountStrings.ts',
      'translateServerMessage.ts',
      // A block a later change adds, with no edit of build/chunks.ts.
      'react/SubscriptionBadge.tsx',
      'subscriptionBadgeCalls.ts',
      'strings/subscriptionBadgePt.ts',
      // Names that only begin like a shared piece.
      'newEmailPt.ts',
      'react/NameFieldset.tsx',
    ]) {
      expect(isPublicShared(account(path)), path).toBe(false)
    }
  })

  it('given a module with Windows separators, should read it the same way', () => {
    expect(isPublicShared(String.raw`C:\repo\packages\account\src\react\BlockFrame.tsx`)).toBe(true)
    expect(isPublicShared(String.raw`C:\repo\packages\account\src\react\SignIn.tsx`)).toBe(false)
  })
})
