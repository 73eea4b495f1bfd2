import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { SelectField, TextField } from '@/components/ui/form-field'
import { INPUT } from '@/components/ui/input-kinds'
import type { useValibotForm } from '@/components/ui/use-valibot-form'
import { INDIA_STATES } from '@/domain/india-states'
import { normalisePhoneKeepingPrefix as normalisePhone } from '@/domain/phone'
import { isValidPinCode, toPinCodeDigits } from '@/domain/pin-code'
import { ADDRESS_TYPES, LANDMARK_MAX, type AddressForm } from '@/domain/address-form'
import { useT } from '@/i18n/use-t'
import { findPinPlace, stateHint, type PinPlace, type PlaceOfPin } from './pin-place'
import type { ShippingSchema } from '../shipping-form-schema'

export type AddressFormState = ReturnType<typeof useValibotForm<typeof ShippingSchema, AddressForm>>

/**
 * The Indian address form's fields in order (name, mobile, PIN, flat, area, landmark, town, state, type). Typing a
 * sixth PIN digit fills town and state from the PIN directory (else `placeOfPin`, the store's answer) where they are
 * empty or hold the last filled value; the shopper may change them, and a state the PIN contradicts gets a hint.
 */
export function AddressFields({ form, placeOfPin }: { form: AddressFormState; placeOfPin?: PlaceOfPin }) {
  const t = useT()
  const { values, setValue } = form
  const [place, setPlace] = useState<(PinPlace & { pin: string }) | null>(null)
  // Set when the shopper types the PIN: only then are town and state filled in.
  const fill = useRef(false)
  // Town and state as they are now, and as last filled in: what the shopper typed is never replaced.
  const current = useRef({ city: values.city, state: values.state })
  const filled = useRef({ city: '', state: '' })
  useEffect(() => {
    current.current = { city: values.city, state: values.state }
  }, [values.city, values.state])
  const pin = values.postalCode
  // The directory's chunk loads with the form, so it is there when the network goes.
  useEffect(() => void import('./pin-directory').catch(() => undefined), [])
  useEffect(() => {
    if (!isValidPinCode(pin)) return
    let live = true
    void findPinPlace(pin, placeOfPin).then((found) => {
      if (!live) return
      setPlace(found ? { ...found, pin } : null)
      if (found && fill.current) {
        for (const key of ['city', 'state'] as const) {
          const now = current.current[key]
          if (found[key] && (now === '' || now === filled.current[key])) {
            setValue(key, found[key])
            filled.current[key] = found[key]
          }
        }
      }
      fill.current = false
    })
    return () => {
      live = false
    }
    // placeOfPin may be a new function each render: the look-up follows the PIN only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pin])
  const hint = place?.pin === pin ? stateHint(place, values.state) : null

  return (
    <>
      <TextField label={t('address.fullName')} autoComplete="name" {...form.field('fullName')} required />
      <TextField
        label={t('address.phone')}
        hint={t('address.phoneHint')}
        {...INPUT.tel}
        maxLength={13}
        {...form.field('phone')}
        onChange={(e) => setValue('phone', normalisePhone(e.target.value))}
        required
      />
      <TextField
        label={t('address.pinCode')}
        hint={t('address.pinHint')}
        {...INPUT.pinCode}
        {...form.field('postalCode')}
        onChange={(e) => {
          fill.current = true
          setValue('postalCode', toPinCodeDigits(e.target.value))
        }}
        required
      />
      <TextField label={t('address.line1')} autoComplete="address-line1" {...form.field('line1')} required />
      <TextField label={t('address.line2')} autoComplete="address-line2" {...form.field('line2')} required />
      <TextField label={t('address.landmark')} maxLength={LANDMARK_MAX} {...form.field('landmark')} />
      <Row>
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          {...form.field('city')}
          onChange={(e) => {
            // What the shopper types is known at once, before the look-up can answer.
            current.current.city = e.target.value
            setValue('city', e.target.value)
          }}
          required
        />
        <SelectField
          label={t('address.state')}
          autoComplete="address-level1"
          hint={hint ? t('address.pinState', { pin, state: hint }) : undefined}
          {...form.field('state')}
          onChange={(e) => {
            current.current.state = e.target.value
            setValue('state', e.target.value)
          }}
          required
        >
          <option value="">{t('address.selectState')}</option>
          {/* A draft may hold a state this list does not know: keep it selectable rather than lose it. */}
          {values.state && !INDIA_STATES.includes(values.state) && <option value={values.state}>{values.state}</option>}
          {INDIA_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </Row>
      <Types>
        <legend>{t('address.type')}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${form.field('type').id}`}
              value={type}
              checked={values.type === type}
              onChange={() => setValue('type', type)}
            />
            {t(`address.${type}`)}
          </label>
        ))}
      </Types>
    </>
  )
}

const Row = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 520px) {
    grid-template-columns: 1fr 1fr;
  }
`
const Types = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
`
