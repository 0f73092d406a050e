export * from '../../apps/web/server/serveStatic.mjs'
