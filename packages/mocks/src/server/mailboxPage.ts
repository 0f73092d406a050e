import type { MailMessage } from '../store/MockStore'

/**
 * Whether a `GET /__dev/mail` asks for the page rather than the JSON: a browser's `Accept`
 * names `text/html`; tools (`curl`'s `*\/*`, `fetch`, the e2e's `application/json`) and
 * `?format=json` get the JSON as before.
 */
export function wantsMailboxPage(accept: string | undefined, search: URLSearchParams): boolean {
  if (search.get('format') === 'json') return false
  return (accept ?? '')
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/html')
}

/** The page's Content-Security-Policy: its one inline stylesheet, nothing else. */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Only a web address becomes a link: a mail's link is the app's, but the page trusts no text. */
function webLink(link: string): string | null {
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const sentAt = new Intl.DateTimeFormat('pt-MZ', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Africa/Maputo',
})

function formatSentAt(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : sentAt.format(date)
}

function mailItem(mail: MailMessage): string {
  const link = webLink(mail.link)
  return [
    '<li><article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p class="meta">Para: <span class="address">${escapeHtml(mail.to)}</span><br>`,
    `Enviado: <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(formatSentAt(mail.sent_at))}</time></p>`,
    `<p class="text">${escapeHtml(mail.text)}</p>`,
    link === null
      ? `<p class="address">${escapeHtml(mail.link)}</p>`
      : `<p><a class="open" href="${escapeHtml(link)}">Abrir o link<span class="hidden"> de «${escapeHtml(mail.subject)}»</span></a></p>` +
        `<p class="address">${escapeHtml(link)}</p>`,
    '</article></li>',
  ].join('')
}

// Readable on a 320 px phone and at 200 % text: one column, the system font at the browser's
// size, long addresses broken anywhere, a link a whole tap target tall.
const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#f4f4f4}
body{margin:0 auto;max-width:40rem;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;line-height:1.3;margin:0 0 .5rem}
p{margin:0 0 .75rem}
ol{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1rem}
article{background:#fff;border:1px solid #c8c8c8;border-radius:.5rem;padding:1rem}
.meta{color:#4a4a4a}
.text{white-space:pre-wrap}
.address,.text{overflow-wrap:anywhere}
.address{font-size:.875rem;color:#4a4a4a}
a{color:#0b57d0}
.open{display:inline-flex;align-items:center;min-height:3rem;padding:.5rem 1.25rem;border-radius:.5rem;background:#0b57d0;color:#fff;font-weight:600;text-decoration:none}
.open:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.tools{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.tools a{display:inline-flex;align-items:center;min-height:3rem}
`

/**
 * `GET /__dev/mail` for a person: the mails the demo API sent, newest first, each with its
 * link as a link a phone opens with a tap (packages/mocks/README.md, "The demo server").
 */
export function renderMailboxPage(mails: readonly MailMessage[]): string {
  const list =
    mails.length === 0
      ? '<p>Ainda não foi enviado nenhum e-mail. Peça um na aplicação (criar conta, recuperar a palavra-passe, alterar o e-mail) e actualize esta página.</p>'
      : `<ol>${mails.map(mailItem).join('')}</ol>`
  return [
    '<!doctype html>',
    '<html lang="pt">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>E-mails enviados · API de demonstração</title>',
    `<style>${STYLE}</style></head>`,
    '<body><main>',
    '<h1>E-mails enviados</h1>',
    '<p>Os e-mails que a API de demonstração enviou, o mais recente primeiro. Nada sai deste computador: abra aqui o link de cada um.</p>',
    '<p class="tools"><a href="?">Actualizar</a><a href="?format=json">Ver em JSON</a></p>',
    list,
    '</main></body></html>',
  ].join('\n')
}
