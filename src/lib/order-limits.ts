/**
 * How many of one product a single order may hold: the store refuses more, so the cart never
 * lets a line go above it. Shared by the app (cart, steppers) and the reference API's order
 * check; this module imports nothing, so the server can use it as it is.
 */
export const MAX_LINE_QUANTITY = 99
