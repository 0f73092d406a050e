// A private nginx for one test file: foreground, on a free port of 127.0.0.1,
// with its own prefix, configuration, pid, logs and temporary folders under
// .cache/, so it needs no root, no system service and never meets another
// run. The server block is the README's configuration, word for word, plus
// the include file generated from the build's dist/_headers.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { parseHeaders } from '../../apps/web/server/headersFile.mjs'
import { HEADERS_INCLUDE, nginxHeadersInclude } from '../../apps/web/server/nginxConfig.mjs'
import { nginxPath } from '../../scripts/lib/nginx.mjs'
import { repoRoot } from './buildApp'

/** The ```nginx block of apps/web/README.md: what a deployer copies. */
export async function readmeNginxLocations(): Promise<string> {
  const readme = await readFile(join(repoRoot, 'apps', 'web', 'README.md'), 'utf8')
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1]
  if (block === undefined) throw new Error('apps/web/README.md has no ```nginx block')
  return block
}

/** A port nobody listens on now: nginx cannot be told to pick one itself. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url)
    return true
  } catch {
    return false
  }
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  /** The configuration nginx runs with. */
  config: string
  close(): Promise<void>
}

/**
 * Serves `distDir` on `port` (from {@link freePort}) with the README's
 * locations, and `extraLocations` after them (same-origin mode's API proxy);
 * resolves once nginx answers.
 */
export async function startNginx(
  distDir: string,
  port: number,
  extraLocations = '',
): Promise<RunningNginx> {
  const binary = nginxPath()
  const prefix = join(repoRoot, '.cache', 'e2e-nginx', `run-${process.pid}-${port}`)
  await rm(prefix, { recursive: true, force: true })
  await mkdir(join(prefix, 'temp'), { recursive: true })
  const rules = parseHeaders(await readFile(join(distDir, '_headers'), 'utf8'))
  await writeFile(join(prefix, HEADERS_INCLUDE), nginxHeadersInclude(rules))
  const locations = `${await readmeNginxLocations()}${extraLocations}`
  const indent = (text: string) => text.replace(/^(?=.)/gm, '        ')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const config = `${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http {
    include ${await mimeTypes(prefix)};
    default_type application/octet-stream;
    access_log ${join(prefix, 'access.log')};
    client_body_temp_path ${join(prefix, 'temp', 'body')};
    proxy_temp_path ${join(prefix, 'temp', 'proxy')};
    fastcgi_temp_path ${join(prefix, 'temp', 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'temp', 'uwsgi')};
    scgi_temp_path ${join(prefix, 'temp', 'scgi')};
    server {
        listen 127.0.0.1:${port};
        server_name _;
        root ${distDir};
${indent(locations)}    }
}
`
  const configFile = join(prefix, 'nginx.conf')
  await writeFile(configFile, config)
  const child: ChildProcess = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  while (!(await answers(`${url}/`))) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, 'running'))])
    if (early !== 'running' || Date.now() > deadline) {
      child.kill('SIGTERM')
      const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')
      throw new Error(`nginx did not start (${configFile}):\n${log}`)
    }
  }
  return {
    url,
    config,
    close: async () => {
      // SIGQUIT: nginx's graceful stop; the workers go with the master.
      child.kill('SIGQUIT')
      await exited
      await rm(prefix, { recursive: true, force: true })
    },
  }
}

/** Debian's mime.types when there, else the types the app's files need. */
async function mimeTypes(prefix: string): Promise<string> {
  const debian = '/etc/nginx/mime.types'
  if (
    await readFile(debian).then(
      () => true,
      () => false,
    )
  )
    return debian
  const own = join(prefix, 'mime.types')
  await writeFile(
    own,
    `types {
    text/html html;
    text/css css;
    text/javascript js mjs;
    application/json json;
    image/svg+xml svg;
}
`,
  )
  return own
}
