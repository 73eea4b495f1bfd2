import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ThemeProvider } from 'styled-components'
import * as v from 'valibot'
import { theme } from '@/styles/theme'
import { notify } from '@/lib/toast'
import { PaymentFieldsResponseSchema } from '../api/payment-field-schema'
import { initialValues } from '../engine/form-values'
import { validateForm } from '../engine/validate'
import { compilePattern } from '../engine/pattern'
import type { FieldValues } from '../engine/visibility'
import { PaymentForm } from './payment-form'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))
vi.mock('../engine/pattern', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../engine/pattern')>()
  return { ...actual, compilePattern: vi.fn(actual.compilePattern) }
})
vi.mock('../engine/validate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../engine/validate')>()
  return { ...actual, validateForm: vi.fn(actual.validateForm) }
})

const fields = v.parse(PaymentFieldsResponseSchema, {
  fields: [
    {
      name: 'fullName',
      label: 'Full name',
      type: 'text',
      rules: { required: true },
      rulesMessages: { required: 'Please enter your full name' },
    },
    { name: 'email', label: 'Email', type: 'email', rules: { required: true } },
    { name: 'phone', label: 'Mobile', type: 'tel', rules: { required: true } },
    { name: 'companyName', label: 'Company', type: 'text' },
    { name: 'gstin', label: 'GSTIN', type: 'text', showWhenFilled: ['companyName'], rules: { required: true } },
    { name: 'method', label: 'Method', type: 'select', options: [{ label: 'UPI', value: 'upi' }], defaultValue: 'upi' },
    { name: 'desc', label: '<b>Bold?</b>', type: 'textarea', description: '<script>x</script>' },
    { name: 'consent', label: 'I agree', type: 'checkbox', rules: { required: true } },
  ],
})

function Harness({ submitting = false, onSubmit }: { submitting?: boolean; onSubmit: (p: unknown) => void }) {
  const [values, setValues] = useState<FieldValues>(() => initialValues(fields))
  return (
    <ThemeProvider theme={theme}>
      <PaymentForm
        fields={fields}
        values={values}
        onValuesChange={(u) => setValues(u)}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </ThemeProvider>
  )
}

describe('PaymentForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear())
  afterEach(cleanup)

  it('renders server texts as text, shows +91 in the phone field, and reveals GSTIN with a company', async () => {
    const user = userEvent.setup()
    render(<Harness onSubmit={vi.fn()} />)
    expect(screen.getByLabelText('<b>Bold?</b>')).toBeTruthy()
    expect(screen.getByText('<script>x</script>')).toBeTruthy()
    expect(screen.getByLabelText('Mobile')).toHaveProperty('value', '+91')
    expect(screen.queryByLabelText('GSTIN')).toBeNull()
    await user.type(screen.getByLabelText('Company'), 'Acme')
    expect(screen.getByLabelText('GSTIN')).toBeTruthy()
  })

  it('keeps Pay disabled until every visible required field is filled, then sends visible fields only', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    const pay = screen.getByRole('button', { name: 'Pay Now' })
    expect(pay).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Full name'), 'Asha')
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.type(screen.getByLabelText('Mobile'), '9876543210')
    expect(pay).toHaveProperty('disabled', true)
    await user.click(screen.getByLabelText('I agree'))
    expect(pay).toHaveProperty('disabled', false)
    await user.click(pay)
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Asha',
      email: 'asha@example.in',
      phone: '+919876543210',
      companyName: '',
      method: 'upi',
      desc: '',
      consent: true,
    })
  })

  it('on invalid input shows the Validation Error toast and inline messages, and does not submit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Full name'), 'Asha')
    await user.type(screen.getByLabelText('Email'), 'asha')
    await user.type(screen.getByLabelText('Mobile'), '98765')
    await user.click(screen.getByLabelText('I agree'))
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: 'Please correct the errors in the form',
      variant: 'destructive',
    })
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Phone number must be 13 characters (including +91)')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
  })

  it('checks the values when they change, not on every render (a blur, a new submitting state)', async () => {
    const user = userEvent.setup()
    const view = render(<Harness onSubmit={vi.fn()} />)
    const name = screen.getByLabelText('Full name')
    await user.type(name, 'A')
    vi.mocked(validateForm).mockClear()
    // Blurring marks the field touched and re-renders; the props re-render too: the values are the same.
    await user.tab()
    view.rerender(<Harness submitting onSubmit={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy()
    expect(validateForm).not.toHaveBeenCalled()
    await user.type(name, 'b')
    expect(validateForm).toHaveBeenCalledTimes(1)
  })

  it("reads 'Processing...' and is disabled while submitting", () => {
    render(<Harness submitting onSubmit={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true)
  })

  it.each([
    '(a{1,1000}){1,1000}',
    '((a{1,10}){1,10}){1,10}',
    'a{1,1000}b{1,1000}',
    '(?:[a-z]{1,100}|[0-9]{1,100}){1,5}',
  ])(
    'with the hostile pattern %j the form opens and takes typing; the field keeps its other rules',
    async (pattern) => {
      const user = userEvent.setup()
      const hostile = v.parse(PaymentFieldsResponseSchema, {
        fields: [
          { name: 'ref', label: 'Reference', type: 'text', rules: { required: true, maxLength: 5, pattern } },
          { name: 'upi', label: 'UPI ID', type: 'text', rules: { pattern: '^[a-z]+@[a-z]+$' } },
        ],
      })
      function Form() {
        const [values, setValues] = useState<FieldValues>(() => initialValues(hostile))
        return (
          <ThemeProvider theme={theme}>
            <PaymentForm
              fields={hostile}
              values={values}
              onValuesChange={setValues}
              submitting={false}
              onSubmit={vi.fn()}
            />
          </ThemeProvider>
        )
      }
      vi.mocked(compilePattern).mockClear()
      render(<Form />)
      // Compiled once for the form, in a task after it showed: typing compiles nothing more.
      expect(compilePattern).not.toHaveBeenCalled()
      await vi.waitFor(() =>
        expect(vi.mocked(compilePattern).mock.calls.map(([p]) => p)).toEqual([pattern, '^[a-z]+@[a-z]+$']),
      )
      await user.type(screen.getByLabelText(/Reference/), 'aaaaaaa')
      await user.type(screen.getByLabelText(/UPI ID/), 'x')
      expect(compilePattern).toHaveBeenCalledTimes(2)
      expect(screen.getByLabelText<HTMLInputElement>(/Reference/).value).toBe('aaaaaaa')
      await user.click(screen.getByRole('button', { name: 'Pay Now' }))
      // The refused pattern counts as none; its length rule and the other field's pattern still apply.
      expect(screen.getByText('Must be no more than 5 characters')).toBeTruthy()
      expect(screen.getByText('Invalid format')).toBeTruthy()
    },
  )
})
