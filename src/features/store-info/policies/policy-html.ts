import DOMPurify from 'dompurify'
import type { StoreInfo } from '../api/store-info'
import { DEFAULT_POLICIES } from './default-policies'
import { fillPlaceholders, policyValues } from './placeholders'
import type { PolicySlug } from './policy-slugs'

/** The store's override, else the default; placeholders filled; sanitised by DOMPurify (http(s)/mailto/tel links only). */
export function policyHtml(slug: PolicySlug, store: StoreInfo | undefined): string {
  const override = store?.policies[slug]?.trim()
  const source = override ? override : DEFAULT_POLICIES[slug]
  const filled = fillPlaceholders(source, policyValues(store))
  // Without a DOM (a page rendered at build time) nothing can be sanitised: only the built-in text,
  // whose placeholders are escaped, is rendered; a store's own text waits for the browser.
  if (!DOMPurify.isSupported) return override ? '' : filled
  return DOMPurify.sanitize(filled, {
    FORBID_TAGS: [
      'style',
      'script',
      'iframe',
      'form',
      'input',
      'button',
      'object',
      'embed',
      'svg',
      'math',
      'textarea',
      'select',
    ],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
  })
}
