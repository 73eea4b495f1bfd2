import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'

/** The store-info failure alert: shown only when store info failed and nothing is cached. */
export function StoreInfoStatus() {
  const { isError, data } = useQuery(storeInfoQueryOptions())
  if (!isError || data) return null
  return <Alert role="alert">Failed to load store information. Please refresh the page.</Alert>
}

const Alert = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: #fdecea;
  color: #8a1c12;
  text-align: center;
`
