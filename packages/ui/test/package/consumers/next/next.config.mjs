/** Static export: the test serves out/ like any host and opens it in Chromium. */
export default { output: 'export', eslint: { ignoreDuringBuilds: true } }
