export { sessionCookieName } from '@conecta/contract'
export type { ApiErrorInit, ApiErrorKind } from './ApiError.js'
export { ApiError, isApiError, toApiError } from './ApiError.js'
export type { TwoFactorAnswer } from './answerTwoFactorChallenge.js'
export {
  answerTwoFactorChallenge,
  isTwoFactorChallengeRequired,
  TWO_FACTOR_CHALLENGE_PATH,
} from './answerTwoFactorChallenge.js'
export type { CurrentUser, Subscription, User } from './CurrentUser.js'
export type { Connectivity } from './createConnectivity.js'
export { createConnectivity } from './createConnectivity.js'
export type {
  CsrfPrimeResult,
  GetOptions,
  HttpMethod,
  PasswordConfirmationRequest,
  QueryValue,
  RequestOptions,
  SanctumClient,
  SanctumClientOptions,
  SanctumEndpoints,
  SanctumRequest,
  SanctumResponse,
  SignInAgainOutcome,
  SignInAgainRequest,
} from './createSanctumClient.js'
export {
  CSRF_COOKIE_PATH,
  createSanctumClient,
  DEFAULT_ENDPOINTS,
  DEFAULT_EXCLUSIVE_WAIT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './createSanctumClient.js'
export type { TabMessage, TabSync } from './createTabSync.js'
export { createTabSync, TAB_CHANNEL_NAME } from './createTabSync.js'
export type { StorageLike, UserStorage } from './createUserStorage.js'
export {
  createUserStorage,
  parseStoredUser,
  serializeStoredUser,
  USER_STORAGE_KEY,
} from './createUserStorage.js'
export { fetchUser, USER_PATH } from './fetchUser.js'
export { parseRetryAfter } from './parseRetryAfter.js'
export { readDocumentCookie } from './readDocumentCookie.js'
export { removeStoredItem } from './removeStoredItem.js'
export type { SessionStatus } from './selectSessionStatus.js'
export { selectSessionStatus } from './selectSessionStatus.js'
export {
  selectSessionAskingAgain,
  selectSessionRetriesStopped,
} from './selectSessionUnreachable.js'
export { selectSessionUser, selectStoredUser } from './selectSessionUser.js'
export { selectSignedOutReason } from './selectSignedOutReason.js'
export { selectTwoFactorChallenge, selectTwoFactorVerifying } from './selectTwoFactorChallenge.js'
export type {
  LogErrorParams,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionMachine,
  SessionMachineContext,
  SessionSnapshot,
  SignedOutReason,
  TwoFactorChallenge,
} from './sessionMachine.js'
export {
  MAX_AUTOMATIC_RETRIES,
  OTHER_TAB_SIGN_OUT_MS,
  retryDelayMs,
  sessionMachine,
} from './sessionMachine.js'
export { toCurrentUser, toSubscription, toUser } from './toCurrentUser.js'
