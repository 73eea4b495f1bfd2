import { escapeHtml, formatInr, htmlPage } from '../lib/html'

const COMPLETE_PATH = '/api/v1/bank/complete'

function decisionForm(orderId: string, reference: string, decision: 'approve' | 'decline'): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  const label = decision === 'approve' ? 'Approve' : 'Decline'
  return `<form method="post" action="${COMPLETE_PATH}">
${hidden('orderId', orderId)}${hidden('reference', reference)}${hidden('decision', decision)}
<button type="submit" class="${decision}">${label}</button>
</form>`
}

function decisionButtons(orderId: string, reference: string): string {
  return `<div class="actions">${decisionForm(orderId, reference, 'approve')}${decisionForm(orderId, reference, 'decline')}</div>`
}

/** The simulated net-banking page: amount, every received field, Approve / Decline. */
export function bankCheckoutPage(input: {
  storeName: string
  amount: number
  orderId: string
  reference: string
  received: [string, string][]
}): string {
  const rows = input.received.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')
  return htmlPage(
    'Simulated bank',
    `<h1>Simulated bank</h1>
<p>${escapeHtml(input.storeName)} is requesting a payment of</p>
<p class="amount">${escapeHtml(formatInr(input.amount))}</p>
<h2>Received payment request</h2>
<dl>
${rows}
</dl>
${decisionButtons(input.orderId, input.reference)}
<p class="note">This is a test bank. No money moves.</p>`,
  )
}

/** The simulated UPI app for the QR and deep-link flows. */
export function upiAppPage(input: {
  amount: number
  orderId: string
  reference: string
  payee: string
  vpa: string
}): string {
  return htmlPage(
    'Simulated UPI app',
    `<h1>Simulated UPI app</h1>
<p>Pay <strong>${escapeHtml(input.payee)}</strong> (${escapeHtml(input.vpa)})</p>
<p class="amount">${escapeHtml(formatInr(input.amount))}</p>
<dl><dt>Order</dt><dd>${escapeHtml(input.orderId)}</dd><dt>Reference</dt><dd>${escapeHtml(input.reference)}</dd></dl>
${decisionButtons(input.orderId, input.reference)}
<p class="note">This is a test UPI app. No money moves.</p>`,
  )
}

/** A page explaining why the bank cannot go on, with a way back to the store. */
export function bankErrorPage(title: string, message: string, backUrl: string): string {
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backUrl)}">Back to the store</a></p>`,
  )
}
