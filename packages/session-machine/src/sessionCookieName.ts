/**
 * The session cookie name a Laravel backend derives from its product name:
 * `Str::slug(APP_NAME, '_') . '_session'` (config/session.php), e.g.
 * 'Conecta' → 'conecta_session', 'Minha Loja' → 'minha_loja_session'.
 *
 * Laravel transliterates to ASCII first; decomposing and dropping combining
 * marks gives the same result for the Latin accents Portuguese names use
 * ('Conexão' → 'conexao_session').
 */
export function sessionCookieName(productName: string): string {
  const ascii = productName.normalize('NFKD').replace(/\p{M}+/gu, '')
  const slug = ascii
    .replace(/-/g, '_')
    .replace(/@/g, '_at_')
    .toLowerCase()
    .replace(/[^_\p{L}\p{N}\s]+/gu, '')
    .replace(/[_\s]+/gu, '_')
    .replace(/^_+|_+$/g, '')
  return `${slug}_session`
}
