import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { COUPON_CODE_MAX } from '@/domain/coupon-code'
import { formatPrice } from '@/i18n/format'
import { useT } from '@/i18n/use-t'
import type { CouponState } from '../use-coupon'

/** "Apply coupon" (Coupon code + Apply, or the applied code with Remove) and "Offers for you"; nothing without the extension. */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState('')
  if (!coupon.enabled) return null
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    coupon.apply(text)
  }
  return (
    <Box aria-labelledby={`${id}-title`} aria-busy={coupon.applying || coupon.checking}>
      <h3 id={`${id}-title`}>{t('coupon.title')}</h3>
      {coupon.code ? (
        <Applied>
          <p role="status">
            {coupon.discount !== undefined
              ? t('coupon.applied', { code: coupon.code, amount: formatPrice(coupon.discount) })
              : coupon.checking
                ? t('coupon.checking', { code: coupon.code })
                : t('coupon.appliedUnchecked', { code: coupon.code })}
          </p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setText('')
              coupon.remove()
            }}
            aria-label={t('coupon.removeCode', { code: coupon.code })}
          >
            {t('coupon.remove')}
          </Button>
        </Applied>
      ) : (
        <CodeForm onSubmit={onSubmit} noValidate>
          <TextField
            id={`${id}-code`}
            label={t('coupon.codeLabel')}
            value={text}
            maxLength={COUPON_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" $variant="secondary" disabled={coupon.applying}>
            {t('coupon.apply')}
          </Button>
        </CodeForm>
      )}
      {coupon.message && <Problem role="alert">{coupon.message}</Problem>}
      {coupon.offline && <Note role="status">{t('coupon.offline')}</Note>}
      {!coupon.code && coupon.offers.length > 0 && (
        <section aria-labelledby={`${id}-offers`}>
          <h3 id={`${id}-offers`}>{t('coupon.offers')}</h3>
          <Offers>
            {coupon.offers.map((o) => (
              <li key={o.code}>
                <div>
                  <strong>{o.code}</strong> <span>{o.title}</span>
                  {o.description && <small>{o.description}</small>}
                  {o.minSubtotal > 0 && (
                    <small>{t('coupon.minSubtotal', { amount: formatPrice(o.minSubtotal) })}</small>
                  )}
                </div>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={coupon.applying}
                  onClick={() => coupon.apply(o.code)}
                  aria-label={t('coupon.applyCode', { code: o.code })}
                >
                  {t('coupon.apply')}
                </Button>
              </li>
            ))}
          </Offers>
        </section>
      )}
    </Box>
  )
}

const Box = styled.section`
  display: grid;
  gap: 10px;
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`
const CodeForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
`
const Applied = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
`
const Problem = styled.p`
  color: ${({ theme }) => theme.color.accent};
`
const Note = styled.p`
  color: ${({ theme }) => theme.color.warning};
`
const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 8px;
    border: 1px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`
