/** Mask slots; any other mask character is a literal inserted automatically ('#####-#####': '98765-43210'). */
const SLOTS: Record<string, (ch: string) => string | null> = {
  '#': (ch) => (/\d/.test(ch) ? ch : null),
  '9': (ch) => (/\d/.test(ch) ? ch : null),
  A: (ch) => (/\p{L}/u.test(ch) ? ch.toUpperCase() : null),
  a: (ch) => (/\p{L}/u.test(ch) ? ch : null),
  '*': (ch) => (/[\p{L}\d]/u.test(ch) ? ch : null),
}

/** Applies `mask` to `raw`; an empty mask returns `raw` unchanged. Applying it twice changes nothing. */
export function applyMask(mask: string | null, raw: string): string {
  if (!mask) return raw
  const slots = [...mask]
  let out = ''
  let i = 0
  for (const ch of raw) {
    if (i >= slots.length) break
    // The run of literals before the next slot is written only once a character fits after it.
    let j = i
    while (j < slots.length && !(slots[j]! in SLOTS)) {
      if (slots[j] === ch) break
      j++
    }
    if (j < slots.length && !(slots[j]! in SLOTS)) {
      // Stopped at a literal equal to what was typed: accept it.
      out += slots.slice(i, j + 1).join('')
      i = j + 1
      continue
    }
    if (j >= slots.length) break
    const fitted = SLOTS[slots[j]!]!(ch)
    if (fitted === null) continue
    out += slots.slice(i, j).join('') + fitted
    i = j + 1
  }
  return out
}
