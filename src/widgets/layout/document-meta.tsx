import { useEffect, useRef } from 'react'
import { useQuery } from '@/lib/use-query'
import { useRouterState } from '@tanstack/react-router'
import { buildDocumentTitle, usePageTitleOverride } from '@/lib/page-title'
import { displayStoreName, storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { routePageName } from './page-titles'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** The page shown: its route id and params, as one string (a stable value to select). */
const leafOf = (s: { matches: { routeId: string; params: unknown }[] }): string => {
  const leaf = s.matches[s.matches.length - 1]
  return leaf ? JSON.stringify([leaf.routeId, leaf.params]) : '[]'
}

const SERVER_SEO_TAGS =
  '[data-seo], link[rel="canonical"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"]'

/** Sets on every route the document title "<page> · <store name>" and the meta description from store info. */
export function DocumentMeta() {
  const t = useT()
  const api = useApi()
  const { data } = useQuery(storeInfoQueryOptions(api))
  const leaf = useRouterState({ select: leafOf })
  const override = usePageTitleOverride()
  const [routeId = '', params = {}] = JSON.parse(leaf) as [string?, Record<string, string>?]
  const title = buildDocumentTitle(override ?? routePageName(routeId, params, t), displayStoreName(data))
  useEffect(() => {
    document.title = title
  }, [title])
  // The server's canonical link, previews and JSON-LD describe the first page only: gone once the shopper moves on.
  const firstLeaf = useRef(leaf)
  useEffect(() => {
    if (leaf === firstLeaf.current) return
    for (const el of document.head.querySelectorAll(SERVER_SEO_TAGS)) el.remove()
  }, [leaf])
  useEffect(() => {
    // A server-rendered page's own description (a product's) stays while its canonical link does.
    if (data?.description && !document.head.querySelector('link[rel="canonical"]'))
      document.querySelector('meta[name="description"]')?.setAttribute('content', data.description.slice(0, 300))
  }, [data, leaf])
  return null
}
