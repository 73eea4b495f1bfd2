import { useEffect, useState } from 'react'
import { subscribeToken } from '@/lib/auth-token'
import styled from 'styled-components'
import { formatDate } from '@/i18n/format'
import { useLocale, useT } from '@/i18n/use-t'
import { markHelpful, type Review } from '../api/reviews'
import { formatCount } from '../review-format'
import { useApi } from '@/lib/api-context'

/** Reviews the signed-in shopper marked helpful here: the button says so and sends nothing again; forgotten at sign-in/out. */
const markedHere = new Map<string, number>()

/** One review, as text (never HTML): stars, title, author and date, "Verified purchase", body, "Helpful (n)". */
export function ReviewItem({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const [marked, setMarked] = useState(() => markedHere.get(review.id))
  const [busy, setBusy] = useState(false)
  useEffect(
    () =>
      subscribeToken(() => {
        markedHere.clear()
        setMarked(undefined)
      }),
    [],
  )
  const count = marked ?? review.helpfulCount
  const mark = async () => {
    setBusy(true)
    try {
      const n = (await markHelpful(api, review.id)) ?? review.helpfulCount + 1
      markedHere.set(review.id, n)
      setMarked(n)
    } catch {
      // The count stays as it was; the shopper may try again.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Item>
      <Stars role="img" aria-label={t('reviews.ratedOf', { n: review.rating })}>
        {'★'.repeat(review.rating)}
        <Empty>{'★'.repeat(5 - review.rating)}</Empty>
      </Stars>
      {review.title && <Title>{review.title}</Title>}
      <Meta>
        {t('reviews.byline', {
          author: review.author || t('reviews.anonymous'),
          date: formatDate(review.createdAt, locale),
        })}
        {review.verifiedPurchase && <Verified>{t('reviews.verified')}</Verified>}
      </Meta>
      <Body>{review.body}</Body>
      {signedIn ? (
        <Helpful
          type="button"
          aria-pressed={marked !== undefined}
          disabled={busy || marked !== undefined}
          onClick={() => void mark()}
        >
          {t('reviews.helpful', { count: formatCount(count) })}
        </Helpful>
      ) : (
        <HelpfulText>{t('reviews.helpful', { count: formatCount(count) })}</HelpfulText>
      )}
    </Item>
  )
}

const Item = styled.li`
  display: grid;
  gap: 4px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`
const Stars = styled.span`
  color: #b45309;
  letter-spacing: 2px;
`
const Empty = styled.span`
  color: ${({ theme }) => theme.color.muted};
`
const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
`
const Meta = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const Verified = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
`
const Body = styled.p`
  margin: 0;
  white-space: pre-line;
`
const Helpful = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`
const HelpfulText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`
