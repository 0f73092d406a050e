// The repository's static server is the app's own (apps/web owns it: its
// server must not reach outside apps/web). Scripts, the bench and the package
// tests take it from here, so they depend on the repository's tooling, not on
// where the app keeps its files.
export * from '../../apps/web/server/serveStatic.mjs'
