import type { ShippingAddress } from '@/domain/shipping-address'

/** A complete, valid shipping address for tests (Bengaluru, +91 mobile). */
export const ASHA_ADDRESS: ShippingAddress = {
  fullName: 'Asha Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+919876543210',
}
