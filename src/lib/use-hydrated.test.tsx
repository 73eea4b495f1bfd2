import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useHydrated } from './use-hydrated'

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'client' : 'server'}</p>
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>server</p>')
  })

  it("is false while hydrating the server's HTML (so no mismatch), then true", () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe seen={[]} />)
    document.body.append(container)
    const seen: boolean[] = []
    const errors: unknown[] = []
    render(<Probe seen={seen} />, { container, hydrate: true, onRecoverableError: (e) => errors.push(e) })
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    expect(container.innerHTML).toBe('<p>client</p>')
    expect(errors).toEqual([])
  })

  it('is true from the first render of a page the browser renders itself', () => {
    const seen: boolean[] = []
    render(<Probe seen={seen} />)
    expect(seen).toEqual([true])
  })
})
