// The browsers the stories' sessions lists name: a cheap Android phone, as many of the
// product's people have, and a computer.

/** Samsung Internet on a Galaxy A14: "Samsung Internet em Android". */
export const SAMSUNG_PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36'

/** Firefox on Windows: "Firefox em Windows". */
export const WINDOWS_FIREFOX_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
