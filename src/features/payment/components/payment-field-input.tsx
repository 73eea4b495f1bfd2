import styled from 'styled-components'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import type { PaymentField } from '../api/payment-field-schema'
import { PHONE_PREFIX } from '@/domain/phone'
import type { FieldValue } from '../engine/visibility'
import { useT } from '@/i18n/use-t'

interface Props {
  id: string
  field: PaymentField
  value: FieldValue | undefined
  error?: string
  onChange: (raw: FieldValue) => void
  onBlur: () => void
}

const AUTOCOMPLETE: Partial<Record<PaymentField['type'], string>> = { email: 'email', tel: 'tel', password: 'off' }

/** One server-defined field, its texts rendered as plain text; phone fields are always a tel input. */
export function PaymentFieldInput({ id, field, value, error, onChange, onBlur }: Props) {
  const t = useT()
  const text = typeof value === 'string' ? value : ''
  const hint = field.description || undefined
  const required = field.rules.required

  if (field.type === 'checkbox') {
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
    return (
      <Check>
        <label>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={value === true}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
          />
          <span>{field.label}</span>
        </label>
        {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </Check>
    )
  }

  const common = {
    id,
    name: field.name,
    label: field.label,
    hint,
    error,
    required,
    // The +91 prefix is always on show in a phone field; an empty value still counts as empty.
    value: field.isPhone ? text || PHONE_PREFIX : text,
    onBlur,
  }

  if (field.type === 'select') {
    return (
      <SelectField {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{field.placeholder || t('payment.selectOption')}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    )
  }

  if (field.type === 'textarea') {
    return <TextAreaField {...common} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} />
  }

  const type = field.isPhone ? 'tel' : field.type === 'number' && field.mask ? 'text' : field.type
  return (
    <TextField
      {...common}
      type={type}
      placeholder={field.placeholder}
      inputMode={field.isPhone ? 'tel' : field.type === 'number' ? 'decimal' : undefined}
      autoComplete={AUTOCOMPLETE[field.isPhone ? 'tel' : field.type]}
      spellCheck={field.type === 'text' ? undefined : false}
      onChange={(e) => onChange(e.target.value)}
      // Pasting goes through the same normalisation as typing (onChange), e.g. '+91 98765-43210'.
    />
  )
}

const Check = styled.div`
  display: grid;
  gap: 4px;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    min-height: 44px;
    padding-top: 10px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  span {
    overflow-wrap: anywhere;
  }
`
const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`
const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.accent};
`
