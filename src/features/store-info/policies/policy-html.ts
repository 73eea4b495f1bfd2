import DOMPurify from 'dompurify'
import type { StoreInfo } from '../api/store-info'
import { DEFAULT_POLICIES } from './default-policies'
import { fillPlaceholders, policyValues } from './placeholders'
import type { PolicySlug } from './policy-slugs'

/**
 * The sanitised HTML of a policy page: the store's override keyed by slug when
 * present, else the default text; placeholders filled; then DOMPurify with scripts, styles,
 * iframes, forms and event handlers removed and only http(s)/mailto/tel links kept.
 */
export function policyHtml(slug: PolicySlug, store: StoreInfo | undefined): string {
  const override = store?.policies[slug]?.trim()
  const source = override ? override : DEFAULT_POLICIES[slug]
  const filled = fillPlaceholders(source, policyValues(store))
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
