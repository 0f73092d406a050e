import {
  FALLBACK_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  normalizePathname,
  PENDING_SUBMIT_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
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
 * /profile): the visitor never sees the landing page flash by.
 */
function fallbackGuard(path: string): string {
  const expected = JSON.stringify(normalizePathname(path))
  return (
    `<style>[${FALLBACK_ATTRIBUTE}] #root{visibility:hidden}</style>` +
    `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `if(p!==${expected})document.documentElement.setAttribute('${FALLBACK_ATTRIBUTE}','')})()</script>`
  )
}

/**
 * A pre-rendered form is visible and fillable before its script arrives. A
 * native submit then would leave the app for a static host that cannot answer
 * it (as a GET it would even put a password in the address); this holds it
 * back and marks the form, and the app submits it again once hydrated
 * (`releaseHeldSubmits`).
 */
function submitGuard(): string {
  return (
    `<script>document.addEventListener('submit',function(e){` +
    `if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')){` +
    `e.preventDefault();e.target.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}','')}},true)</script>`
  )
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * Scripts of a pre-rendered page at low fetch priority: the HTML and its
 * stylesheet paint the page on their own, so the script (needed to hydrate,
 * not to paint) must not take the connections and bandwidth of a slow link
 * from the stylesheet. The browser still fetches it at once, in parallel.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    )
}

/** One static HTML file: the template with the page, its title and its assets. */
export function renderDocument({
  template,
  page,
  title,
  bodyClassName,
  manifest,
}: DocumentParts): string {
  if (!template.includes(ROOT_PLACEHOLDER) || !template.includes(HEAD_PLACEHOLDER)) {
    throw new Error('index.html lost its <!--app-html--> or <!--app-head--> placeholder')
  }
  // Vite links the entry's stylesheet after its script, at the end of <head>;
  // every stylesheet goes first instead, so its request is the first one made.
  const templateStyles = (template.match(STYLESHEET) ?? []).map((tag) => tag.trim())
  let document = template.replace(STYLESHEET, '')
  const head: string[] = [...templateStyles]
  let root = ''
  let rootAttributes = ''
  if (page !== null) {
    const { scripts, styles } = assetsOfModules(manifest, page.modules)
    // The page's own chunk and stylesheet arrive with the entry instead of
    // after it: no waterfall, and no unstyled flash before hydration.
    // Vite already links the entry's own files; only the page's are added.
    const linked = (file: string) => template.includes(`"/${file}"`)
    for (const style of styles) {
      if (!linked(style)) head.push(`<link rel="stylesheet" crossorigin href="/${style}">`)
    }
    for (const script of scripts) {
      if (!linked(script)) head.push(`<link rel="modulepreload" crossorigin href="/${script}">`)
    }
    head.push(fallbackGuard(page.path), submitGuard())
    root = page.html
    rootAttributes = ` ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(normalizePathname(page.path))}"`
  }
  // Function replacements: a '$&' in the page's text must stay literal.
  document = document
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<body>', () => `<body class="${escapeHtml(bodyClassName)}">`)
    .replace(HEAD_PLACEHOLDER, () => head.join('\n    '))
    .replace(
      `<div id="root">${ROOT_PLACEHOLDER}</div>`,
      () => `<div id="root"${rootAttributes}>${root}</div>`,
    )
  // The app shell paints nothing until its script has run: that keeps its priority.
  return page === null ? document : lowPriorityScripts(document)
}
