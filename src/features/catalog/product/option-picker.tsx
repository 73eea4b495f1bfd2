import styled from 'styled-components'

export interface OptionPickerProps {
  legend: string
  /** Radio group name; unique on the page. */
  name: string
  options: string[]
  value: string | undefined
  onChange: (value: string) => void
  /** id of an error message describing the group, when invalid. */
  errorId?: string
}

/** A choice of one option (size, colour) as native radios styled as chips: arrow keys move, Space selects. */
export function OptionPicker({ legend, name, options, value, onChange, errorId }: OptionPickerProps) {
  return (
    <Fieldset aria-describedby={errorId} data-invalid={errorId ? 'true' : undefined}>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <Chip key={option}>
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- screen readers announce the invalid state on each radio; the fieldset must keep its 'group' role, which takes no aria-invalid either. */}
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={errorId ? true : undefined}
            />
            <span>{option}</span>
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  )
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const Chip = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 14px;
    justify-content: center;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`
