import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { assetsOfModules, type Manifest, renderDocument } from './renderDocument'

const template = `<!doctype html>
<html lang="pt">
  <head>
    <title>Conecta</title>
    <script type="module" src="/assets/main-abc.js"></script>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`

const manifest: Manifest = {
  'index.html': { file: 'assets/main-abc.js', css: ['assets/main-abc.css'] },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    css: ['assets/LoginPage-1.css'],
    imports: ['_AuthCard-2.js', 'index.html'],
  },
  '_AuthCard-2.js': { file: 'assets/AuthCard-2.js', css: ['assets/AuthCard-2.css'] },
}

describe('assetsOfModules', () => {
  it('given a page module, should list its chunk, its imports and their stylesheets', () => {
    expect(assetsOfModules(manifest, ['src/features/auth/LoginPage.tsx'])).toEqual({
      scripts: ['assets/LoginPage-1.js', 'assets/AuthCard-2.js', 'assets/main-abc.js'],
      styles: ['assets/LoginPage-1.css', 'assets/AuthCard-2.css', 'assets/main-abc.css'],
    })
  })

  it('given a module the build does not know, should fail the build', () => {
    expect(() => assetsOfModules(manifest, ['src/features/auth/Nope.tsx'])).toThrow(/Nope/)
  })
})

const stylesheets = {
  'assets/main-abc.css': 'body{margin:0}',
  'assets/LoginPage-1.css': '.login{color:red}',
  'assets/AuthCard-2.css': '.card{padding:1rem}',
}

// As Vite writes index.html: its tags after the placeholder, the stylesheet last.
const built = template
  .replace('    <script type="module" src="/assets/main-abc.js"></script>\n', '')
  .replace(
    '<!--app-head-->',
    [
      '<!--app-head-->',
      '<script type="module" crossorigin src="/assets/main-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-9.js">',
      '<link rel="stylesheet" crossorigin href="/assets/main-abc.css">',
    ].join('\n    '),
  )

/** The built template with the login page, as the pre-rendering writes it. */
function renderLogin(): string {
  return renderDocument({
    template: built,
    page: loginPage,
    title: 'Entrar · Conecta',
    bodyClassName: '',
    manifest,
    stylesheets,
  })
}

const loginPage = {
  path: '/login',
  html: '<p>login</p>',
  modules: ['src/features/auth/LoginPage.tsx'],
}

/**
 * Runs a page's after-paint loader against a fake browser: `paintEntries`
 * says whether it reports paint performance entries, `fallback` whether the
 * page is hidden for another address. Returns what it added to <head> and
 * the callbacks it left waiting.
 */
function runLoader(html: string, { paintEntries = true, fallback = false } = {}) {
  const loader = /<script data-load-after-paint="([^"]*)">(.*?)<\/script>/.exec(html)
  if (loader === null) throw new Error('no loader in the page')
  const [, list = '', code = ''] = loader
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { delay: number; run: () => void }[] = []
  const paintObservers: (() => void)[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'longtask'] : ['longtask']
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintObservers.push(() => this.callback([], this))
    }
    disconnect() {}
  }
  const document = {
    currentScript: {
      getAttribute: (name: string) => (name === 'data-load-after-paint' ? list : null),
    },
    documentElement: { hasAttribute: (name: string) => fallback && name === 'data-fallback' },
    createElement: (tag: string): Record<string, string> => ({ tag }),
    head: {
      appendChild: (node: Record<string, string>) => {
        added.push(
          node.tag === 'script'
            ? `script ${node.type} ${node.src}`
            : `link ${node.rel} ${node.href}`,
        )
      },
    },
  }
  const window = {
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
  }
  new Function('document', 'window', 'setTimeout', code)(
    document,
    window,
    (run: () => void, delay = 0) => timers.push({ delay, run }),
  )
  const runTimers = (which: (delay: number) => boolean) => {
    for (const timer of timers.splice(0).filter(({ delay }) => which(delay))) timer.run()
  }
  return { added, frames, runTimers, paintObservers }
}

const LOGIN_SCRIPTS = [
  'script module /assets/main-abc.js',
  'link modulepreload /assets/vendor-9.js',
  'link modulepreload /assets/LoginPage-1.js',
  'link modulepreload /assets/AuthCard-2.js',
]

describe('renderDocument', () => {
  it('given a page, should fill root, title, body class and the fallback guard', () => {
    const html = renderDocument({
      template: built,
      page: { ...loginPage, html: '<main><h1>Entrar</h1><p>$& $1</p></main>' },
      title: 'Entrar · Conecta',
      bodyClassName: 'theme body',
      manifest,
      stylesheets,
    })
    expect(html).toContain('<title>Entrar · Conecta</title>')
    expect(html).toContain('<body class="theme body">')
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/login"><main><h1>Entrar</h1><p>$& $1</p></main></div>',
    )
    expect(html).toContain('<script data-prerendered-for="/login">')
    expect(html).not.toContain('<!--app-')
  })

  it('given a page, should inline every stylesheet it needs, once, and link none', () => {
    const html = renderLogin()
    expect(html.match(/<style>[^<]*<\/style>/g)?.slice(0, 3)).toEqual([
      '<style>body{margin:0}</style>',
      '<style>.login{color:red}</style>',
      '<style>.card{padding:1rem}</style>',
    ])
    expect(html).not.toContain('rel="stylesheet"')
    expect(html.match(/body\{margin:0\}/g)).toHaveLength(1)
  })

  it('given a page, should request its scripts only once the first paint is reported, the entry first, each once', () => {
    const html = renderLogin()
    // Nothing the browser would fetch on its own while the page waits to paint.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)

    const { added, runTimers, paintObservers } = runLoader(html)
    expect(added).toEqual([])
    expect(paintObservers).toHaveLength(1)
    for (const painted of paintObservers) painted()
    expect(added).toEqual([])
    // The task after the paint entry requests the scripts.
    runTimers((delay) => delay === 0)
    expect(added).toEqual(LOGIN_SCRIPTS)
    // The hidden-tab timer finds the work done.
    runTimers(() => true)
    expect(added).toEqual(LOGIN_SCRIPTS)
  })

  it('given a browser without paint entries, should wait two animation frames instead', () => {
    const html = renderLogin()
    const { added, frames, runTimers, paintObservers } = runLoader(html, { paintEntries: false })
    expect(paintObservers).toHaveLength(0)
    frames.shift()?.()
    runTimers((delay) => delay === 0)
    expect(added).toEqual([])
    frames.shift()?.()
    runTimers((delay) => delay === 0)
    expect(added).toEqual(LOGIN_SCRIPTS)
  })

  it('given a hidden tab that paints no frame, should still request the scripts after a second', () => {
    const html = renderLogin()
    const { added, runTimers } = runLoader(html)
    runTimers((delay) => delay === 1000)
    expect(added).toEqual(LOGIN_SCRIPTS)
  })

  it('given a page hidden for another address, should request the scripts at once', () => {
    const html = renderLogin()
    expect(runLoader(html, { fallback: true }).added).toEqual(LOGIN_SCRIPTS)
  })

  it('given a page, should mark it before it paints when this browser keeps a signed-in user, and never throw', () => {
    const html = renderLogin()
    const mark = html
      .match(/<script>(.*?)<\/script>/g)
      ?.map((tag) => tag.slice('<script>'.length, -'</script>'.length))
      .find((code) => code.includes('localStorage'))
    if (mark === undefined) throw new Error('no stored-session mark in the page')
    expect(html.indexOf(mark)).toBeLessThan(html.indexOf('<div id="root"'))
    const run = (storage: { getItem: (key: string) => string | null }) => {
      const marks: string[] = []
      const document = { documentElement: { setAttribute: (name: string) => marks.push(name) } }
      new Function('document', 'localStorage', mark)(document, storage)
      return marks
    }
    expect(run({ getItem: (key) => (key === 'user-storage' ? '{"v":1}' : null) })).toEqual([
      'data-stored-session',
    ])
    expect(run({ getItem: () => null })).toEqual([])
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toEqual([])
  })

  it("given no page, should write the app shell: empty root, inline style, Vite's script tags, no guard", () => {
    const html = renderDocument({
      template: built,
      page: null,
      title: 'Conecta',
      bodyClassName: 't',
      manifest,
      stylesheets,
    })
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('data-prerendered-path')
    expect(html).not.toContain('data-fallback')
    expect(html).not.toContain('data-pending-submit')
    expect(html).not.toContain('data-load-after-paint')
    // It paints nothing until its script has run: the script loads at once.
    expect(html).toContain('<script type="module" crossorigin src="/assets/main-abc.js"></script>')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-9.js">')
    expect(html.indexOf('<style>body{margin:0}</style>')).toBeGreaterThan(-1)
    expect(html.indexOf('<style>body{margin:0}</style>')).toBeLessThan(html.indexOf('main-abc.js'))
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('given a stylesheet the build did not hand over, or one that would close its element, should fail the build', () => {
    const render = (sheets: Record<string, string>) =>
      renderDocument({
        template: built,
        page: null,
        title: 'Conecta',
        bodyClassName: '',
        manifest,
        stylesheets: sheets,
      })
    expect(() => render({})).toThrow(/assets\/main-abc\.css/)
    expect(() => render({ 'assets/main-abc.css': 'a::after{content:"</style>"}' })).toThrow(
      /cannot be inlined/,
    )
  })

  it('given a title with markup, should escape it', () => {
    const html = renderDocument({
      template,
      page: null,
      title: 'A & <B>',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>')
  })

  it('given a pre-rendered page served for another path, should hide it until the client renders', () => {
    const render = (path: string) =>
      renderDocument({
        template,
        page: { path, html: '<p>page</p>', modules: [] },
        title: 'Conecta',
        bodyClassName: '',
        manifest,
        stylesheets,
      })
    const guardOf = (html: string) => {
      const [, path = '', code = ''] =
        /<script data-prerendered-for="([^"]*)">(.*?)<\/script>/.exec(html) ?? []
      return { path, code }
    }
    const run = (html: string, pathname: string) => {
      const { path, code } = guardOf(html)
      const attributes = new Set<string>()
      new Function('location', 'document', code)(
        { pathname },
        {
          currentScript: { getAttribute: () => path },
          documentElement: { setAttribute: (name: string) => attributes.add(name) },
        },
      )
      return attributes.has('data-fallback')
    }
    const landing = render('/')
    expect(run(landing, '/')).toBe(false)
    expect(run(landing, '/profile')).toBe(true)
    expect(run(landing, '/password-reset/abc')).toBe(true)
    expect(run(render('/login'), '/login/')).toBe(false)
    // The same text on every page: a Content-Security-Policy needs one hash for it.
    expect(guardOf(render('/login')).code).toBe(guardOf(landing).code)
  })

  it('given a script or preload that fails before the app started, on a page or the app shell, should mark the page for its notice', () => {
    const watcherOf = (html: string) =>
      /<script>(addEventListener\('error'.*?)<\/script>/.exec(html)?.[1] ?? ''
    const run = (html: string, target: { localName: string }, hydrated = false) => {
      const attributes = new Set<string>(hydrated ? ['data-hydrated'] : [])
      let listener: ((event: { target: unknown }) => void) | undefined
      new Function('addEventListener', 'document', watcherOf(html))(
        (type: string, handler: typeof listener, capture: boolean) => {
          expect([type, capture]).toEqual(['error', true])
          listener = handler
        },
        {
          documentElement: {
            hasAttribute: (name: string) => attributes.has(name),
            setAttribute: (name: string) => attributes.add(name),
          },
        },
      )
      listener?.({ target })
      return attributes.has('data-load-failed')
    }
    const shell = renderDocument({
      template: built,
      page: null,
      title: 'Conecta',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    for (const html of [renderLogin(), shell]) {
      expect(run(html, { localName: 'script' })).toBe(true)
      expect(run(html, { localName: 'link' })).toBe(true)
      // An image, or a lazy chunk once the app runs, is the app's to handle.
      expect(run(html, { localName: 'img' })).toBe(false)
      expect(run(html, { localName: 'script' }, true)).toBe(false)
    }
  })
})

describe('the submit guard of a pre-rendered page', () => {
  it('given a submit before the app has released it, should hold it back from the browser and from React; once released, should let it through', () => {
    const guard = /<script>(document\.addEventListener\('submit'.*?)<\/script>/.exec(
      renderLogin(),
    )?.[1]
    if (guard === undefined) throw new Error('no submit guard in the page')
    // The guard listens on the document, which the next test files of this worker share
    // (isolate: false): its listener is taken off again at the end.
    const listeners: Parameters<Document['addEventListener']>[] = []
    const addEventListener = vi
      .spyOn(document, 'addEventListener')
      .mockImplementation((...args: Parameters<Document['addEventListener']>) => {
        listeners.push(args)
        EventTarget.prototype.addEventListener.apply(document, args)
      })
    onTestFinished(() => {
      addEventListener.mockRestore()
      for (const args of listeners) document.removeEventListener(...args)
      document.documentElement.removeAttribute('data-hydrated')
      document.body.innerHTML = ''
    })
    document.body.innerHTML = '<div id="root"><form><button>Entrar</button></form></div>'
    const root = document.getElementById('root')
    const form = document.querySelector('form')
    if (root === null || form === null) throw new Error('no form')
    // React listens on its root container, as hydrateRoot does.
    const reactSaw: Event[] = []
    root.addEventListener('submit', (event) => reactSaw.push(event))
    new Function(guard)()

    const held = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    expect(form.hasAttribute('data-pending-submit')).toBe(true)
    expect(reactSaw).toEqual([])

    document.documentElement.setAttribute('data-hydrated', '')
    const released = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(released)
    expect(reactSaw).toEqual([released])
    expect(released.defaultPrevented).toBe(false)
  })
})
