import * as v from 'valibot'
import { PHONE_PREFIX } from '@/domain/phone'
import {
  ADDRESS_FIELD_MESSAGES,
  ADDRESS_FORM_FIELDS,
  ADDRESS_TYPES,
  addressFieldProblem,
  LANDMARK_MAX,
  type AddressForm,
  type RuledAddressField,
} from '@/domain/address-form'
import { t } from '@/i18n/i18n'

/** A blank address form; the phone starts with the forced +91, the type is Home. */
export const emptyShipping = (): AddressForm => ({
  ...(Object.fromEntries(ADDRESS_FORM_FIELDS.map((k) => [k, ''])) as Omit<AddressForm, 'type'>),
  phone: PHONE_PREFIX,
  type: 'home',
})

const ruled = (field: RuledAddressField) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => addressFieldProblem(field, value) === null,
      () => t(ADDRESS_FIELD_MESSAGES[field]),
    ),
    v.trim(),
  )

/** The address form's fields in screen order (the first invalid gets focus), each with its message (domain rules). */
export const ShippingSchema = v.object({
  fullName: ruled('fullName'),
  phone: ruled('phone'),
  postalCode: ruled('postalCode'),
  line1: ruled('line1'),
  line2: ruled('line2'),
  landmark: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(LANDMARK_MAX, () => t('checkout.tooLong')),
  ),
  city: ruled('city'),
  state: ruled('state'),
  type: v.picklist(ADDRESS_TYPES),
})

/** True when a required field is blank after trimming (the phone's bare +91 counts as blank). */
export const hasBlankField = (form: AddressForm): boolean =>
  (Object.keys(ADDRESS_FIELD_MESSAGES) as RuledAddressField[]).some((k) => {
    const value = (form[k] ?? '').trim()
    return value === '' || (k === 'phone' && value === PHONE_PREFIX)
  })
