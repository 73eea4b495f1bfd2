import type { SeedData, SeedProduct } from './types'

/**
 * Hostile-content seed variant: the same catalogue with XSS payloads and awkward text
 * in every place the app renders server text. Tests import the payloads from here and
 * assert that none of them runs (`window.__xss` stays undefined) and layouts hold.
 */

export const XSS_SCRIPT = '<script>window.__xss=1</script>'
export const XSS_IMG = '<img src=x onerror="window.__xss=1">'
export const XSS_SVG = '<svg onload="window.__xss=1">'
export const XSS_JS_URL = 'javascript:window.__xss=1'
export const XSS_IFRAME = '<iframe src="javascript:window.__xss=1"></iframe>'
export const XSS_STYLE = '<style>body{display:none}</style>'
export const XSS_ATTR = '" onmouseover="window.__xss=1'
/** 5,000 characters without a space, to test wrapping and truncation. */
export const LONG_STRING = 'Supercalifragilistic'.repeat(250)
/** Right-to-left override: flips the text that follows it. */
export const RTL_OVERRIDE = '\u202E'
export const ZERO_WIDTH_SPACE = '\u200B'

/** Every script-bearing payload; none of them may execute in the app. */
export const XSS_PAYLOADS = [XSS_SCRIPT, XSS_IMG, XSS_SVG, XSS_JS_URL, XSS_IFRAME, XSS_STYLE, XSS_ATTR] as const

/** All hostile strings, including the long and the bidi/zero-width ones. */
export const HOSTILE_PAYLOADS = [...XSS_PAYLOADS, LONG_STRING, RTL_OVERRIDE, ZERO_WIDTH_SPACE] as const

/** Products whose text is replaced (ids unchanged, so links and orders still work). */
export const HOSTILE_PRODUCT_IDS = {
  /** Title, description, attribute keys and values carry payloads (TV, featured). */
  xss: 'p-hdmi-cable-2m',
  /** Title is LONG_STRING. */
  long: 'p-universal-tv-remote',
  /** Title mixes right-to-left override and zero-width characters. */
  bidi: 'p-4k-streaming-stick',
} as const

/** Two extra store categories with payloads in their names, each holding one product. */
export const HOSTILE_CATEGORIES = [
  `${XSS_IMG}Gadgets`,
  `Deals ${XSS_SCRIPT}${RTL_OVERRIDE}sleD${ZERO_WIDTH_SPACE}`,
] as const
const HOSTILE_CATEGORY_PRODUCTS = ['p-smart-wifi-plug', 'p-cordless-beard-trimmer']

const ALL_XSS = XSS_PAYLOADS.join(' ')

function hostileProduct(p: SeedProduct): SeedProduct {
  const categoryIndex = HOSTILE_CATEGORY_PRODUCTS.indexOf(p.id)
  if (categoryIndex >= 0) return { ...p, category: HOSTILE_CATEGORIES[categoryIndex] ?? p.category }
  switch (p.id) {
    case HOSTILE_PRODUCT_IDS.xss:
      return {
        ...p,
        title: `${XSS_IMG}HDMI Cable ${XSS_SCRIPT}`,
        description: `${ALL_XSS} ${RTL_OVERRIDE}elbac${ZERO_WIDTH_SPACE} ${p.description}`,
        attributes: [
          ...p.attributes.map((a) => (a.key === 'colour' ? { ...a, value: [XSS_IMG, XSS_ATTR, 'Black'] } : a)),
          { key: XSS_SVG, value: [XSS_SCRIPT, XSS_IFRAME] },
          { key: XSS_ATTR, value: [XSS_JS_URL, XSS_STYLE] },
        ],
      }
    case HOSTILE_PRODUCT_IDS.long:
      return { ...p, title: LONG_STRING, description: `${LONG_STRING} ${LONG_STRING}` }
    case HOSTILE_PRODUCT_IDS.bidi:
      return { ...p, title: `4K Stick ${RTL_OVERRIDE}gpj.exe${ZERO_WIDTH_SPACE}${ZERO_WIDTH_SPACE} Voice` }
    default:
      return p
  }
}

/** Turns the default seed into the hostile one. */
export function buildHostileSeed(base: SeedData): SeedData {
  const policy = (title: string, payload: string) =>
    `<h2>${title}</h2><p>${payload}</p><p>Plain text after the payload.</p>`
  const paymentPayloads = [XSS_IMG, XSS_SCRIPT, XSS_SVG, XSS_IFRAME, XSS_ATTR, XSS_STYLE]
  return {
    ...base,
    storeInfo: {
      ...base.storeInfo,
      storeName: `Digital${ZERO_WIDTH_SPACE} Bazaar ${XSS_SCRIPT}${XSS_IMG}`,
      companyName: `Digital Bazaar ${XSS_ATTR} Pvt. Ltd.`,
      companyAddress: `${XSS_IFRAME}${RTL_OVERRIDE}Bengaluru 560103`,
      companyEmail: `support@digitalbazaar.in${XSS_ATTR}`,
      description: `${ALL_XSS} ${LONG_STRING}`,
      categories: [...base.storeInfo.categories, ...HOSTILE_CATEGORIES],
      socialLinks: {
        instagram: XSS_JS_URL,
        facebook: ` ${XSS_JS_URL}`,
        twitter: 'JaVaScRiPt:window.__xss=1',
      },
      policies: {
        terms: policy('Terms', XSS_SCRIPT),
        privacy: policy('Privacy', XSS_IMG),
        refund: policy('Refund', XSS_SVG),
        return: `<h2>Returns</h2><p><a href="${XSS_JS_URL}">Start a return</a></p>${XSS_STYLE}`,
        shipping: policy('Shipping', XSS_IFRAME),
        about: `<h2 title="${XSS_ATTR}">About</h2><p onclick="window.__xss=1">${LONG_STRING}</p><form action="${XSS_JS_URL}"><button>Go</button></form>`,
      },
    },
    products: base.products.map(hostileProduct),
    orders: base.orders.map((o) => ({
      ...o,
      items: o.items.map((item, i) => ({ ...item, productTitle: `${XSS_PAYLOADS[i % XSS_PAYLOADS.length]} item` })),
    })),
    paymentFields: base.paymentFields.map((f, i) => ({
      ...f,
      label: `${f.label} ${paymentPayloads[i % paymentPayloads.length]}`,
      description: `${XSS_SCRIPT}${f.description}`,
      placeholder: f.placeholder ? `${XSS_ATTR}` : f.placeholder,
      options: f.options.length
        ? [...f.options.map((o) => ({ ...o, label: `${o.label} ${XSS_IMG}` })), { label: XSS_SVG, value: XSS_ATTR }]
        : f.options,
    })),
    messages: {
      invalidCredentials: `Invalid email or password ${XSS_IMG}`,
      emailTaken: `An account with this email already exists ${XSS_SCRIPT}`,
      productNotFound: `Product not found ${XSS_SVG}`,
      orderNotFound: `Order not found or access denied ${XSS_IFRAME}`,
      unsupportedPaymentMethod: `Unsupported payment method ${XSS_IMG}`,
      orderNotPayable: `Only pending orders can be paid ${XSS_ATTR}`,
    },
  }
}
