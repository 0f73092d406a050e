import { USER_STORAGE_KEY } from '@conecta/session-machine'
import {
  FALLBACK_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LOAD_FAILED_ATTRIBUTE,
  normalizePathname,
  PENDING_SUBMIT_ATTRIBUTE,
  PRERENDERED_FOR_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  STORED_SESSION_ATTRIBUTE,
} from './prerenderMarkers'

/** The part of Vite's build manifest the pre-rendering reads. */
export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface DocumentParts {
  /** The built index.html (Vite has already linked the entry script and CSS). */
  template: string
  /** `null` for the app shell: an empty root that the client renders. */
  page: { path: string; html: string; modules: readonly string[] } | null
  title: string
  bodyClassName: string
  manifest: Manifest
  /** The text of each built stylesheet by file (`assets/style-1.css`): pages inline it. */
  stylesheets: Readonly<Record<string, string>>
}

const ROOT_PLACEHOLDER = '<!--app-html-->'
const HEAD_PLACEHOLDER = '<!--app-head-->'

/** Chunk files and stylesheets a set of page modules needs, imports included. */
export function assetsOfModules(
  manifest: Manifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (chunk === undefined || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) {
    if (manifest[module] === undefined) throw new Error(`${module} is not in the build manifest`)
    visit(module)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/** Text safe inside an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * Hides the pre-rendered content until the client has rendered when the page
 * is served for another address (a server's index.html fallback for
 * /profile): the visitor never sees the landing page flash by. The page's
 * path is an attribute, not part of the code, so every page runs the same
 * text and a Content-Security-Policy needs one hash for it (build/writeHeaders.ts).
 */
function fallbackGuard(path: string): string {
  return (
    `<style>[${FALLBACK_ATTRIBUTE}] #root{visibility:hidden}</style>` +
    `<script ${PRERENDERED_FOR_ATTRIBUTE}="${escapeHtml(normalizePathname(path))}">` +
    `(function(s){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `if(p!==s.getAttribute('${PRERENDERED_FOR_ATTRIBUTE}'))` +
    `document.documentElement.setAttribute('${FALLBACK_ATTRIBUTE}','')})(document.currentScript)</script>`
  )
}

/**
 * A pre-rendered form is visible and fillable before its script arrives. A
 * native submit then would leave the app for a static host that cannot answer
 * it (as a GET it would even put a password in the address); this holds it
 * back and marks the form, and the app submits it again once hydrated
 * (`releaseHeldSubmits`), as its fields hold it then (they are uncontrolled:
 * hydration leaves what was typed in them). It also keeps the event from
 * React until that release, so that the form is sent once. Where no script
 * runs at all, the forms' own `method="dialog"` sends nothing.
 */
function submitGuard(): string {
  return (
    `<script>document.addEventListener('submit',function(e){` +
    `if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')){` +
    `e.preventDefault();e.stopPropagation();e.target.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}','')}},true)</script>`
  )
}

/**
 * Marks the page, before it paints, when this browser keeps a signed-in user
 * (the session's stored user). The app still asks the server who is signed
 * in; the mark only lets the pre-rendered "someone is signed in" notice take
 * its place at once, so the form under it does not move while a person types
 * (OtherSessionNotice). Storage a privacy mode refuses marks nothing.
 */
function storedSessionMark(): string {
  return (
    `<script>try{if(localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)})!==null)` +
    `document.documentElement.setAttribute('${STORED_SESSION_ATTRIBUTE}','')}catch(e){}</script>`
  )
}

/**
 * A script or preload that fails to arrive (a dropped connection, a blocking
 * proxy) before the app has started marks the page, and the template's
 * notice (#pagina-a-carregar, src/prerender/loadNotice.css.ts) tells the
 * person in Portuguese that nothing was sent and to reload, instead of a
 * blank app shell or a form that silently never submits.
 */
function loadFailureWatcher(): string {
  return (
    `<script>addEventListener('error',function(e){var t=e.target,h=document.documentElement;` +
    `if(t&&(t.localName==='script'||t.localName==='link')&&!h.hasAttribute('${HYDRATED_ATTRIBUTE}'))` +
    `h.setAttribute('${LOAD_FAILED_ATTRIBUTE}','')},true)</script>`
  )
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g
const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*><\/script>\n?/g
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/** The site-absolute URL in a tag's `src` or `href`. */
function urlOf(tag: string): string {
  const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1]
  if (url === undefined) throw new Error(`No URL in ${tag.trim()}`)
  return url
}

/** Marks the inline loader of a pre-rendered page; names its scripts, the entry first. */
export const LOAD_AFTER_PAINT_ATTRIBUTE = 'data-load-after-paint'

/**
 * The stylesheet, inlined: a page paints as soon as its HTML has arrived,
 * without a second round trip (one whole round trip on a mobile link) for a
 * render-blocking stylesheet. The app keeps one small stylesheet (docs/architecture.md#performance),
 * so inlining it costs each page some 6 kB gzip and saves a request.
 */
function inlineStyle(file: string, stylesheets: Readonly<Record<string, string>>): string {
  const css = stylesheets[file]
  if (css === undefined) throw new Error(`No text for the stylesheet ${file}`)
  // A literal "</style" would end the element early; built CSS never has one.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`)
  return `<style>${css.trim()}</style>`
}

/**
 * A pre-rendered page paints from its HTML alone; its scripts only hydrate
 * it. They are requested once the browser reports the first paint (a `paint`
 * performance entry, recorded when the frame is on screen; two animation
 * frames where that entry does not exist), not while the page is still
 * waiting to paint: the paint never waits for them and never shares a slow
 * link with them. A page hidden for another address (the fallback guard)
 * paints nothing worth waiting for and loads them at once; a hidden tab,
 * which paints no frame, after a second. The entry is a module script and the
 * page's chunks are modulepreloads, as Vite would have linked them.
 */
function afterPaintLoader(scripts: readonly string[]): string {
  return (
    `<script ${LOAD_AFTER_PAINT_ATTRIBUTE}="${escapeHtml(scripts.join(' '))}">` +
    `(function(s){var u=s.getAttribute('${LOAD_AFTER_PAINT_ATTRIBUTE}').split(' '),d=0,` +
    `P=window.PerformanceObserver,R=window.requestAnimationFrame;` +
    `function l(){if(d)return;d=1;u.forEach(function(h,i){` +
    `var e=document.createElement(i?'link':'script');` +
    `if(i){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}` +
    `document.head.appendChild(e)})}` +
    `if(document.documentElement.hasAttribute('${FALLBACK_ATTRIBUTE}'))return l();` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new P(function(x,o){o.disconnect();setTimeout(l)}).observe({type:'paint',buffered:true});` +
    `else R(function(){R(function(){setTimeout(l)})});` +
    `setTimeout(l,1000)})(document.currentScript)` +
    `</script>`
  )
}

/** One static HTML file: the template with the page, its title and its assets. */
export function renderDocument({
  template,
  page,
  title,
  bodyClassName,
  manifest,
  stylesheets,
}: DocumentParts): string {
  if (!template.includes(ROOT_PLACEHOLDER) || !template.includes(HEAD_PLACEHOLDER)) {
    throw new Error('index.html lost its <!--app-html--> or <!--app-head--> placeholder')
  }
  // What Vite linked into the built index.html: the entry's stylesheet, its
  // module script and the chunks it preloads.
  const styleFiles = new Set((template.match(STYLESHEET) ?? []).map(urlOf))
  const entryScripts = (template.match(MODULE_SCRIPT) ?? []).map(urlOf)
  const preloads = (template.match(MODULE_PRELOAD) ?? []).map(urlOf)
  let document = template.replace(STYLESHEET, '')
  const head: string[] = []
  let root = ''
  let rootAttributes = ''
  if (page !== null) {
    const { scripts, styles } = assetsOfModules(manifest, page.modules)
    for (const style of styles) styleFiles.add(`/${style}`)
    // The page's own chunk arrives with the entry instead of after it: no waterfall.
    const pageScripts = new Set([...entryScripts, ...preloads])
    for (const script of scripts) pageScripts.add(`/${script}`)
    document = document.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '')
    head.push(
      ...[...styleFiles].map((file) => inlineStyle(file.slice(1), stylesheets)),
      loadFailureWatcher(),
      fallbackGuard(page.path),
      storedSessionMark(),
      submitGuard(),
      afterPaintLoader([...pageScripts]),
    )
    root = page.html
    rootAttributes = ` ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(normalizePathname(page.path))}"`
  } else {
    // The app shell paints nothing until its script has run: Vite's tags stay.
    head.push(
      ...[...styleFiles].map((file) => inlineStyle(file.slice(1), stylesheets)),
      loadFailureWatcher(),
    )
  }
  // Function replacements: a '$&' in the page's text must stay literal.
  return document
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<body>', () => `<body class="${escapeHtml(bodyClassName)}">`)
    .replace(HEAD_PLACEHOLDER, () => head.join('\n    '))
    .replace(
      `<div id="root">${ROOT_PLACEHOLDER}</div>`,
      () => `<div id="root"${rootAttributes}>${root}</div>`,
    )
}
