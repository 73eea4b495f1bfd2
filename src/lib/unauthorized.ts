// Apart from api-client.ts, so that the session's wiring in the entry does not carry the API client.
let handler: (() => void) | undefined

/** Registers what a 401 does (the session clears the token and cached data). The client never navigates. */
export function onUnauthorized(run: () => void): void {
  handler = run
}

/** Runs the registered 401 handler, if any (the API client calls it on a 401 answer). */
export function reportUnauthorized(): void {
  handler?.()
}
