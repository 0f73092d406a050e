// What a phone downloads first on / and /login, read from the build this run
// made (globalSetup.ts): the pre-rendered page's script list, Vite's manifest
// and the modules of each chunk (apps/web/build/recordChunkModules.ts). The
// rules themselves are in apps/web/build/firstLoad.ts (docs/architecture.md#performance).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type BuildManifest,
  checkFirstLoad,
  FIRST_LOAD_RULES,
  type FirstLoad,
  firstLoadOf,
} from '../apps/web/build/firstLoad'
import { clientBuildRecordDir } from '../apps/web/build/prerender'
import type { ChunkModules } from '../apps/web/build/recordChunkModules'
import { pageAssets } from '../bench/lib/initialJs.mjs'
import { expect, test } from './support/browser'
import type { Deployment } from './support/deployment'

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T
}

async function firstLoadOfPage(
  { distDir, ssrDir }: Deployment['appBuild'],
  page: string,
): Promise<FirstLoad> {
  const records = clientBuildRecordDir(ssrDir)
  const manifest = await readJson<BuildManifest>(join(records, 'manifest.json'))
  const chunkModules = await readJson<ChunkModules>(join(records, 'chunk-modules.json'))
  const { entry, preloads } = pageAssets(await readFile(join(distDir, page), 'utf8'))
  return firstLoadOf([...entry, ...preloads], manifest, chunkModules)
}

test.describe('first load of the pre-rendered public pages', () => {
  for (const rule of FIRST_LOAD_RULES) {
    test(`given the build, after reading ${rule.page}, should download for ${rule.route} only what the page needs`, async ({
      deployment,
    }) => {
      const load = await firstLoadOfPage(deployment.appBuild, rule.page)

      expect(checkFirstLoad(rule, load)).toEqual([])
    })

    test(`given the build, after reading ${rule.page}, should name every chunk the entry and the page import up front`, async ({
      deployment,
    }) => {
      const load = await firstLoadOfPage(deployment.appBuild, rule.page)

      // A static import the HTML leaves out is fetched only once the entry has
      // run: one more round trip before the page hydrates.
      expect(load.notPreloaded).toEqual([])
    })
  }

  test('given the build, after it finished, should deploy neither the manifest nor the chunk modules', async ({
    deployment,
  }) => {
    const { distDir } = deployment.appBuild
    const deployed = await readFile(join(distDir, 'sw.js'), 'utf8')

    await expect(readFile(join(distDir, '.vite', 'manifest.json'))).rejects.toThrow(/ENOENT/)
    expect(deployed).not.toMatch(/manifest\.json|chunk-modules/)
  })
})
