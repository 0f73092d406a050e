/**
 * Laravel answers in English ('These credentials do not match our records.').
 * People here read Portuguese, so the messages a Laravel backend commonly
 * sends (validation, auth, password broker, throttle) are translated in this
 * one place; anything unknown is shown as the server sent it.
 */

/** Field names as people call them, for the generic validation messages. */
const FIELD_NAMES: Record<string, string> = {
  name: 'nome',
  email: 'e-mail',
  password: 'palavra-passe',
  password_confirmation: 'confirmação da palavra-passe',
  current_password: 'palavra-passe actual',
  phone_number: 'número de telemóvel',
  token: 'código de recuperação',
  remember: 'lembrar-me',
  code: 'código',
  recovery_code: 'código de recuperação',
}

function fieldName(attribute: string): string {
  const key = attribute.trim().replace(/ /g, '_').toLowerCase()
  return FIELD_NAMES[key] ?? attribute.trim()
}

function seconds(count: string): string {
  return count === '1' ? '1 segundo' : `${count} segundos`
}

type Rule = [pattern: RegExp, translate: (...groups: string[]) => string]

const EXACT: Record<string, string> = {
  'These credentials do not match our records.': 'E-mail ou palavra-passe incorrectos.',
  'The provided password is incorrect.': 'A palavra-passe está incorrecta.',
  // Fortify's password confirmation (POST /user/confirm-password).
  'The provided password was incorrect.': 'A palavra-passe está incorrecta.',
  'The provided password does not match your current password.':
    'A palavra-passe actual está incorrecta.',
  'The password is incorrect.': 'A palavra-passe está incorrecta.',
  "We can't find a user with that email address.": 'Não encontrámos nenhuma conta com este e-mail.',
  'This password reset token is invalid.':
    'Este link de recuperação é inválido ou já expirou. Peça um novo.',
  'Please wait before retrying.': 'Aguarde um pouco antes de tentar novamente.',
  'We have emailed your password reset link.':
    'Enviámos um link para recuperar a palavra-passe. Verifique o seu e-mail.',
  'We have emailed your password reset link!':
    'Enviámos um link para recuperar a palavra-passe. Verifique o seu e-mail.',
  'Your password has been reset.': 'A sua palavra-passe foi alterada.',
  'Your password has been reset!': 'A sua palavra-passe foi alterada.',
  'Your email address is not verified.': 'O seu endereço de e-mail ainda não foi verificado.',
  'Unauthenticated.': 'Você não está autenticado',
  'CSRF token mismatch.': 'A sua sessão expirou. Actualize a página e tente novamente.',
  'Too Many Attempts.': 'Demasiadas tentativas. Tente novamente dentro de momentos.',
  'Server Error': 'Ocorreu um erro no servidor. Tente novamente mais tarde.',
  'The given data was invalid.': 'Verifique os dados introduzidos.',
  'The provided two factor authentication code was invalid.':
    'O código não é válido. Introduza o código que a aplicação de autenticação mostra agora.',
  'The provided two factor recovery code was invalid.':
    'Este código de recuperação não é válido ou já foi usado.',
  'The given password has appeared in a data leak. Please choose a different password.':
    'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
}

// Laravel 10+ says "The email field is required."; older versions "The email is required.".
const RULES: Rule[] = [
  [
    /^Too many login attempts\. Please try again in (\d+) seconds?\.$/,
    (count = '') => `Demasiadas tentativas. Tente novamente dentro de ${seconds(count)}.`,
  ],
  [
    /^The (.+?)(?: field)? is required\.$/,
    (attribute = '') => `Preencha o campo ${fieldName(attribute)}.`,
  ],
  [
    /^The (.+?)(?: field)? must be a valid email address\.$/,
    () => 'Introduza um endereço de e-mail válido.',
  ],
  [
    /^The (.+?) has already been taken\.$/,
    (attribute = '') =>
      fieldName(attribute) === 'e-mail'
        ? 'Já existe uma conta com este e-mail.'
        : `Este ${fieldName(attribute)} já está a ser usado.`,
  ],
  [
    /^The (.+?)(?: field)? confirmation does not match\.$/,
    () => 'A confirmação não coincide com a palavra-passe.',
  ],
  [
    /^The (.+?)(?: field)? must be at least (\d+) characters\.$/,
    (attribute = '', count = '') =>
      `O campo ${fieldName(attribute)} deve ter pelo menos ${count} caracteres.`,
  ],
  [
    /^The (.+?)(?: field)? (?:must not|may not) be greater than (\d+) characters\.$/,
    (attribute = '', count = '') =>
      `O campo ${fieldName(attribute)} não pode ter mais de ${count} caracteres.`,
  ],
  [
    /^The (.+?)(?: field)? must contain at least one uppercase and one lowercase letter\.$/,
    () => 'A palavra-passe deve ter pelo menos uma letra maiúscula e uma minúscula.',
  ],
  [
    /^The (.+?)(?: field)? must contain at least one letter\.$/,
    () => 'A palavra-passe deve ter pelo menos uma letra.',
  ],
  [
    /^The (.+?)(?: field)? must contain at least one number\.$/,
    () => 'A palavra-passe deve ter pelo menos um número.',
  ],
  [
    /^The (.+?)(?: field)? must contain at least one symbol\.$/,
    () => 'A palavra-passe deve ter pelo menos um símbolo.',
  ],
  [
    /^The (.+?)(?: field)? must be a string\.$/,
    (attribute = '') => `O campo ${fieldName(attribute)} tem um formato inválido.`,
  ],
]

/** The Portuguese for a message Laravel sends, or the message itself when unknown. */
export function translateServerMessage(message: string): string {
  const text = message.trim()
  const exact = EXACT[text]
  if (exact !== undefined) return exact
  for (const [pattern, translate] of RULES) {
    const match = pattern.exec(text)
    if (match) return translate(...match.slice(1).map((group) => group ?? ''))
  }
  return text
}
