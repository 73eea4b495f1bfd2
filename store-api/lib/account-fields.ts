import * as v from 'valibot'

/** An e-mail as accounts keep it: compared trimmed and lower-cased, the way the app sends it. */
export const EmailSchema = v.pipe(
  v.string('Invalid email address'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
)

/** A first or last name: 2–100 characters once trimmed; `label` names it in the messages. */
export const nameSchema = (label: string) =>
  v.pipe(
    v.string(`${label} must be at least 2 characters`),
    v.trim(),
    v.minLength(2, `${label} must be at least 2 characters`),
    v.maxLength(100, `${label} must be at most 100 characters`),
  )
