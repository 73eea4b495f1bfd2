import * as v from 'valibot'
import { ADDRESS_TYPES, type AddressForm } from '@/domain/address-form'
import type { SavedAddress } from './addresses-api'
import { ADDRESS_MEMORY_KEYS } from './address-wipe'
import { readStored } from '@/lib/storage-store'

/* What this device remembers of a signed-in shopper's addresses (localStorage, wiped at sign-out): the saved list
   last read (read offline) and the last address they ordered to (offered by a store without `addresses`). */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const FormEntries = {
  fullName: text(200),
  phone: text(20),
  postalCode: text(10),
  line1: text(200),
  line2: text(200),
  landmark: text(200),
  city: text(200),
  state: text(200),
  type: v.picklist(ADDRESS_TYPES),
}
const FormSchema = v.object(FormEntries)
const ListSchema = v.pipe(v.array(v.object({ ...FormEntries, id: text(100), isDefault: v.boolean() })), v.maxLength(20))

const read = <S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | undefined =>
  readStored(() => localStorage, key, schema)

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Full or blocked storage: nothing is remembered.
  }
}

/** The saved list last read on this device, or undefined. */
export const readSavedAddresses = (): SavedAddress[] | undefined => read(ADDRESS_MEMORY_KEYS.saved, ListSchema)

export const rememberSavedAddresses = (list: readonly SavedAddress[]): void => write(ADDRESS_MEMORY_KEYS.saved, list)

/** The address the shopper last ordered to on this device, or undefined. */
export const readLastAddress = (): AddressForm | undefined => read(ADDRESS_MEMORY_KEYS.last, FormSchema)

export const rememberLastAddress = (a: AddressForm): void => write(ADDRESS_MEMORY_KEYS.last, a)
