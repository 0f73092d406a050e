/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin; the demo API (http://127.0.0.1:8000) when unset. */
  readonly VITE_API_URL?: string
  /** @defaultValue 'Conecta' */
  readonly VITE_PRODUCT_NAME?: string
  /**
   * The two settings above as the app's build validated them (vite.config.ts
   * defines it); absent outside that build (Vitest, Storybook).
   */
  readonly CONECTA_APP_ENV?: import('./config/validateEnv').AppEnv
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
