import { lazy } from '@/lib/memo'

/* "Delivered in N days" counts calendar days in India (Asia/Kolkata), whatever the device's time zone. */

const INDIA_TIME_ZONE = 'Asia/Kolkata'
const DAY_MS = 24 * 60 * 60_000

const indiaDay = lazy(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }),
)
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's calendar date in India at `now`, as the UTC midnight of that date. */
function indiaToday(now: Date): Date {
  const part = (type: string) =>
    Number(
      indiaDay()
        .formatToParts(now)
        .find((p) => p.type === type)?.value,
    )
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')))
}

/** India's today plus `estimatedDays`, as that date's UTC midnight (read it with timeZone 'UTC'). */
export function deliveryDate(estimatedDays: number, now: Date = new Date()): Date {
  return new Date(indiaToday(now).getTime() + estimatedDays * DAY_MS)
}

/** Short weekday, day and month as Intl writes them in `locale` ('Mon, 30 Nov' in en-IN). */
export function formatDeliveryDate(estimatedDays: number, locale: string, now: Date = new Date()): string {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    dayFormats.set(locale, format)
  }
  return format.format(deliveryDate(estimatedDays, now))
}

/** `checkedAt` (ms since the epoch) in India's time: the time alone when it was today there, else date and time. */
export function formatCheckedTime(checkedAt: number, locale: string, now: Date = new Date()): string {
  const sameDay = indiaToday(new Date(checkedAt)).getTime() === indiaToday(now).getTime()
  const key = `${locale}|${sameDay}`
  let format = timeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: INDIA_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    })
    timeFormats.set(key, format)
  }
  return format.format(new Date(checkedAt))
}
