import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { useT } from '@/i18n/use-t'

/** Home › Category › Sub-category, each linking to its listing; a missing step is left out. */
export function ProductBreadcrumb({ category, parentCategory }: { category: string; parentCategory: string | null }) {
  const t = useT()
  const listing = category.trim().toLowerCase()
  return (
    <Crumbs aria-label={t('product.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('product.home')}</Link>
        </li>
        {listing && (
          <li>
            <Link to="/products" search={{ category: listing }}>
              {category}
            </Link>
          </li>
        )}
        {parentCategory && (
          <li>
            <Link to="/products" search={{ category: listing || undefined, parentCategory }}>
              {parentCategory}
            </Link>
          </li>
        )}
      </ol>
    </Crumbs>
  )
}

const Crumbs = styled.nav`
  font-size: 0.9rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  }
  li {
    display: inline-flex;
    align-items: center;
    min-width: 0;
  }
  li + li::before {
    content: '›' / '';
    padding: 0 6px;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.color.primary};
  }
`
