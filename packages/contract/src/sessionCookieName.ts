/**
 * Letters Laravel's `Str::ascii` transliterates that Unicode decomposition leaves whole
 * (decomposition already turns 'ã' into 'a' + a combining tilde, which is then dropped).
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
}

/**
 * The session cookie name a Laravel backend derives from its `APP_NAME` in the laravel/laravel
 * skeleton's config/session.php up to 12.20: `Str::slug(APP_NAME, '_') . '_session'`. Newer
 * skeletons derive it otherwise, which is why the docs ask backends to set `SESSION_COOKIE` to
 * this name. The slug, step by step as Laravel takes them: transliterate to ASCII; '-' becomes
 * '_'; '@' becomes '_at_'; lower case; drop everything but letters, digits, '_' and white space;
 * join runs of '_' and white space into one '_'; trim '_'.
 *
 * So 'Pay@Home' → 'pay_at_home_session', 'my.app' → 'myapp_session',
 * 'Conexão Móvel' → 'conexao_movel_session'. Names in a script other than Latin lose the letters
 * Laravel would spell out (it knows Cyrillic, Greek …): set `SESSION_COOKIE` for those.
 */
export function sessionCookieName(productName: string): string {
  const ascii = productName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]/g, (character) => TRANSLITERATIONS[character] ?? '')
  const slug = ascii
    .replace(/-+/g, '_')
    .replace(/@/g, '_at_')
    .toLowerCase()
    .replace(/[^_a-z0-9\s]+/g, '')
    .replace(/[_\s]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `${slug}_session`
}
