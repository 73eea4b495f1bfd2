import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** The store-info failure alert: shown only when store info failed and nothing is cached. */
export function StoreInfoStatus() {
  const t = useT()
  const api = useApi()
  const { isError, data } = useQuery(storeInfoQueryOptions(api))
  if (!isError || data) return null
  return <Alert role="alert">{t('layout.storeInfoFailed')}</Alert>
}

const Alert = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: #fdecea;
  color: #8a1c12;
  text-align: center;
`
