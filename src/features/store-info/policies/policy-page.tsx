import '@/i18n/route-messages'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { Container } from '@/components/ui/page'
import { storeInfoQueryOptions } from '../api/store-info'
import { policyHtml } from './policy-html'
import type { PolicySlug } from './policy-slugs'
import { POLICY_TITLE_IDS } from './policy-titles'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** A policy page: title by slug, sanitised store override or default text. Shows defaults while store info loads or fails. */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const t = useT()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  return (
    <Container>
      <Article>
        <h1>{t(POLICY_TITLE_IDS[slug])}</h1>
        {/* Sanitised by DOMPurify in policyHtml: the only place the app renders server HTML. */}
        <Body dangerouslySetInnerHTML={{ __html: policyHtml(slug, store) }} />
      </Article>
    </Container>
  )
}

const Article = styled.article`
  max-width: 75ch;
  padding: 24px 0 48px;
`
const Body = styled.div`
  h2 {
    font-size: 1.15rem;
    margin-top: 24px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  overflow-wrap: anywhere;
`
