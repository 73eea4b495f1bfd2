import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { PRODUCT_SORTS, type ProductSort } from './listing-search'
import {
  orderedRange,
  PRICE_INPUT_ERROR,
  PRICE_PRESETS,
  presetIndex,
  priceRangeLabel,
  readPriceInput,
  SORT_LABELS,
  type PriceRange,
} from './price-range'
import { SelectField } from './listing-controls'
import type { MessageId } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'

/** The sort select (store capability "sort"): Relevance (searches only), Price up / down, Newest, Biggest discount. */
export function SortSelect({
  value,
  withRelevance,
  onChange,
}: {
  value: ProductSort
  withRelevance: boolean
  onChange: (sort: ProductSort) => void
}) {
  const t = useT()
  const id = useId()
  const options = PRODUCT_SORTS.filter((s) => withRelevance || s !== 'relevance')
  return (
    <SelectField>
      <label htmlFor={id}>{t('listing.sortBy')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ProductSort)}>
        {options.map((s) => (
          <option key={s} value={s}>
            {t(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </SelectField>
  )
}

/** Presets apply at once, typed bounds (whole ₹) with Apply; remount it (key) when the URL's range changes. */
export function PriceFilter({ range, onChange }: { range: PriceRange; onChange: (range: PriceRange) => void }) {
  const t = useT()
  const id = useId()
  const [min, setMin] = useState(range.min?.toString() ?? '')
  const [max, setMax] = useState(range.max?.toString() ?? '')
  const [error, setError] = useState<MessageId | ''>('')
  const preset = presetIndex(range)
  const custom = preset === -1 && (range.min !== undefined || range.max !== undefined)

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const lo = readPriceInput(min)
    const hi = readPriceInput(max)
    if (lo === null || hi === null) return setError(PRICE_INPUT_ERROR)
    setError('')
    onChange(orderedRange({ min: lo, max: hi }))
  }

  return (
    <Form onSubmit={apply} aria-label={t('listing.priceRange')} noValidate>
      <SelectField>
        <label htmlFor={`${id}-preset`}>{t('listing.price')}</label>
        <select
          id={`${id}-preset`}
          value={custom ? 'custom' : String(preset)}
          onChange={(e) => {
            const p = PRICE_PRESETS[Number(e.target.value)]
            onChange(p ? { min: p.min, max: p.max } : {})
          }}
        >
          <option value="-1">{t('listing.anyPrice')}</option>
          {PRICE_PRESETS.map((p, i) => (
            <option key={i} value={String(i)}>
              {priceRangeLabel(p, t)}
            </option>
          ))}
          {custom && (
            <option value="custom" disabled>
              {t('listing.customRange')}
            </option>
          )}
        </select>
      </SelectField>
      <Bounds>
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {t('listing.minPrice')}
        </label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          placeholder={t('listing.minPlaceholder')}
          value={min}
          onChange={(e) => setMin(e.target.value)}
          aria-invalid={error && readPriceInput(min) === null ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {t('listing.maxPrice')}
        </label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          placeholder={t('listing.maxPlaceholder')}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          aria-invalid={error && readPriceInput(max) === null ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit">{t('listing.apply')}</button>
      </Bounds>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error && t(error)}
        </ErrorText>
      )}
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`
/* The fields give way (to 4em) before Apply does, so the row fits a phone's sheet. */
const Bounds = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  input {
    flex: 0 1 7.5em;
    width: 7.5em;
    min-width: 4em;
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }
  button {
    flex: none;
    white-space: nowrap;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    cursor: pointer;
  }
`
const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`
