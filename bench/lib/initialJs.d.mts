/** The scripts and stylesheets a page's HTML loads, as URLs in page order. */
export function pageAssets(html: string): { entry: string[]; preloads: string[]; styles: string[] }

export interface SizedFile {
  file: string
  raw: number
  gzip: number
  role: 'entry' | 'preload'
}

export interface InitialLoad {
  page: string
  html: { raw: number; gzip: number }
  scripts: SizedFile[]
  js: { raw: number; gzip: number }
  css: { raw: number; gzip: number; files: number; inline: number }
}

export function initialLoad(dist: string, page: string): Promise<InitialLoad>
