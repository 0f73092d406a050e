/** Laravel's answers, as a test's `fetch` returns them. */
export const noContent = () => new Response(null, { status: 204 })

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
