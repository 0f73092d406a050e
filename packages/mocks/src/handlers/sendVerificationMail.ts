import type { MailMessage, MockStore, MockUser } from '../store/MockStore'
import { VERIFICATION_LINK_MINUTES, verificationLink } from './verificationLink'

/** Laravel's `SendEmailVerificationNotification`, with Portuguese copy for the people reading it. */
export async function sendVerificationMail(
  store: MockStore,
  apiBase: string,
  user: MockUser,
): Promise<MailMessage> {
  const link = await verificationLink(store, apiBase, user)
  return store.sendMail({
    kind: 'verify-email',
    to: user.email,
    subject: 'Verifique o seu endereço de e-mail',
    text: `Olá ${user.name}, abra o link para verificar o seu endereço de e-mail. O link expira em ${VERIFICATION_LINK_MINUTES} minutos.`,
    link,
  })
}
