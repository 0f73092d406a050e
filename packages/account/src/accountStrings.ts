import type { ApiError } from '@conecta/session-machine'

/** Turns a message the server sent (Laravel's, in English) into the one a person reads. */
export type TranslateServerMessage = (message: string) => string

/**
 * Every word the account blocks say, as one typed catalogue: {@link accountPt}
 * (the default: Portuguese as written in Mozambique, pre-reform spelling:
 * actual, efectuar) and `accountEn` (accountEn.ts, a module of its own so
 * that a Portuguese host does not carry it). A locale is a whole
 * `AccountStrings`: a missing key fails the type check. An adopter changes any
 * text with {@link withAccountStrings}.
 */
export interface AccountStrings {
  /** The BCP 47 locale of these words. */
  locale: string
  /** A form's failed call (`describeFailure`, `FormFailureSummary`). */
  failure: FailureStrings
  /** The fields many forms share (`EmailField`). */
  fields: FieldStrings
  /** The sign-in form (`SignIn`). */
  signIn: SignInStrings
  /** The answer to a two-factor challenge (`TwoFactorChallenge`, `TwoFactorAnswerFields`). */
  twoFactor: TwoFactorStrings
}

export interface FailureStrings {
  /** The error summary's title. */
  title: string
  /** The summary's message when the server refused some fields (a 422 with field errors). */
  validation: string
  /** A failed call that is not a refusal of fields: no connection, a 5xx, a 429, a 419… */
  describe: (error: ApiError) => string
  /**
   * The translation of the server's own messages (a 422's field messages),
   * fetched when a form is sent, while its call is on its way: a chunk of
   * its own in Portuguese, none in English (Laravel's words as sent).
   */
  loadServerMessages: () => Promise<TranslateServerMessage>
}

export interface FieldStrings {
  email: string
  /** Beside a required field's label (the kit's `requiredLabel`). */
  required: string
  /** Read before each field's error by screen readers (the kit's `errorPrefix`). */
  errorPrefix: string
}

export interface SignInStrings {
  /** The block's heading, when the host lets it draw its own (`frame`). */
  title: string
  password: string
  /** The password field's button that shows what was typed (the kit's `toggleLabel`). */
  showPassword: string
  remember: string
  submit: string
}

export interface TwoFactorStrings {
  /** The step's heading. */
  title: string
  codeInstruction: string
  recoveryInstruction: string
  codeLabel: string
  recoveryLabel: string
  /** Under the recovery code's field. */
  recoveryHint: string
  /** A code that is not 6 digits, refused before it is sent (each try counts against 5 a minute). */
  codeRefused: string
  /** An empty recovery code. */
  recoveryRefused: string
  confirm: string
  useRecoveryCode: string
  useAppCode: string
  back: string
}

/** The texts of the reference app (the product's spec), word for word. */
export const accountPt: AccountStrings = {
  locale: 'pt-MZ',
  failure: {
    title: 'Não foi possível continuar',
    validation: 'Corrija os campos assinalados e tente novamente.',
    // The session's client says every failure in Portuguese already.
    describe: (error) => error.message,
    loadServerMessages: () =>
      import('./translateServerMessage.js').then((module) => module.translateServerMessage),
  },
  fields: { email: 'E-mail', required: '(obrigatório)', errorPrefix: 'Erro:' },
  signIn: {
    title: 'Entrar',
    password: 'Palavra-passe',
    showPassword: 'Mostrar palavra-passe',
    remember: 'Lembrar-me',
    submit: 'Entrar',
  },
  twoFactor: {
    title: 'Verificação em dois passos',
    codeInstruction:
      'Abra a aplicação de autenticação no seu telemóvel e introduza o código de 6 algarismos que ela mostra.',
    recoveryInstruction:
      'Introduza um dos códigos de recuperação que guardou. Cada código só pode ser usado uma vez.',
    codeLabel: 'Código de autenticação',
    recoveryLabel: 'Código de recuperação',
    recoveryHint:
      'As letras maiúsculas e minúsculas contam: escreva-as exactamente como no código que guardou. Os espaços não contam.',
    codeRefused: 'Introduza os 6 algarismos que a aplicação de autenticação mostra.',
    recoveryRefused: 'Introduza um dos seus códigos de recuperação.',
    confirm: 'Confirmar',
    useRecoveryCode: 'Usar um código de recuperação',
    useAppCode: 'Usar o código da aplicação',
    back: 'Voltar',
  },
}

/** Any part of a catalogue, to lay over a whole one. */
export type AccountStringOverrides = {
  [Section in keyof AccountStrings]?: AccountStrings[Section] extends object
    ? AccountStrings[Section] extends (...args: never[]) => unknown
      ? AccountStrings[Section]
      : Partial<AccountStrings[Section]>
    : AccountStrings[Section]
}

/** `base` with an adopter's own texts laid over it, section by section. */
export function withAccountStrings(
  base: AccountStrings,
  overrides: AccountStringOverrides,
): AccountStrings {
  const merged: AccountStrings = { ...base }
  if (overrides.locale !== undefined) merged.locale = overrides.locale
  merged.failure = { ...base.failure, ...overrides.failure }
  merged.fields = { ...base.fields, ...overrides.fields }
  merged.signIn = { ...base.signIn, ...overrides.signIn }
  merged.twoFactor = { ...base.twoFactor, ...overrides.twoFactor }
  return merged
}
