import { t as translate, type Translate } from '@/i18n/i18n'
export type PageSlot = number | 'ellipsis'

/** How many pages either side of the current one are shown. */
export const PAGE_WINDOW = 2

/** Number of pages for `total` items at `pageSize` per page (0 items → 0 pages). */
export const pageCount = (total: number, pageSize: number): number =>
  total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0

/** 1-based; empty for a single page; e.g. (6, 10) → [1, '…', 4, 5, 6, 7, 8, '…', 10]. */
export function paginationWindow(current: number, totalPages: number, window = PAGE_WINDOW): PageSlot[] {
  if (totalPages <= 1) return []
  const page = Math.min(Math.max(1, current), totalPages)
  const from = Math.max(1, page - window)
  const to = Math.min(totalPages, page + window)
  const slots: PageSlot[] = []
  if (from > 1) slots.push(1)
  if (from > 2) slots.push('ellipsis')
  for (let p = from; p <= to; p++) slots.push(p)
  if (to < totalPages - 1) slots.push('ellipsis')
  if (to < totalPages) slots.push(totalPages)
  return slots
}

/** The caption 'Showing X to Y of Z items' for a page; X = Y = 0 when the page is empty. */
export function showingCaption(
  page: number,
  pageSize: number,
  total: number,
  onPage: number,
  t: Translate = translate,
): string {
  const from = onPage > 0 ? (page - 1) * pageSize + 1 : 0
  const to = onPage > 0 ? from + onPage - 1 : 0
  return t('listing.showing', { from, to, total })
}
