import { describe, expect, it } from 'vitest'
import { pageCount, paginationWindow, showingCaption } from './pagination-window'

describe('paginationWindow (2 pages either side, first and last with ellipses)', () => {
  it('is empty for a single page or none, so the bar is hidden', () => {
    expect(paginationWindow(1, 1)).toEqual([])
    expect(paginationWindow(1, 0)).toEqual([])
  })

  it('on the first page shows pages 1–3 then the last', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10])
  })

  it('on the last page shows the first then the last three', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10])
  })

  it('in the middle shows both ellipses', () => {
    expect(paginationWindow(6, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 10])
  })

  it('adds no ellipsis where the window touches the first or last page', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(2, 2)).toEqual([1, 2])
  })

  it('clamps a current page beyond the range', () => {
    expect(paginationWindow(99, 4)).toEqual([1, 2, 3, 4])
  })
})

describe('pageCount and showingCaption', () => {
  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(0)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
  })

  it('reads Showing X to Y of Z items', () => {
    expect(showingCaption(1, 12, 30, 12)).toBe('Showing 1 to 12 of 30 items')
    expect(showingCaption(3, 12, 30, 6)).toBe('Showing 25 to 30 of 30 items')
    expect(showingCaption(4, 12, 30, 0)).toBe('Showing 0 to 0 of 30 items')
  })
})
