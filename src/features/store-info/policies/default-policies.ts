import type { PolicySlug } from './policy-slugs'

/** Default policy texts; `fillPlaceholders` fills their {companyName}-style placeholders. */
export const DEFAULT_POLICIES: Record<PolicySlug, string> = {
  terms: `<p>Welcome to {companyName}. By using this website and placing an order you agree to these terms.</p>
<h2>Orders and pricing</h2><p>All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise. We may cancel an order if a product is out of stock or was listed at an incorrect price; any amount paid is then refunded in full.</p>
<h2>Use of the site</h2><p>You agree not to misuse the site or attempt to access accounts that are not yours.</p>
<h2>Contact</h2><p>{companyName}, {companyAddress}. E-mail {companyEmail}, phone {companyPhone} (Monday-Friday 10:00-17:00).</p>`,
  privacy: `<p>{companyName} respects your privacy. We collect only what we need to process your orders: your name, e-mail address, phone number and shipping address.</p>
<h2>How we use your data</h2><p>We use your details to deliver orders, send order updates and answer your questions. We never sell your personal data.</p>
<h2>Your choices</h2><p>You can ask us to correct or delete your data by writing to {companyEmail} or calling {companyPhone} (Monday-Friday 10:00-17:00).</p>`,
  refund: `<p>If you cancel an order or return a product under our return policy, {companyName} refunds the amount to your original payment method.</p>
<h2>Refund timeline</h2><p>Approved refunds are credited within 0-7 working days.</p>
<h2>Cancellation</h2><p>Orders can be cancelled within 0-7 days of receipt. Write to {companyEmail} or call {companyPhone} (Monday-Friday 10:00-17:00).</p>`,
  return: `<p>You may return a product within 0-7 days of receipt if it is unused, in its original packaging and with its invoice.</p>
<h2>How to return</h2><p>Contact {companyName} at {companyEmail} or {companyPhone} (Monday-Friday 10:00-17:00) with your order number. Returns are shipped to {companyAddress}.</p>`,
  shipping: `<p>{companyName} ships across India.</p>
<h2>Delivery times</h2><p>Normal shipping takes 0-7 working days. Bulk orders take 10-15 business days.</p>
<h2>Shipping charges</h2><p>Shipping is free on all orders.</p>
<h2>Questions</h2><p>Write to {companyEmail} or call {companyPhone} (Monday-Friday 10:00-17:00).</p>`,
  about: `<p>{companyName} brings you quality tech accessories — TV and video, mobile, laptop, cables and audio — at fair prices, delivered across India.</p>
<p>Visit us at {companyAddress}, write to {companyEmail} or call {companyPhone} (Monday-Friday 10:00-17:00).</p>`,
}
