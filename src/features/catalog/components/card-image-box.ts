import { css } from 'styled-components'

/** From this width (px) up a card's image box is 300 px high; below it, two cards share a row. */
export const TWO_UP_MAX_PX = 480

/**
 * The height of a product card's image box, shared by the card and its skeleton (no layout shift):
 * square on phones up to 480 px, where two columns of 300 px boxes would fill the first screen with
 * grey, and 300 px from there up.
 */
export const cardImageBox = css`
  aspect-ratio: 1;
  @media (min-width: ${TWO_UP_MAX_PX + 1}px) {
    aspect-ratio: auto;
    height: 300px;
  }
`
