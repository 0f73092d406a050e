import { appBody, conectaTheme, parceiroTheme } from '@conecta/ui'
import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { type ReactNode, useLayoutEffect } from 'react'
import { configure } from 'storybook/test'
import { startMockWorker } from './startMockWorker'
import { resetUnhandledRequests } from './unhandledRequests'
import { defaultViewport, viewportOptions } from './viewports'

const themes = { conecta: conectaTheme, parceiro: parceiroTheme } as const
type ThemeName = keyof typeof themes

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && Object.hasOwn(themes, value)

// Testing Library's findBy*/waitFor give up after 1 s by default; on a shared
// 2-core CI machine Chromium can take longer than that to paint the first frame
// of an entry animation. The test runner's own per-story limit is 60 s.
configure({ asyncUtilTimeout: 5000 })

// axe's html-has-lang/valid-lang and screen readers read the document's
// language; the iframe Storybook serves says "en".
document.documentElement.lang = 'pt'

function ThemeRoot({ themeClass, children }: { themeClass: string; children: ReactNode }) {
  // Radix portals (dialogs, toasts) render into <body>, outside the story's
  // root, so the theme class goes on <body> too, or they lose every variable.
  // `appBody` is what the app puts on its <body> (page background); using it
  // also keeps the reset's global styles in the bundle, which the bundler
  // otherwise drops as an unused module.
  useLayoutEffect(() => {
    document.body.classList.add(appBody)
    for (const className of Object.values(themes)) {
      document.body.classList.toggle(className, className === themeClass)
    }
  }, [themeClass])
  return (
    <div className={themeClass} lang="pt">
      {children}
    </div>
  )
}

const withTheme: Decorator = (Story, context) => {
  const name: ThemeName = isThemeName(context.globals.theme) ? context.globals.theme : 'conecta'
  return (
    <ThemeRoot themeClass={themes[name]}>
      <Story />
    </ThemeRoot>
  )
}

const preview = {
  decorators: [withTheme],
  loaders: [mswLoader(startMockWorker)],
  beforeEach: () => {
    resetUnhandledRequests()
  },
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Tema dos componentes',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: [
          { value: 'conecta', title: 'Conecta (predefinido)' },
          { value: 'parceiro', title: 'Parceiro (marca alternativa)' },
        ],
        dynamicTitle: true,
      },
    },
    // Read by the embeddable blocks' stories (stories/blocks/), which wrap
    // themselves in their provider; the app's screens speak Portuguese only.
    locale: {
      description: 'Idioma dos blocos',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'pt', title: 'Português (predefinido)' },
          { value: 'en', title: 'English' },
          { value: 'en-host', title: 'English, com um texto do anfitrião' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'conecta' satisfies ThemeName,
    locale: 'pt',
    viewport: { value: defaultViewport, isRotated: false },
  },
  parameters: {
    viewport: { options: viewportOptions },
    // Every axe violation fails the story in the test runner.
    a11y: { test: 'error' },
    // Stories bring their own handlers, keyed by domain so one key can be overridden.
    msw: { handlers: {} },
    controls: { expanded: true },
  },
} satisfies Preview

export default preview
