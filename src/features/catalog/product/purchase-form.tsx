import { useId, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { notify } from '@/lib/toast'
import type { Product } from '../api/to-product'
import { initialSelection, sizeHeading, type Selection } from './product-rules'
import { OptionPicker } from './option-picker'
import { useT } from '@/i18n/use-t'

/** What the shopper chose: size and colour when offered, quantity ≥ 1. */
export interface PurchaseChoice extends Selection {
  quantity: number
}

export interface PurchaseFormProps {
  product: Product
  /** Called with a complete choice (a size is always present when the product has sizes). */
  onAdd: (choice: PurchaseChoice) => void
  /** Show the quantity stepper (product page); the quick view adds 1. */
  showQuantity?: boolean
  extra?: ReactNode
}

/** A size is required when offered, colour is optional, quantity ≥ 1. */
export function PurchaseForm({ product, onAdd, showQuantity = false, extra }: PurchaseFormProps) {
  const t = useT()
  const id = useId()
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product))
  const [quantity, setQuantity] = useState(1)
  const [sizeMissing, setSizeMissing] = useState(false)
  const sizesRef = useRef<HTMLDivElement>(null)
  const sizes = product.sizes ?? []
  const colors = product.colors ?? []
  const errorId = `${id}-size-error`

  const submit = () => {
    if (sizes.length > 0 && !selection.size) {
      setSizeMissing(true)
      notify({
        title: t('product.selectSize'),
        description: t('product.selectSizeText'),
        variant: 'destructive',
      })
      sizesRef.current?.querySelector('input')?.focus()
      return
    }
    onAdd({ ...selection, quantity })
  }

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      noValidate
    >
      {sizes.length > 0 && (
        <div ref={sizesRef}>
          <OptionPicker
            legend={sizeHeading(product, t)}
            name={`${id}-size`}
            options={sizes}
            value={selection.size}
            onChange={(size) => {
              setSelection((s) => ({ ...s, size }))
              setSizeMissing(false)
            }}
            errorId={sizeMissing ? errorId : undefined}
          />
          {sizeMissing && (
            <ErrorText id={errorId} role="alert">
              {t('product.selectSize')}
            </ErrorText>
          )}
        </div>
      )}
      {colors.length > 0 && (
        <OptionPicker
          legend={t('product.colour')}
          name={`${id}-color`}
          options={colors}
          value={selection.color}
          onChange={(color) => setSelection((s) => ({ ...s, color }))}
        />
      )}
      {showQuantity && (
        <div>
          <Label aria-hidden="true">{t('product.quantity')}</Label>
          <QuantityStepper label={t('product.quantity')} value={quantity} onChange={setQuantity} />
        </div>
      )}
      <Row>
        <Button type="submit">{t('product.addToCart')}</Button>
        {extra}
      </Row>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 18px;
`
const Label = styled.span`
  display: block;
  font-weight: 600;
  margin-bottom: 8px;
`
const ErrorText = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`
