import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/styles/theme'
import type { ListingSearch } from './listing-query'
import { RefineBar } from './refine-bar'

const TV = 'tv & video accessories'

function renderBar(search: ListingSearch, capabilities: string[] = ['sort', 'priceFilter'], onClear?: () => void) {
  const onRefine = vi.fn()
  const view = render(
    <ThemeProvider theme={theme}>
      <RefineBar
        search={search}
        capabilities={capabilities}
        parentOptions={['TV Mounts', 'Cables']}
        onRefine={onRefine}
        onClear={onClear}
      />
    </ThemeProvider>,
  )
  return { onRefine, view }
}

const phoneBar = () => screen.getByRole('group', { name: 'Sort and filter' })

describe('RefineBar', () => {
  afterEach(cleanup)

  it('Sort opens a sheet with the sort select focused; a choice applies and closes it, focus back on Sort', async () => {
    const { onRefine } = renderBar({ category: TV })
    const sort = within(phoneBar()).getByRole('button', { name: 'Sort' })
    await userEvent.click(sort)
    const sheet = screen.getByRole('dialog', { name: 'Sort' })
    const select = within(sheet).getByLabelText('Sort by')
    expect(document.activeElement).toBe(select)
    // The sheet holds the order alone; the inline copy of the controls is gone meanwhile.
    expect(within(sheet).queryByLabelText('Sub-category')).toBeNull()
    expect(screen.getAllByLabelText('Sort by')).toHaveLength(1)

    await userEvent.selectOptions(select, 'price_asc')
    expect(onRefine).toHaveBeenCalledWith({ sort: 'price_asc' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(sort)
  })

  it('Filter opens the sub-category and price controls; Apply applies the bounds and closes; the close button closes', async () => {
    const { onRefine } = renderBar({ category: TV })
    await userEvent.click(within(phoneBar()).getByRole('button', { name: 'Filter' }))
    let sheet = screen.getByRole('dialog', { name: 'Filter' })
    expect(document.activeElement).toBe(within(sheet).getByLabelText('Sub-category'))
    expect(within(sheet).queryByLabelText('Sort by')).toBeNull()
    // Nothing is chosen: no Clear Filters.
    expect(within(sheet).queryByRole('button', { name: 'Clear Filters' })).toBeNull()
    await userEvent.type(within(sheet).getByLabelText('Minimum price (₹)'), '500')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }))
    expect(onRefine).toHaveBeenCalledWith({ minPrice: 500, maxPrice: undefined })
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.click(within(phoneBar()).getByRole('button', { name: 'Filter' }))
    sheet = screen.getByRole('dialog', { name: 'Filter' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onRefine).toHaveBeenCalledTimes(1)
  })

  it('a bad bound keeps the sheet open with its message', async () => {
    const { onRefine } = renderBar({ category: TV })
    await userEvent.click(within(phoneBar()).getByRole('button', { name: 'Filter' }))
    const sheet = screen.getByRole('dialog', { name: 'Filter' })
    await userEvent.type(within(sheet).getByLabelText('Maximum price (₹)'), 'abc')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }))
    expect(within(sheet).getByRole('alert').textContent).toBe('Enter whole rupees, e.g. 500')
    expect(screen.getByRole('dialog')).toBe(sheet)
    expect(onRefine).not.toHaveBeenCalled()
  })

  it('Clear Filters in the filter sheet clears and closes', async () => {
    const onClear = vi.fn()
    renderBar({ category: TV, minPrice: 500 }, undefined, onClear)
    await userEvent.click(within(phoneBar()).getByRole('button', { name: 'Filter' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear Filters' }))
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('chips remove what they name, each as the controls would', async () => {
    const { onRefine } = renderBar({ category: TV, sort: 'price_desc', minPrice: 500, maxPrice: 900 })
    const chips = screen.getByRole('list', { name: 'Chosen sort and filters' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove sort: Price: high to low', 'Remove filter: Min ₹500', 'Remove filter: Max ₹900'])
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Min ₹500' }))
    expect(onRefine).toHaveBeenLastCalledWith({ minPrice: undefined, maxPrice: 900 })
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove sort: Price: high to low' }))
    expect(onRefine).toHaveBeenLastCalledWith({ sort: undefined })
  })

  it('after a chip is removed, focus goes to the chip now in its place', async () => {
    const { onRefine, view } = renderBar({ category: TV, sort: 'price_desc', minPrice: 500 })
    const rerender = (search: ListingSearch) =>
      view.rerender(
        <ThemeProvider theme={theme}>
          <RefineBar search={search} capabilities={['sort', 'priceFilter']} parentOptions={[]} onRefine={onRefine} />
        </ThemeProvider>,
      )
    await userEvent.click(screen.getByRole('button', { name: 'Remove sort: Price: high to low' }))
    rerender({ category: TV, minPrice: 500 })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter: Min ₹500' }))
    // (With none left, focus goes to the first visible control: jsdom lays nothing out, so the
    // listing-phone end-to-end test checks that.)
  })

  it('offers Sort only with the "sort" capability, and no bar when there is nothing to choose', () => {
    renderBar({ category: TV }, ['priceFilter'])
    expect(within(phoneBar()).queryByRole('button', { name: 'Sort' })).toBeNull()
    expect(within(phoneBar()).getByRole('button', { name: 'Filter' })).toBeDefined()
    cleanup()
    renderBar({ search: 'hdmi' }, [])
    expect(screen.queryByRole('group', { name: 'Sort and filter' })).toBeNull()
  })

  it('a store with neither sort nor price filter: the sub-category select stays inline at every width, no sheet', () => {
    renderBar({ category: TV }, [])
    expect(screen.queryByRole('group', { name: 'Sort and filter' })).toBeNull()
    const select = screen.getByRole('combobox', { name: /sub-category/i })
    // Shown by the inline controls' own rule, not only from 768 px (jsdom applies no media query).
    expect(getComputedStyle(inlineOf(select)).display).toBe('flex')
  })
})

/** The inline controls' box around a control (the nearest ancestor laid out with flex wrapping). */
function inlineOf(control: HTMLElement): HTMLElement {
  let el: HTMLElement | null = control.parentElement
  while (el && getComputedStyle(el).flexWrap !== 'wrap') el = el.parentElement
  return el!
}
