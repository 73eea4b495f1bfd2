import { useId } from 'react'
import styled from 'styled-components'
import { useT } from '@/i18n/use-t'

/** The sub-category (parent category) filter; '' = all. Hidden when there is nothing to choose. */
export function ParentCategoryFilter({
  options,
  value,
  onChange,
}: {
  options: string[]
  value: string
  onChange: (value: string) => void
}) {
  const t = useT()
  const id = useId()
  // A value from the URL that the list does not offer is still shown, so the select never lies.
  const all = value && !options.some((o) => o.toLowerCase() === value.toLowerCase()) ? [value, ...options] : options
  if (all.length === 0) return null
  return (
    <SelectField>
      <label htmlFor={id}>{t('listing.subCategory')}</label>
      <select
        id={id}
        value={all.find((o) => o.toLowerCase() === value.toLowerCase()) ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('listing.all')}</option>
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </SelectField>
  )
}

/** The 3/2-column grid toggle, hidden below 768 px (phones get the responsive grid). */
export function GridToggle({ columns, onChange }: { columns: 2 | 3; onChange: (columns: 2 | 3) => void }) {
  const t = useT()
  return (
    <Toggle role="group" aria-label={t('listing.gridLayout')}>
      {([3, 2] as const).map((n) => (
        <button key={n} type="button" aria-pressed={columns === n} onClick={() => onChange(n)}>
          {t('listing.columns', { count: n })}
        </button>
      ))}
    </Toggle>
  )
}

export const SelectField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    max-width: 60vw;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`
const Toggle = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: inline-flex;
  }
  button {
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button:first-child {
    border-radius: 6px 0 0 6px;
  }
  button:last-child {
    border-radius: 0 6px 6px 0;
    border-left: 0;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
  }
`
