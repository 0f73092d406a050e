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

describe('renderDocument', () => {
  it('given a page, should fill root, title, body class, preloads and the fallback guard', () => {
    const html = renderDocument({
      template,
      page: {
        path: '/login',
        html: '<main><h1>Entrar</h1><p>$& $1</p></main>',
        modules: ['src/features/auth/LoginPage.tsx'],
      },
      title: 'Entrar · Conecta',
      bodyClassName: 'theme body',
      manifest,
    })
    expect(html).toContain('<title>Entrar · Conecta</title>')
    expect(html).toContain('<body class="theme body">')
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/login"><main><h1>Entrar</h1><p>$& $1</p></main></div>',
    )
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-1.js">',
    )
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">')
    // The entry is already in the template: linked once only.
    expect(html.match(/main-abc\.js/g)).toHaveLength(1)
    expect(html).toContain(
      `if(p!=="/login")document.documentElement.setAttribute('data-fallback','')`,
    )
    expect(html).not.toContain('<!--app-')
  })

  it('given no page, should write the app shell: empty root, no marker, no guard', () => {
    const html = renderDocument({
      template,
      page: null,
      title: 'Conecta',
      bodyClassName: 't',
      manifest,
    })
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('data-prerendered-path')
    expect(html).not.toContain('data-fallback')
  })

  it('given a built template, should put every stylesheet first and the scripts at low priority', () => {
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
    const html = renderDocument({
      template: built,
      page: { path: '/login', html: '<p>login</p>', modules: ['src/features/auth/LoginPage.tsx'] },
      title: 'Entrar · Conecta',
      bodyClassName: '',
      manifest,
    })
    const tags = html.match(
      /<(?:link rel="(?:stylesheet|modulepreload)"|script type="module")[^>]*>/g,
    )
    expect(tags?.slice(0, 3)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/main-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/AuthCard-2.css">',
    ])
    expect(html.match(/main-abc\.css/g)).toHaveLength(1)
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/main-abc.js"></script>',
    )
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-9.js">',
    )
    expect(html).not.toMatch(
      /<(?:script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")/,
    )

    // The app shell paints nothing before its script runs: its script keeps its priority.
    const shell = renderDocument({
      template: built,
      page: null,
      title: 'Conecta',
      bodyClassName: '',
      manifest,
    })
    expect(shell).not.toContain('fetchpriority')
    expect(shell.indexOf('main-abc.css')).toBeLessThan(shell.indexOf('main-abc.js'))
  })

  it('given a title with markup, should escape it', () => {
    const html = renderDocument({
      template,
      page: null,
      title: 'A & <B>',
      bodyClassName: '',
      manifest,
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
