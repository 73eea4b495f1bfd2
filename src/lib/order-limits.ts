/** How many of one product an order may hold (the store refuses more). */
export const MAX_LINE_QUANTITY = 99
