/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin; the demo API (http://127.0.0.1:8000) when unset. */
  readonly VITE_API_URL?: string
  /** @defaultValue 'Conecta' */
  readonly VITE_PRODUCT_NAME?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
