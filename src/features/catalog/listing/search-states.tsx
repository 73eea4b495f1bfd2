import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { StateMessage } from '@/components/ui/page'
import type { DeviceReason } from './use-listing-results'
import { t as translate, type MessageId, type Translate } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'

/** What the results page says when the matches were worked out on the device. */
export const DEVICE_NOTICES: Record<DeviceReason, MessageId> = {
  offline: 'listing.deviceOffline',
  'store-down': 'listing.deviceStoreDown',
  'no-search': 'listing.deviceNoSearch',
}

export const productCount = (n: number, t: Translate = translate): string => t('listing.productCount', { count: n })

/** Under the results heading: the number of matches (announced when it changes) and, for matches found on the device, why. */
export function ResultsSummary({ total, device }: { total?: number; device?: DeviceReason }) {
  const t = useT()
  return (
    <>
      <p role="status">{total === undefined ? t('listing.searching') : t('listing.found', { count: total })}</p>
      {device && <Notice data-testid="search-notice">{t(DEVICE_NOTICES[device])}</Notice>}
    </>
  )
}

/** `No products found for "<text>"` (as text, never markup), links to the categories, and `children`. */
export function SearchEmpty({
  text,
  categories,
  children,
}: {
  text: string
  categories: readonly string[]
  children?: ReactNode
}) {
  const t = useT()
  return (
    <StateMessage>
      <h2>{t('listing.noResultsFor', { text })}</h2>
      {children}
      {categories.length > 0 && (
        <Categories aria-label={t('listing.browseCategories')}>
          <p>{t('listing.browseInstead')}</p>
          <ul>
            {categories.map((c) => (
              <li key={c}>
                <Link to="/products" search={{ category: c.toLowerCase() }}>
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </Categories>
      )}
    </StateMessage>
  )
}

const Notice = styled.p`
  && {
    margin-top: 8px;
    padding: 8px 12px;
    border-left: 4px solid ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`
const Categories = styled.nav`
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 22px;
    text-decoration: none;
    font-weight: 600;
  }
`
