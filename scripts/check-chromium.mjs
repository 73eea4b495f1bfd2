import { chromiumPath } from './chromium-path.mjs'

const path = chromiumPath()
if (!path) {
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      "Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.\n" +
      'Test tools cannot download browsers on this network.',
  )
  process.exit(1)
}
console.log(`Using Chromium at ${path}`)
