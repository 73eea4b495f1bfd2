import type { PaymentField, ServerMessages } from './types'

const base = {
  placeholder: '',
  description: '',
  options: [],
  inline: false,
  mask: null,
  rules: {},
  rulesMessages: {},
  defaultValue: null,
  showWhenFilled: [],
} satisfies Omit<PaymentField, 'name' | 'label' | 'type'>

/** The payment form the app renders from `GET /payments/fields`: a typical Indian checkout. */
export function buildPaymentFields(): PaymentField[] {
  return [
    {
      ...base,
      name: 'fullName',
      label: 'Full name',
      type: 'text',
      placeholder: 'As on your bank account',
      rules: { required: true, minLength: 2, maxLength: 80 },
      rulesMessages: { required: 'Please enter your full name', minLength: 'Name must be at least 2 characters' },
    },
    {
      ...base,
      name: 'email',
      label: 'Email',
      type: 'email',
      placeholder: 'you@example.com',
      description: 'We send the payment receipt here.',
      rules: { required: true },
      rulesMessages: { required: 'Please enter your email' },
    },
    {
      ...base,
      name: 'phone',
      label: 'Mobile number',
      type: 'tel',
      placeholder: '+91 98765 43210',
      description: 'UPI apps linked to this number get the collect request.',
      rules: { required: true, minLength: 13, maxLength: 13, pattern: '^\\+91[6-9]\\d{9}$' },
      rulesMessages: {
        required: 'Please enter your mobile number',
        pattern: 'Enter a valid Indian mobile number starting with 6, 7, 8 or 9',
      },
    },
    {
      ...base,
      name: 'paymentMethod',
      label: 'Payment method',
      type: 'select',
      options: [
        { label: 'UPI QR code', value: 'upi_qr' },
        { label: 'UPI app', value: 'upi_app' },
        { label: 'Card / Net banking', value: 'netbanking' },
      ],
      rules: { required: true },
      rulesMessages: { required: 'Please choose a payment method' },
      defaultValue: 'upi_qr',
    },
    {
      ...base,
      name: 'companyName',
      label: 'Company name (for a GST invoice)',
      type: 'text',
      placeholder: 'Optional',
      inline: true,
    },
    {
      ...base,
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      placeholder: '29ABCDE1234F1Z5',
      description: 'Shown when a company name is given.',
      mask: '99AAAAA9999A9A*',
      inline: true,
      rules: { minLength: 15, maxLength: 15, pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' },
      rulesMessages: {
        minLength: 'GSTIN has 15 characters',
        maxLength: 'GSTIN has 15 characters',
        pattern: 'Enter a valid 15-character GSTIN',
      },
      showWhenFilled: ['companyName'],
    },
    {
      ...base,
      name: 'notes',
      label: 'Notes for the store',
      type: 'textarea',
      placeholder: 'Optional',
      rules: { maxLength: 500 },
      rulesMessages: { maxLength: 'Notes can be at most 500 characters' },
    },
    {
      ...base,
      name: 'consent',
      label: 'I agree to the terms of payment',
      type: 'checkbox',
      rules: { required: true },
      rulesMessages: { required: 'Please accept the terms of payment' },
      defaultValue: false,
    },
  ]
}

/** Error texts of the default seed. */
export function buildMessages(): ServerMessages {
  return {
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists',
    productNotFound: 'Product not found',
    orderNotFound: 'Order not found or access denied',
    unsupportedPaymentMethod: 'Unsupported payment method',
    orderNotPayable: 'Only pending orders can be paid',
  }
}
