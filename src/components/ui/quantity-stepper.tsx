import { useId } from 'react'
import styled from 'styled-components'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { useT } from '@/i18n/use-t'

export interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  /** Accessible name of the group, e.g. 'Quantity of Cotton Kurta'. */
  label: string
  min?: number
  max?: number
  /** Shown at the maximum; default 'Max {max} per order'. */
  maxNote?: string
}

/** A − / value / + stepper within `min` (1) and `max`; the note at the maximum describes the disabled + button. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = MAX_LINE_QUANTITY,
  maxNote,
}: QuantityStepperProps) {
  const t = useT()
  const hintId = useId()
  const atMax = value >= max
  return (
    <Wrap>
      <Group role="group" aria-label={label}>
        <StepButton
          type="button"
          aria-label={t('quantity.decrease')}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </StepButton>
        <Value aria-live="polite" aria-atomic="true">
          {value}
        </Value>
        <StepButton
          type="button"
          aria-label={t('quantity.increase')}
          aria-describedby={atMax ? hintId : undefined}
          disabled={atMax}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </StepButton>
      </Group>
      {/* Always in the page, so the note is announced when it appears. */}
      <Hint id={hintId} aria-live="polite">
        {atMax ? (maxNote ?? t('quantity.max', { max })) : ''}
      </Hint>
    </Wrap>
  )
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
`
const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
`
const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.color.muted};
    cursor: not-allowed;
  }
`
const Value = styled.output`
  min-width: 2.5ch;
  text-align: center;
  font-weight: 600;
`
const Hint = styled.span`
  margin-left: 8px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
  &:empty {
    margin: 0;
  }
`
