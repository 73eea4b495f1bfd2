import type { MessageId } from '@/i18n/i18n'
import type { PolicySlug } from './policy-slugs'

/** Each policy's title message; apart from the slugs, which the router's guard needs in the entry. */
export const POLICY_TITLE_IDS: Record<PolicySlug, MessageId> = {
  terms: 'policy.terms',
  privacy: 'policy.privacy',
  refund: 'policy.refund',
  return: 'policy.return',
  shipping: 'policy.shipping',
  about: 'policy.about',
}
