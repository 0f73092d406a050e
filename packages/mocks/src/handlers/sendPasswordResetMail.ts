import type { MailMessage, MockStore, MockUser } from '../store/MockStore'

/** Laravel's `auth.passwords.users.expire`, in minutes. */
export const PASSWORD_RESET_MINUTES = 60

/** Breeze API's `ResetPassword::createUrlUsing`: the link opens the app, not the API. */
export function sendPasswordResetMail(
  store: MockStore,
  appUrl: string,
  user: MockUser,
): MailMessage {
  const token = store.token(64)
  store.passwordResets.set(user.email, { email: user.email, token, createdAt: store.now() })
  return store.sendMail({
    kind: 'reset-password',
    to: user.email,
    subject: 'Redefinir a palavra-passe',
    text: `Olá ${user.name}, recebemos um pedido para redefinir a sua palavra-passe. O link expira em ${PASSWORD_RESET_MINUTES} minutos. Se não fez o pedido, ignore esta mensagem.`,
    link: `${appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email)}`,
  })
}
