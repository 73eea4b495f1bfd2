import { existsSync } from 'node:fs'

const firstPresent = (paths: (string | undefined)[]): string | null =>
  paths.find((p): p is string => !!p && existsSync(p)) ?? null

/** The full Chromium: CHROME_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function chromiumPath(): string | null {
  return firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
}

/**
 * The Chromium most end-to-end tests drive: CHROME_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same engine without the browser's interface, about a third less CPU
 * per test), else the full Chromium. A test needing the full browser says so (FULL_BROWSER tag).
 */
export function testChromiumPath(): string | null {
  return firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell']) ?? chromiumPath()
}

/** Flags that work on these machines: no sandbox (the tests run as root), no background networking. */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
