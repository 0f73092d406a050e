import type { MailMessage } from '../store/MockStore'
import { forTerminal } from './forTerminal'

/**
 * A mail as the demo server prints it, so a person can find and open the link. Every field is
 * printed through `forTerminal`: the text holds the person's name, which is whatever they typed.
 */
export function formatMail(mail: MailMessage): string {
  const rule = '─'.repeat(72)
  return [
    rule,
    `✉  Para: ${forTerminal(mail.to)}`,
    `   Assunto: ${forTerminal(mail.subject)}`,
    `   ${forTerminal(mail.text)}`,
    `   Link: ${forTerminal(mail.link)}`,
    rule,
  ].join('\n')
}
