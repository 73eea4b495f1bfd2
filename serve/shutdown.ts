/**
 * Closes `close()` once on SIGINT or SIGTERM, then exits (0, or 1 when closing failed).
 * Shared by the servers' entries, `npm start` and the reference API.
 */
export function exitOnSignals(close: () => Promise<void>): void {
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
