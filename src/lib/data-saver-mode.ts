// Data only, no runtime state, so the server's template code and Node tools import it too.

/** `on`: the smallest photos that fit, none fetched ahead; `tap`: on, and each photo waits for a tap. */
export type DataSaverMode = 'off' | 'on' | 'tap'

export const isDataSaverMode = (value: unknown): value is DataSaverMode =>
  value === 'off' || value === 'on' || value === 'tap'

/** The shopper's choice: localStorage key and the cookie the HTML server reads (`data-saver=on`). */
export const DATA_SAVER_KEY = 'data-saver'
/** `<html data-save-data="on">`: the mode a server-rendered page was rendered in. */
export const DATA_SAVER_ATTRIBUTE = 'data-save-data'

/** A server render's mode: the shopper's cookie, else `on` when the browser sends `Save-Data: on`. */
export function dataSaverForRequest(
  cookie: string | null | undefined,
  saveData: string | null | undefined,
): DataSaverMode {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim())
    if (name === DATA_SAVER_KEY && isDataSaverMode(value)) return value
  }
  return saveData?.trim().toLowerCase() === 'on' ? 'on' : 'off'
}
