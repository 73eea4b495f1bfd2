/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Rupees for display, e.g. ₹1,299.00 (en-IN grouping). */
export function formatInr(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount)
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1c2333; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 12px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; font-size: 0.9rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  .actions form { flex: 1; }
  button { width: 100%; padding: 0.75rem; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; }
  .approve { background: #1b7f3b; color: #fff; } .decline { background: #e9ecf2; color: #1c2333; }
  button:focus-visible { outline: 3px solid #2457c5; outline-offset: 2px; }
  .note { font-size: 0.85rem; color: #555e70; }
`

/** A complete, script-free HTML page; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** No scripts, frames or plugins on the simulated bank pages: only inline styles and forms. */
export const HTML_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"
