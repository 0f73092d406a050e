import type { MailMessage } from '../store/MockStore'

/** A mail as the demo server prints it, so a person can find and open the link. */
export function formatMail(mail: MailMessage): string {
  const rule = '─'.repeat(72)
  return [
    rule,
    `✉  Para: ${mail.to}`,
    `   Assunto: ${mail.subject}`,
    `   ${mail.text}`,
    `   Link: ${mail.link}`,
    rule,
  ].join('\n')
}
