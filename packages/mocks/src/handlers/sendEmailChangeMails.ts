import type { MailMessage, MockStore, MockUser } from '../store/MockStore'
import { emailChangeLink, VERIFICATION_LINK_MINUTES } from './verificationLink'

/**
 * An address named only partly, as the notices to the old address give the new one: its first
 * letter and its domain (`nova@example.co.mz` → `n…@example.co.mz`). Whoever reads the old mailbox
 * learns that a change was asked, not where the account's mail would go.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '…'
  return `${email.slice(0, 1)}…${email.slice(at)}`
}

/** The signed link of a pending change, to the new address. */
export async function sendEmailChangeLink(
  store: MockStore,
  apiBase: string,
  user: MockUser,
  newEmail: string,
): Promise<MailMessage> {
  return store.sendMail({
    kind: 'verify-new-email',
    to: newEmail,
    subject: 'Confirme o seu novo endereço de e-mail',
    text: `Olá ${user.name}, pediu para mudar o e-mail da sua conta para este endereço. Abra o link para o confirmar; até lá, a conta continua com o endereço anterior. O link expira em ${VERIFICATION_LINK_MINUTES} minutos.`,
    link: await emailChangeLink(store, apiBase, user, newEmail),
  })
}

/**
 * The warning to the current address when a change is asked: someone holding an open session
 * (a phone left signed in) must not move the account away without its owner hearing of it.
 */
export function sendEmailChangeRequestedNotice(
  store: MockStore,
  appUrl: string,
  user: MockUser,
  newEmail: string,
): MailMessage {
  return store.sendMail({
    kind: 'email-change-requested',
    to: user.email,
    subject: 'Pedido para alterar o e-mail da sua conta',
    text: `Olá ${user.name}, foi pedido que o e-mail da sua conta passe a ser ${maskEmail(newEmail)}. O endereço só muda quando for aberto o link enviado para esse endereço. Se não foi você, cancele a alteração no seu perfil, mude a palavra-passe e termine a sessão nos outros telemóveis e computadores.`,
    link: `${appUrl}/profile`,
  })
}

/** The word to the old address once the change is made: the account's mail goes elsewhere now. */
export function sendEmailChangedNotice(
  store: MockStore,
  appUrl: string,
  user: MockUser,
  oldEmail: string,
): MailMessage {
  return store.sendMail({
    kind: 'email-changed',
    to: oldEmail,
    subject: 'O e-mail da sua conta foi alterado',
    text: `Olá ${user.name}, o e-mail da sua conta passou a ser ${maskEmail(user.email)}. As mensagens da conta deixam de vir para este endereço. Se não foi você, contacte o apoio ao cliente.`,
    link: `${appUrl}/login`,
  })
}
