import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { supportsCapability } from '@/lib/capabilities'
import { ParentCategoryFilter, SelectField } from './listing-controls'
import { defaultSort, listingRefinements } from './listing-extensions'
import type { ListingSearch } from './listing-query'
import { RefineChips } from './refine-chip-list'
import { PriceFilter, SortSelect } from './refine-controls'
import { useT } from '@/i18n/use-t'

type RefinePart = 'sort' | 'filter'

export interface RefineBarProps {
  search: ListingSearch
  /** The store's capabilities: sort and price controls show only for "sort" / "priceFilter". */
  capabilities: readonly string[]
  /** The category's sub-categories ([] while they load). */
  parentOptions: string[]
  /** Applies a change of order or filter (the caller puts it in the URL, back on page 1). */
  onRefine: (change: Partial<ListingSearch>) => void
  /** Clears the filters and the order (Clear Filters in the filter sheet); absent when none is chosen. */
  onClear?: () => void
  children?: ReactNode
}

/**
 * Inline from 768 px; below, "Sort" and "Filter" buttons each open a bottom sheet (native <dialog>).
 * With only the sub-category to choose, inline at every width. Chosen refinements show as chips.
 */
export function RefineBar({ search, capabilities, parentOptions, onRefine, onClear, children }: RefineBarProps) {
  const t = useT()
  const [sheet, setSheet] = useState<RefinePart | null>(null)
  const barRef = useRef<HTMLDivElement>(null)
  const sortable = supportsCapability(capabilities, 'sort')
  const priced = supportsCapability(capabilities, 'priceFilter')
  const filterable = priced || Boolean(search.category && (parentOptions.length > 0 || search.parentCategory))
  // The phone's bar and sheet are for more controls than the sub-category alone.
  const compact = sortable || priced

  const controls = (parts: readonly RefinePart[], onChange: (change: Partial<ListingSearch>) => void) => (
    <RefineControls
      parts={parts}
      search={search}
      capabilities={capabilities}
      parentOptions={parentOptions}
      onRefine={onChange}
    />
  )
  // In the sheet a choice applies and closes it (focus goes back to its button).
  const refineAndClose = (change: Partial<ListingSearch>) => {
    onRefine(change)
    setSheet(null)
  }
  const clearAndClose = () => {
    onClear?.()
    setSheet(null)
  }
  // Where focus goes when the last chip is removed: the first control a shopper can see.
  const focusFirstControl = () =>
    [...(barRef.current?.querySelectorAll<HTMLElement>('button, select') ?? [])]
      .find((el) => el.getClientRects().length > 0)
      ?.focus()

  return (
    <>
      <Bar ref={barRef}>
        {/* The inline copy leaves while the sheet holds the controls: one set of them at a time. */}
        {sheet === null && (
          <Inline $always={!compact}>
            {controls(['filter', 'sort'], onRefine)}
            {children}
          </Inline>
        )}
        {compact && (
          <PhoneBar role="group" aria-label={t('listing.refine')}>
            {sortable && (
              <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setSheet('sort')}>
                {t('listing.sort')}
              </Button>
            )}
            {filterable && (
              <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setSheet('filter')}>
                {t('listing.filter')}
              </Button>
            )}
          </PhoneBar>
        )}
      </Bar>
      <RefineChips search={search} capabilities={capabilities} onRemove={onRefine} onEmptied={focusFirstControl} />
      {sheet && (
        <RefineSheet part={sheet} onClose={() => setSheet(null)}>
          {controls([sheet], refineAndClose)}
          {sheet === 'filter' && onClear && (
            <Button type="button" $variant="ghost" onClick={clearAndClose}>
              {t('listing.clearFilters')}
            </Button>
          )}
        </RefineSheet>
      )}
    </>
  )
}

/** In the order a shopper meets them: sub-category, sort, price. */
function RefineControls({
  parts,
  search,
  capabilities,
  parentOptions,
  onRefine,
}: Omit<RefineBarProps, 'onClear' | 'children'> & { parts: readonly RefinePart[] }) {
  const refine = listingRefinements(search, capabilities)
  const sort = defaultSort(search)
  return (
    <>
      {parts.includes('filter') && search.category && (
        <ParentCategoryFilter
          options={parentOptions}
          value={search.parentCategory ?? ''}
          onChange={(value) => onRefine({ parentCategory: value || undefined })}
        />
      )}
      {parts.includes('sort') && supportsCapability(capabilities, 'sort') && (
        <SortSelect
          value={refine.sort ?? sort}
          withRelevance={Boolean(search.search)}
          onChange={(next) => onRefine({ sort: next === sort ? undefined : next })}
        />
      )}
      {parts.includes('filter') && supportsCapability(capabilities, 'priceFilter') && (
        <PriceFilter
          key={`${refine.minPrice}-${refine.maxPrice}`}
          range={{ min: refine.minPrice, max: refine.maxPrice }}
          onChange={({ min, max }) => onRefine({ minPrice: min, maxPrice: max })}
        />
      )}
    </>
  )
}

/** The bottom sheet of one part, titled "Sort" or "Filter"; its first control gets focus. */
function RefineSheet({ part, onClose, children }: { part: RefinePart; onClose: () => void; children: ReactNode }) {
  const t = useT()
  const titleId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  // Runs after the dialog has opened (a parent's effect runs after its children's).
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>('select, input, button')?.focus()
  }, [])
  return (
    <Dialog labelledBy={titleId} onClose={onClose} variant="sheet">
      <SheetTitle id={titleId}>{t(part === 'sort' ? 'listing.sort' : 'listing.filter')}</SheetTitle>
      <SheetBody ref={bodyRef}>{children}</SheetBody>
    </Dialog>
  )
}

// As tall as its buttons from the start: the listing must not move when Sort and Filter arrive with the capabilities.
const Bar = styled.div`
  display: flex;
  align-items: center;
  min-height: 44px;
`
const Inline = styled.div<{ $always: boolean }>`
  display: ${({ $always }) => ($always ? 'flex' : 'none')};
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
  }
`
const PhoneBar = styled.div`
  display: flex;
  gap: 8px;
  button {
    min-height: 44px;
    min-width: 44px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none;
  }
`
const SheetTitle = styled.h2`
  margin: 4px 56px 16px 0;
  font-size: 1.25rem;
`
/* In the sheet each label sits above its control, and the controls take the sheet's width. */
const SheetBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  form {
    align-items: stretch;
    flex-direction: column;
  }
  ${SelectField} {
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
  }
  select {
    max-width: none;
  }
`
