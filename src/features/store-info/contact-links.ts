import { safeUrl } from '@/lib/safe-url'
import type { StoreInfo } from './api/store-info'

/** The store's e-mail and phone with their `mailto:`/`tel:` links (null when absent or unsafe). */
export interface StoreContact {
  email: string
  phone: string
  mailto: string | null
  tel: string | null
}

export function storeContact(store: StoreInfo | undefined): StoreContact {
  const email = store?.companyEmail ?? ''
  const phone = store?.companyPhone ?? ''
  return {
    email,
    phone,
    mailto: email ? safeUrl(`mailto:${email}`, ['mailto:']) : null,
    tel: phone ? safeUrl(`tel:${phone.replace(/[^\d+]/g, '')}`, ['tel:']) : null,
  }
}
