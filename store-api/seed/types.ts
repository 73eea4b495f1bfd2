import type { SeedReview } from './reviews'
import type { ServiceableArea } from './serviceability'

/** Shapes of the seed data: what the database is filled with on first start and on reset. */

/** One product attribute: a key with one or more text values, optionally with a unit. */
export interface SeedAttribute {
  key: string
  value: string[]
  metricUnit?: string
}

/** A catalogue product before it gets its image names and creation date. */
export interface ProductDef {
  id: string
  title: string
  description: string
  parentCategory: string | null
  regularPrice: number
  discountedPrice: number | null
  attributes: SeedAttribute[]
}

/** A catalogue product as inserted into the database. */
export interface SeedProduct extends ProductDef {
  category: string
  createdAt: string
}

/** Store info as stored; relative image paths are made absolute per request. */
export interface StoreInfoRecord {
  storeName: string
  companyName: string
  companyAddress: string
  companyEmail: string
  companyPhone: string
  companyLogoUrl: string
  description: string
  categories: string[]
  categoryImages: Record<string, string>
  socialLinks: Record<string, string>
  policies: Record<string, string>
}

/** A payment form field definition. */
export interface PaymentField {
  name: string
  label: string
  placeholder: string
  description: string
  type: 'text' | 'email' | 'password' | 'number' | 'tel' | 'textarea' | 'select' | 'checkbox'
  options: { label: string; value: string }[]
  inline: boolean
  mask: string | null
  rules: { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }
  rulesMessages: { required?: string; minLength?: string; maxLength?: string; pattern?: string }
  defaultValue: string | boolean | null
  showWhenFilled: string[]
}

/** Error texts the shopper may see; the hostile seed swaps them for payloads. */
export interface ServerMessages {
  invalidCredentials: string
  emailTaken: string
  productNotFound: string
  orderNotFound: string
  unsupportedPaymentMethod: string
  orderNotPayable: string
}

/** A shipping address as the order carries it: the contract's, shared with the app. */
import type { ShippingAddress } from '../../src/domain/shipping-address'
import type { AddressForm as AddressFields } from '../../src/domain/address-form'
export type { ShippingAddress }

/** A seeded order of the demo shopper; item prices come from the catalogue. */
export interface SeedOrder {
  id: string
  userId: string
  status: 0 | 1 | 2 | 3 | 4
  createdAt: string
  trackingNumber: string | null
  shippingAddress: ShippingAddress
  items: { productId: string; quantity: number; productTitle?: string }[]
}

/** The demo shopper's account. */
export interface SeedUser {
  id: string
  email: string
  /** '+919876543210', for signing in by one-time code (the otp extension). */
  phone?: string
  password: string
  firstName: string
  lastName: string
  createdAt: string
}

/** Everything one seed variant puts in the database. */
export interface SeedData {
  storeInfo: StoreInfoRecord
  products: SeedProduct[]
  paymentFields: PaymentField[]
  messages: ServerMessages
  users: SeedUser[]
  orders: SeedOrder[]
  /** Where the store delivers, by PIN prefix (the serviceability extension). */
  serviceableAreas: ServiceableArea[]
  /** Reviews of most products (the reviews extension). */
  reviews: SeedReview[]
  /** Saved addresses (the addresses extension). */
  addresses: SeedAddress[]
}

/** A saved address of a seeded shopper. */
export type SeedAddress = AddressFields & { id: string; userId: string; isDefault: boolean; createdAt: string }
