import { describe, expect, it } from 'vitest'
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

const loginPage = {
  path: '/login',
  html: '<p>login</p>',
  modules: ['src/features/auth/LoginPage.tsx'],
}

/** Runs a page's after-paint loader against a fake document; returns its clock and what it added. */
function runLoader(html: string) {
  const loader = /<script data-load-after-paint="([^"]*)">(.*?)<\/script>/.exec(html)
  if (loader === null) throw new Error('no loader in the page')
  const [, list = '', code = ''] = loader
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { delay: number; run: () => void }[] = []
  const element = () => {
    const attributes: Record<string, string> = {}
    return new Proxy(attributes, {
      set: (target, key, value) => {
        target[String(key)] = String(value)
        return true
      },
    })
  }
  const document = {
    currentScript: {
      getAttribute: (name: string) => (name === 'data-load-after-paint' ? list : null),
    },
    createElement: (tag: string) => Object.assign(element(), { tag }),
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
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, delay = 0) => timers.push({ delay, run }),
  )
  return { added, frames, timers }
}

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
    expect(html).toContain(
      `if(p!=="/login")document.documentElement.setAttribute('data-fallback','')`,
    )
    expect(html).not.toContain('<!--app-')
  })

  it('given a page, should inline every stylesheet it needs, once, and link none', () => {
    const html = renderDocument({
      template: built,
      page: loginPage,
      title: 'Entrar · Conecta',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    expect(html.match(/<style>[^<]*<\/style>/g)?.slice(0, 3)).toEqual([
      '<style>body{margin:0}</style>',
      '<style>.login{color:red}</style>',
      '<style>.card{padding:1rem}</style>',
    ])
    expect(html).not.toContain('rel="stylesheet"')
    expect(html.match(/body\{margin:0\}/g)).toHaveLength(1)
  })

  it('given a page, should request its scripts only after the first paint, the entry first, each once', () => {
    const html = renderDocument({
      template: built,
      page: loginPage,
      title: 'Entrar · Conecta',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    // Nothing the browser would fetch on its own while the page waits to paint.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)

    const { added, frames, timers } = runLoader(html)
    expect(added).toEqual([])
    // The first frame is painted; the task after it requests the scripts.
    for (const frame of frames) frame()
    expect(added).toEqual([])
    for (const timer of timers.filter((t) => t.delay === 0)) timer.run()
    expect(added).toEqual([
      'script module /assets/main-abc.js',
      'link modulepreload /assets/vendor-9.js',
      'link modulepreload /assets/LoginPage-1.js',
      'link modulepreload /assets/AuthCard-2.js',
    ])
    // The hidden-tab timer finds the work done.
    for (const timer of timers) timer.run()
    expect(added).toHaveLength(4)
  })

  it('given a hidden tab that paints no frame, should still request the scripts after its timer', () => {
    const html = renderDocument({
      template: built,
      page: loginPage,
      title: 'Entrar · Conecta',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    const { added, timers } = runLoader(html)
    const fallback = timers.find((t) => t.delay > 0)
    expect(fallback?.delay).toBe(1000)
    fallback?.run()
    expect(added[0]).toBe('script module /assets/main-abc.js')
    expect(added).toHaveLength(4)
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
    const html = renderDocument({
      template,
      page: { path: '/', html: '<p>landing</p>', modules: [] },
      title: 'Conecta',
      bodyClassName: '',
      manifest,
      stylesheets,
    })
    const guard = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? ''
    const run = (pathname: string) => {
      const attributes = new Set<string>()
      new Function('location', 'document', guard)(
        { pathname },
        { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
      )
      return attributes.has('data-fallback')
    }
    expect(run('/')).toBe(false)
    expect(run('/profile')).toBe(true)
    expect(run('/password-reset/abc')).toBe(true)
  })
})
