import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { USER_QUERY_ROOT } from '@/domain/query-keys'
import { ADDRESS_TYPES, LANDMARK_MAX, type AddressForm, type AddressType } from '@/domain/address-form'
import { toPinCodeDigits } from '@/domain/pin-code'
import { normalisePhone } from '@/domain/phone'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import '@/lib/query-meta'
import { isRecord, loose, toText } from '@/lib/schema'
import { readSavedAddresses, rememberSavedAddresses } from './address-memory'

/** A saved address of the `addresses` extension: the form's fields, the store's id and whether it is the default. */
export type SavedAddress = AddressForm & { id: string; isDefault: boolean }

/** At most this many addresses are read (the store keeps at most 20). */
export const MAX_ADDRESSES = 20

const SavedAddressSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(100)),
  fullName: loose(toText(200)),
  phone: loose((x) => normalisePhone(toText(20)(x))),
  line1: loose(toText(200)),
  line2: loose(toText(200)),
  landmark: loose(toText(LANDMARK_MAX)),
  city: loose(toText(100)),
  state: loose(toText(100)),
  postalCode: loose((x) => toPinCodeDigits(toText(10)(x))),
  type: loose((x): AddressType => ((ADDRESS_TYPES as readonly unknown[]).includes(x) ? (x as AddressType) : 'other')),
  isDefault: loose((x) => x === true),
})

const ListSchema = envelope(v.array(v.unknown()), { bare: true })
const OneSchema = envelope(v.unknown(), { bare: true })

/** One address as the store sent it (bare or under `data`), texts clipped; undefined without an id. */
export function toSavedAddress(body: unknown): SavedAddress | undefined {
  const one = v.safeParse(OneSchema, body)
  const r = one.success ? v.safeParse(SavedAddressSchema, one.output) : undefined
  return r?.success ? r.output : undefined
}

/** GET /users/addresses's list (bare or under `data`): the first 20 readable ones, one default at most. */
export function toSavedAddresses(body: unknown): SavedAddress[] | undefined {
  const list = v.safeParse(ListSchema, body)
  if (!list.success) return undefined
  let hasDefault = false
  return list.output
    .slice(0, 100)
    .flatMap((raw) => {
      const r = v.safeParse(SavedAddressSchema, raw)
      if (!r.success) return []
      const isDefault = r.output.isDefault && !hasDefault
      hasDefault ||= isDefault
      return [{ ...r.output, isDefault }]
    })
    .slice(0, MAX_ADDRESSES)
}

/** Query keys of saved addresses: under the shopper's root (gone at sign-out). */
export const addressKeys = {
  all: [...USER_QUERY_ROOT, 'addresses'] as const,
}

/** GET /users/addresses; the list is remembered on the device for offline reading. @throws ApiError */
export async function fetchAddresses(api: ApiClient, signal?: AbortSignal): Promise<SavedAddress[]> {
  const list = toSavedAddresses(await api.request('GET', '/users/addresses', v.unknown(), { signal }))
  if (!list) throw new ApiError('invalid', 'The server sent an unexpected list of addresses')
  rememberSavedAddresses(list)
  return list
}

/** The saved addresses; offline, the list last read on this device is shown at once. */
export const addressesQueryOptions = (api: ApiClient) =>
  queryOptions<SavedAddress[], Error, SavedAddress[], typeof addressKeys.all>({
    queryKey: addressKeys.all,
    queryFn: ({ signal }) => fetchAddresses(api, signal),
    placeholderData: () => readSavedAddresses(),
    staleTime: 60_000,
    meta: { errorToast: () => null },
  })

const body = (a: AddressForm & { isDefault: boolean }) => ({
  fullName: a.fullName,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2,
  ...(a.landmark ? { landmark: a.landmark } : {}),
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  type: a.type,
  isDefault: a.isDefault,
})

/** POST /users/addresses, or PUT /users/addresses/{id} with `id`. @throws ApiError (see addressErrors for a 400) */
export async function saveAddress(
  api: ApiClient,
  a: AddressForm & { isDefault: boolean },
  id?: string,
): Promise<SavedAddress> {
  const answer = id
    ? await api.request('PUT', `/users/addresses/${encodeURIComponent(id)}`, v.unknown(), { body: body(a) })
    : await api.request('POST', '/users/addresses', v.unknown(), { body: body(a) })
  const saved = toSavedAddress(answer)
  if (!saved) throw new ApiError('invalid', 'The server sent an unexpected address')
  return saved
}

/** DELETE /users/addresses/{id}. @throws ApiError */
export async function deleteAddress(api: ApiClient, id: string): Promise<void> {
  await api.request('DELETE', `/users/addresses/${encodeURIComponent(id)}`, v.unknown())
}

const FIELDS = ['fullName', 'phone', 'postalCode', 'line1', 'line2', 'landmark', 'city', 'state', 'type'] as const

/** A store's 400 `errors` by form field (texts clipped to 200), and its `message`; undefined for any other error. */
export function addressErrors(
  error: unknown,
): { fields: Partial<Record<(typeof FIELDS)[number], string>>; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined
  const given = isRecord(error.body) && isRecord(error.body.errors) ? error.body.errors : {}
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {}
  for (const k of FIELDS) {
    const text = toText(200)(given[k])
    if (text) fields[k] = text
  }
  return { fields, message: (error.serverMessage ?? '').slice(0, 200) }
}
