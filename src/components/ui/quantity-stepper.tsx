import styled from 'styled-components'

export interface QuantityStepperProps {
  value: number
  /** Called with the new quantity; never below `min` or above `max`. */
  onChange: (quantity: number) => void
  /** Accessible name of the group, e.g. 'Quantity' or 'Quantity of Cotton Kurta'. */
  label: string
  min?: number
  max?: number
}

/** A − / value / + stepper (spec §5: never below 1). 44 px touch targets; the value is announced politely. */
export function QuantityStepper({ value, onChange, label, min = 1, max = 99 }: QuantityStepperProps) {
  return (
    <Group role="group" aria-label={label}>
      <StepButton type="button" aria-label="Decrease quantity" disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </StepButton>
      <Value aria-live="polite" aria-atomic="true">
        {value}
      </Value>
      <StepButton type="button" aria-label="Increase quantity" disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </StepButton>
    </Group>
  )
}

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
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`
const Value = styled.output`
  min-width: 2.5ch;
  text-align: center;
  font-weight: 600;
`
