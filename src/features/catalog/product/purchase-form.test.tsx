import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/styles/theme'
import type { Product } from '../api/to-product'
import { PurchaseForm } from './purchase-form'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))
const { notify } = await import('@/lib/toast')
afterEach(cleanup)

const product = (over: Partial<Product> = {}): Product => ({
  id: 'k1',
  name: 'Kurta',
  description: 'Cotton kurta',
  price: 999,
  image: '',
  images: [],
  category: 'Men',
  parentCategory: 'Ethnic Wear',
  featured: false,
  attributes: [],
  sizes: ['S', 'M'],
  colors: ['White', 'Indigo'],
  ...over,
})

const renderForm = (p: Product, onAdd = vi.fn()) => {
  render(
    <ThemeProvider theme={theme}>
      <PurchaseForm product={p} onAdd={onAdd} showQuantity />
    </ThemeProvider>,
  )
  return onAdd
}

describe('PurchaseForm (/product/{id}: options, quantity, add to cart)', () => {
  it('refuses to add without a size and says so', () => {
    const onAdd = renderForm(product())
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(onAdd).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Please select a size')
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Please select a size',
        description: 'You must select a size before adding to cart',
      }),
    )
  })

  it('adds the chosen size and quantity; colour is optional', () => {
    const onAdd = renderForm(product())
    fireEvent.click(screen.getByRole('radio', { name: 'M' }))
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(onAdd).toHaveBeenCalledWith({ size: 'M', quantity: 2 })
  })

  it("preselects 'One Size' under the heading 'Size', and the quantity never goes below 1", () => {
    const onAdd = renderForm(product({ sizes: ['One Size'], colors: ['Tan'] }))
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'One Size' }) as HTMLInputElement).checked).toBe(true)
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement
    expect(decrease.disabled).toBe(true)
    fireEvent.click(decrease)
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(onAdd).toHaveBeenCalledWith({ size: 'One Size', color: 'Tan', quantity: 1 })
  })

  it('adds a product without sizes straight away', () => {
    const onAdd = renderForm(product({ sizes: undefined, colors: undefined }))
    expect(screen.queryByRole('radio')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(onAdd).toHaveBeenCalledWith({ quantity: 1 })
  })
})
