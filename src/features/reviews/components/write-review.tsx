import { useState, type ComponentType } from 'react'
import { createLink } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import { useQueryClient } from '@tanstack/react-query'
import { retryingImport } from '@/lib/retry-import'
import { useT } from '@/i18n/use-t'
import { reviewKeys } from '../api/reviews'

const loadForm = retryingImport(() => import('./write-review-form'))
type Form = ComponentType<{ productId: string; onPosted: () => void }>

/** Signed out: "Sign in to write a review" (back to `returnPath`); signed in: "Write a review", its form loaded on the tap. */
export function WriteReview({
  productId,
  signedIn,
  returnPath,
  onPosted,
}: {
  productId: string
  signedIn: boolean
  returnPath: string
  /** After the store took the review (the page refreshes the product's rating). */
  onPosted?: () => void
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const [Form, setForm] = useState<Form | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [posted, setPosted] = useState(false)
  if (!signedIn)
    return (
      <SignIn to="/login" search={{ redirect: returnPath }}>
        {t('reviews.signIn')}
      </SignIn>
    )
  if (posted) return <p role="status">{t('reviews.posted')}</p>
  if (Form)
    return (
      <Form
        productId={productId}
        onPosted={() => {
          setPosted(true)
          void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) })
          onPosted?.()
        }}
      />
    )
  return (
    <>
      <Action
        type="button"
        onClick={() =>
          void loadForm().then(
            (m) => setForm(() => m.WriteReviewForm),
            () => setLoadFailed(true),
          )
        }
      >
        {t('reviews.write')}
      </Action>
      {loadFailed && <p role="alert">{t('reviews.offline')}</p>}
    </>
  )
}

const action = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`
const Action = styled.button`
  ${action}
`
const SignIn = createLink(styled.a`
  ${action}
`)
