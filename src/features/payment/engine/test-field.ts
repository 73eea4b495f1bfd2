import type { PaymentField } from '../api/payment-field-schema'

/** A complete text field for tests; override any part. */
export function makeField(overrides: Partial<PaymentField> & { name: string }): PaymentField {
  return {
    label: overrides.name,
    placeholder: '',
    description: '',
    type: 'text',
    options: [],
    inline: false,
    mask: null,
    rules: { required: false },
    rulesMessages: {},
    defaultValue: '',
    showWhenFilled: [],
    isPhone: false,
    ...overrides,
  }
}
