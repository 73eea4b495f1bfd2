/**
 * Fails (exit 1) with an install hint when no Chromium is found for the end-to-end tests; prints the
 * path used otherwise. Run by `npm run test:e2e` before the build.
 */
import { chromiumPath, testChromiumPath } from './chromium-path'

const path = chromiumPath()
if (!path) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      "Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.\n" +
      'Test tools cannot download browsers on this network.',
  )
  process.exit(1)
}
const shell = testChromiumPath()
console.log(`Using Chromium at ${shell}${shell === path ? '' : ` (tests needing the full browser: ${path})`}`)
if (shell === path && !process.env.CHROME_PATH)
  console.log('Tip: sudo apt-get install -y chromium-headless-shell runs most end-to-end tests about a third faster.')
