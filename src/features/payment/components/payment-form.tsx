import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { useFocusFirstInvalid } from '@/components/ui/form-field'
import { notify } from '@/lib/toast'
import type { PaymentField } from '../api/payment-field-schema'
import { normaliseInput, toPayload } from '../engine/form-values'
import { compileFieldPatterns, requiredFilled, validateForm, type FieldPatterns } from '../engine/validate'
import { isFilled, visibleFields, type FieldValue, type FieldValues } from '../engine/visibility'
import { PaymentFieldInput } from './payment-field-input'
import { useT } from '@/i18n/use-t'

const NO_PATTERNS: FieldPatterns = new Map()

interface Props {
  fields: PaymentField[]
  /** Controlled values (kept by the page, so they survive the QR screen and failed attempts). */
  values: FieldValues
  onValuesChange: (update: (prev: FieldValues) => FieldValues) => void
  submitting: boolean
  onSubmit: (payload: Record<string, FieldValue>) => void
}

/** Checks the visible fields only; an error shows once its field is blurred holding something, or after a submit. */
export function PaymentForm({ fields, values, onValuesChange, submitting, onSubmit }: Props) {
  const t = useT()
  const idBase = useId()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const [attempted, setAttempted] = useState(false)
  const [touched, setTouched] = useState<Record<string, boolean>>({})

  // Patterns compile once, in a task after the form shows, never while rendering (a submit compiles them).
  const [compiled, setCompiled] = useState<{ fields: PaymentField[]; patterns: FieldPatterns } | null>(null)
  useEffect(() => {
    const task = setTimeout(() => setCompiled({ fields, patterns: compileFieldPatterns(fields) }))
    return () => clearTimeout(task)
  }, [fields])
  const patterns = compiled?.fields === fields ? compiled.patterns : NO_PATTERNS

  const shown = visibleFields(fields, values)
  // On edits only, not other renders: the page keeps one values object until an edit.
  const errors = useMemo(() => validateForm(fields, values, patterns), [fields, values, patterns])
  const canSubmit = requiredFilled(fields, values) && !submitting

  const change = (field: PaymentField, raw: FieldValue) =>
    onValuesChange((prev) => ({ ...prev, [field.name]: normaliseInput(field, raw) }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (submitting) return
    setAttempted(true)
    const checked = patterns === NO_PATTERNS ? validateForm(fields, values, compileFieldPatterns(fields)) : errors
    if (Object.keys(checked).length > 0) {
      notify({
        title: t('payment.validationTitle'),
        description: t('payment.validationText'),
        variant: 'destructive',
      })
      focusFirstInvalid()
      return
    }
    onSubmit(toPayload(fields, values))
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('payment.details')}>
      <Fields>
        {shown.map((field, i) => {
          const showError = attempted || (touched[field.name] && isFilled(values[field.name]))
          return (
            <Cell key={field.name} $inline={field.inline}>
              <PaymentFieldInput
                id={`${idBase}-f${i}`}
                field={field}
                value={values[field.name]}
                error={showError ? errors[field.name] : undefined}
                onChange={(raw) => change(field, raw)}
                onBlur={() => setTouched((t) => (t[field.name] ? t : { ...t, [field.name]: true }))}
              />
            </Cell>
          )
        })}
      </Fields>
      <Button type="submit" $block disabled={!canSubmit}>
        {submitting ? t('payment.processing') : t('payment.payNow')}
      </Button>
      {!canSubmit && !submitting && <Note>{t('payment.fillRequired')}</Note>}
    </form>
  )
}

const Fields = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  label,
  p {
    overflow-wrap: anywhere;
  }
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`
const Cell = styled.div<{ $inline: boolean }>`
  min-width: 0;
  @media (min-width: 600px) {
    grid-column: ${({ $inline }) => ($inline ? 'auto' : '1 / -1')};
  }
`
const Note = styled.p`
  margin: 8px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`
