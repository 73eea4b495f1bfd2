import { css } from 'styled-components'

/** From this width (px) up a card's image box is 300 px high; below it, two cards share a row. */
export const TWO_UP_MAX_PX = 480

/** Square up to 480 px (two 300 px boxes would fill a phone's first screen with grey), then 300 px. */
export const cardImageBox = css`
  aspect-ratio: 1;
  @media (min-width: ${TWO_UP_MAX_PX + 1}px) {
    aspect-ratio: auto;
    height: 300px;
  }
`
