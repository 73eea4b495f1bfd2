import '@/i18n/route-messages'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Container, PageStack } from '@/components/ui/page'
import { displayStoreName, fetchStoreInfo, type StoreInfo } from '@/features/store-info/api/store-info'
import { useApi } from '@/lib/api-context'
import { APP_VERSION, REQUEST_TIMEOUT_MS } from '@/lib/config'

type Result =
  { state: 'idle' } | { state: 'testing' } | { state: 'ok'; store: StoreInfo; ms: number } | { state: 'failed' }

/** The developer page: tests the store API connection (GET /storeInfo) and shows the configuration in use. */
export function ApiTestPage() {
  const api = useApi()
  const [result, setResult] = useState<Result>({ state: 'idle' })
  const test = async () => {
    setResult({ state: 'testing' })
    const started = performance.now()
    try {
      const store = await fetchStoreInfo(api)
      setResult({ state: 'ok', store, ms: Math.round(performance.now() - started) })
    } catch (error) {
      console.error('API connection test failed', error)
      setResult({ state: 'failed' })
    }
  }
  return (
    <Container>
      <Wrap>
        <h1>API Connection Test</h1>
        <section aria-labelledby="config-title">
          <h2 id="config-title">Configuration</h2>
          <Dl>
            <dt>API base URL</dt>
            <dd>
              <code>{api.base()}</code>
            </dd>
            <dt>App version</dt>
            <dd>{APP_VERSION}</dd>
            <dt>Request timeout</dt>
            <dd>{REQUEST_TIMEOUT_MS / 1000} s</dd>
            <dt>Mode</dt>
            <dd>{import.meta.env.MODE}</dd>
          </Dl>
        </section>
        <section aria-labelledby="test-title">
          <h2 id="test-title">Connection</h2>
          <Button
            type="button"
            onClick={() => void test()}
            disabled={result.state === 'testing'}
            aria-disabled={result.state === 'testing'}
          >
            {result.state === 'testing' ? 'Testing…' : 'Test Connection'}
          </Button>
          <div role="status" aria-live="polite">
            {result.state === 'failed' && <Failed>Connection failed. Check console for details.</Failed>}
            {result.state === 'ok' && (
              <Ok>
                <p>Connected in {result.ms} ms. Store info:</p>
                <Dl>
                  <dt>Store name</dt>
                  <dd>{displayStoreName(result.store)}</dd>
                  <dt>Company</dt>
                  <dd>{result.store.companyName || 'Not available'}</dd>
                  <dt>Email</dt>
                  <dd>{result.store.companyEmail || 'Not available'}</dd>
                  <dt>Phone</dt>
                  <dd>{result.store.companyPhone || 'Not available'}</dd>
                  <dt>Categories</dt>
                  <dd>{result.store.categories.join(', ') || 'None'}</dd>
                </Dl>
              </Ok>
            )}
          </div>
        </section>
      </Wrap>
    </Container>
  )
}

const Wrap = styled(PageStack)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`
const Dl = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`
const Failed = styled.p`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`
const Ok = styled.div`
  margin-top: 12px;
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
`
