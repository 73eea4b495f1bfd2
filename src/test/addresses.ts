import type { ShippingAddress } from '@/domain/shipping-address'
import type { AddressForm } from '@/domain/address-form'

/** A complete, valid shipping address for tests (Bengaluru, +91 mobile). */
export const ASHA_ADDRESS: ShippingAddress = {
  fullName: 'Asha Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+919876543210',
}

/** The same address as the form holds it. */
export const ASHA_FORM: AddressForm = {
  fullName: 'Asha Rao',
  phone: '+919876543210',
  postalCode: '560001',
  line1: '12 MG Road',
  line2: 'Ashok Nagar',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'home',
}
