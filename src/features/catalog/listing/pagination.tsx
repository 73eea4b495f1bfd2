import type { ReactNode } from 'react'
import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { paginationWindow, showingCaption } from './pagination-window'
import { useT } from '@/i18n/use-t'

export interface PaginationProps {
  page: number
  totalPages: number
  total: number
  pageSize: number
  /** Products on this page (for the caption). */
  onPage: number
}

/** Listing pagination: pages within 2 of the current one, first/last with ellipses, Previous/Next, caption; hidden for one page. */
export function Pagination({ page, totalPages, total, pageSize, onPage }: PaginationProps) {
  const t = useT()
  const slots = paginationWindow(page, totalPages)
  if (slots.length === 0) return null
  return (
    <Nav aria-label={t('listing.pagination')}>
      <Caption>{showingCaption(page, pageSize, total, onPage, t)}</Caption>
      <List>
        <li>
          {page > 1 ? (
            <PageTo page={page - 1} rel="prev">
              {t('listing.previous')}
            </PageTo>
          ) : (
            <Disabled aria-disabled="true">{t('listing.previous')}</Disabled>
          )}
        </li>
        {slots.map((slot, i) =>
          slot === 'ellipsis' ? (
            <li key={`e${i}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={slot}>
              <PageTo
                page={slot}
                aria-label={t('listing.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </PageTo>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <PageTo page={page + 1} rel="next">
              {t('listing.next')}
            </PageTo>
          ) : (
            <Disabled aria-disabled="true">{t('listing.next')}</Disabled>
          )}
        </li>
      </List>
    </Nav>
  )
}

/** A link to another page of the same listing; page 1 drops the param. */
function PageTo({
  page,
  ...rest
}: {
  page: number
  rel?: string
  children: ReactNode
  'aria-label'?: string
  'aria-current'?: 'page'
}) {
  return <PageLink to="/products" search={(prev) => ({ ...prev, page: page > 1 ? page : undefined })} {...rest} />
}

const Nav = styled.nav`
  display: grid;
  gap: 12px;
  justify-items: center;
  padding: 24px 0;
`
const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: center;
`
const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 6px;
`
const PageLink = createLink(styled.a`
  ${cell}
  border: 1px solid ${({ theme }) => theme.color.border};
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
  }
`)
const Disabled = styled.span`
  ${cell}
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
`
const Ellipsis = styled.span`
  ${cell}
`
