import styled from 'styled-components'
import type { Review } from '../api/reviews'
import { ReviewItem } from './review-item'

/** Reviews in the order given. */
export function ReviewList({ reviews, signedIn }: { reviews: Review[]; signedIn: boolean }) {
  return (
    <List>
      {reviews.map((r) => (
        <ReviewItem key={r.id} review={r} signedIn={signedIn} />
      ))}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`
