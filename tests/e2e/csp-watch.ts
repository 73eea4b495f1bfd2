import { expect, type BrowserContext, type ConsoleMessage } from '@playwright/test'

/*
 * The e2e rule "any Content-Security-Policy report fails the run", made to tell a parse from an
 * execution.
 *
 * Browser-version dependent: Chromium 156 (and not Chromium 150) reports `script-src-attr` as soon
 * as markup carrying an `on*=` attribute is parsed, even into an inert document that can never run
 * it, such as DOMPurify's or a DOMParser's. The sanitiser of the policy pages parses hostile store
 * HTML that way, and its output has no handler left. Such a report reaches the page's listener with
 * the page's own document as its target, because the element belongs to another document; a
 * handler on an element of the live page is reported with that element as its target. So:
 * - a `script-src-attr` report whose target is the page's document is a parse-time report, and
 *   passes, provided no element of the live page carries an `on*` attribute and no payload flag
 *   (`window.__xss`) is set when the check runs;
 * - every other report fails: any other directive, an inline handler on a live element, and any
 *   CSP console message that no classified report accounts for.
 */

/** One `securitypolicyviolation` event, as the init script sends it. */
interface CspReport {
  directive: string
  /** The reported element is part of the live page (a live inline handler). */
  live: boolean
  target: string
  source: string
  blocked: string
  url: string
}

/** Watches every page of a browser context; `violations()` lists what must fail the test. */
export interface CspWatch {
  /** Reports that are not parse-time `script-src-attr` reports, plus live `on*` attributes and payload flags of the open pages. */
  violations(): Promise<string[]>
  /** How many parse-time reports (inert documents) were seen and let through. */
  parseTimeReports(): number
}

const BINDING = '__e2eCspReport'

/** Installs the watcher on `context` (before its pages load anything). One watcher per context. */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const reports: CspReport[] = []
  const consoleReports: string[] = []
  await context.exposeBinding(BINDING, (_source, report: CspReport) => {
    reports.push(report)
  })
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const target = e.target
        const live = target instanceof Element && target.isConnected && target.ownerDocument === document
        const send = (window as unknown as Record<string, (r: unknown) => void>)[binding]
        send?.({
          directive: e.effectiveDirective,
          live,
          target: target instanceof Node ? target.nodeName : String(target),
          source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
          blocked: e.blockedURI,
          url: location.href,
        })
      },
      true,
    )
  }, BINDING)
  context.on('console', (m: ConsoleMessage) => {
    // "Fetch API cannot load … Content Security Policy" follows a connect-src report (counted) of the same request.
    if (/Content[ -]Security[ -]Policy/i.test(m.text()) && !m.text().startsWith('Fetch API cannot load'))
      consoleReports.push(m.text())
  })

  const isParseTime = (r: CspReport) => r.directive === 'script-src-attr' && !r.live

  return {
    parseTimeReports: () => reports.filter(isParseTime).length,
    async violations() {
      // Every console report must be accounted for by a classified event (they travel separately).
      await expect
        .poll(() => reports.length, { timeout: 5000 })
        .toBeGreaterThanOrEqual(consoleReports.length)
        .catch(() => undefined)
      const found = reports
        .filter((r) => !isParseTime(r))
        .map(
          (r) =>
            `${r.directive} blocked ${r.blocked || 'inline'} on ${r.live ? `live <${r.target}>` : r.target} at ${r.source} (${r.url})`,
        )
      if (consoleReports.length > reports.length) {
        found.push(
          `${consoleReports.length - reports.length} console CSP report(s) with no event to classify them:`,
          ...consoleReports,
        )
      }
      for (const page of context.pages()) {
        if (page.isClosed()) continue
        const live = await page
          .evaluate(() => {
            const handlers: string[] = []
            for (const el of document.querySelectorAll('*')) {
              for (const a of el.attributes)
                if (/^on/i.test(a.name)) handlers.push(`<${el.nodeName.toLowerCase()} ${a.name}>`)
            }
            const flag = (window as unknown as { __xss?: unknown }).__xss
            return { handlers, flag: flag === undefined ? null : String(flag) }
          })
          .catch(() => ({ handlers: [], flag: null }))
        found.push(...live.handlers.map((h) => `live inline handler ${h} in ${page.url()}`))
        if (live.flag !== null) found.push(`a payload ran (window.__xss = ${live.flag}) in ${page.url()}`)
      }
      return found
    },
  }
}
