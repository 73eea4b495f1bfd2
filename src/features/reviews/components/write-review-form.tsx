import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { ApiError, isNetworkError } from '@/lib/api-error'
import { useOnline } from '@/lib/use-online'
import { useT } from '@/i18n/use-t'
import { isStarRating, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@/domain/review'
import { postReview } from '../api/reviews'
import { useApi } from '@/lib/api-context'

/** What is wrong with a review before it is sent: a rating, a body of 10–2,000 characters; null when fine. */
export function reviewProblem(r: { rating: number | undefined; body: string }): 'rating' | 'body' | null {
  if (!isStarRating(r.rating)) return 'rating'
  const n = r.body.trim().length
  return n < REVIEW_BODY_MIN || n > REVIEW_BODY_MAX ? 'body' : null
}

/** Stars as a radio group (arrow keys move), optional title, the review, Submit; the store's refusal shown as sent. */
export function WriteReviewForm({ productId, onPosted }: { productId: string; onPosted: () => void }) {
  const t = useT()
  const api = useApi()
  const online = useOnline()
  const id = useId()
  const [rating, setRating] = useState<number>()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<'rating' | 'body' | null>(null)
  const [failure, setFailure] = useState<string>()
  const [sending, setSending] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found = reviewProblem({ rating, body })
    setProblem(found)
    setFailure(undefined)
    if (found || rating === undefined || !online) return
    setSending(true)
    try {
      await postReview(api, productId, { rating, ...(title.trim() ? { title: title.trim() } : {}), body: body.trim() })
      onPosted()
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? t('reviews.offline')
          : error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : t('reviews.failed'),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Stars
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-describedby={problem === 'rating' ? `${id}-rating` : undefined}
      >
        <legend id={`${id}-legend`}>{t('reviews.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-stars`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true" data-on={rating !== undefined && n <= rating ? '' : undefined}>
              ★
            </span>
            <span className="visually-hidden">{t('reviews.stars', { n })}</span>
          </label>
        ))}
      </Stars>
      {problem === 'rating' && <Problem id={`${id}-rating`}>{t('reviews.chooseRating')}</Problem>}
      <label htmlFor={`${id}-title`}>{t('reviews.titleLabel')}</label>
      <input id={`${id}-title`} value={title} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={`${id}-body`}>{t('reviews.bodyLabel')}</label>
      <textarea
        id={`${id}-body`}
        value={body}
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        aria-invalid={problem === 'body' || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setBody(e.target.value)}
      />
      <Hint id={`${id}-hint`} $problem={problem === 'body'}>
        {t('reviews.bodyHint', { min: REVIEW_BODY_MIN, max: '2,000', n: body.trim().length })}
      </Hint>
      {!online && <Problem role="status">{t('reviews.offline')}</Problem>}
      {failure && <Problem role="alert">{failure}</Problem>}
      <Submit type="submit" disabled={sending || !online}>
        {sending ? t('reviews.posting') : t('reviews.submit')}
      </Submit>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 560px;
  input:not([type='radio']),
  textarea {
    font: inherit;
    padding: 10px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  > label {
    font-weight: 600;
  }
`
const Stars = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 2px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  label {
    position: relative;
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    cursor: pointer;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.color.muted};
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  [data-on] {
    color: #b45309;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    border-radius: 4px;
  }
`
const Hint = styled.p<{ $problem: boolean }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme, $problem }) => ($problem ? theme.color.accent : theme.color.muted)};
`
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`
const Submit = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
  }
`
