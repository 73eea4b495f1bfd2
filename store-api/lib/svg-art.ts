import { escapeHtml } from './html'
import { pickIcon } from './svg-icons'

// [background top, background bottom, accent]: soft backgrounds keep the text readable.
type Palette = [string, string, string]
const BLUE: Palette = ['#e8f0ff', '#c9dafc', '#2457c5']
const PALETTES: Palette[] = [
  BLUE,
  ['#fff1e6', '#ffd7b8', '#c25512'],
  ['#e9f8ef', '#c3ecd2', '#1b7f3b'],
  ['#f6ecff', '#e0cbfa', '#6b2fb3'],
  ['#fff8dc', '#fbe7a1', '#9a6b00'],
  ['#e6f7f8', '#bfe9ec', '#0f7b84'],
  ['#ffeef1', '#fccbd5', '#b3264a'],
  ['#eef1f5', '#d3dae4', '#3a4a63'],
]

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

// Characters XML forbids even when escaped; store text is untrusted.
const stripInvalidXml = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')

/** Splits a title into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const words = stripInvalidXml(title).trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word
    if (line && line.length + 1 + piece.length > width) {
      lines.push(line)
      line = piece
    } else line = line ? `${line} ${piece}` : piece
    if (lines.length === maxLines) break
  }
  if (line && lines.length < maxLines) lines.push(line)
  const cut = lines.join(' ').split(/\s+/).length < words.length
  if (cut && lines.length) lines[lines.length - 1] = `${lines[lines.length - 1]?.slice(0, width - 1)}…`
  return lines
}

function textBlock(lines: string[], y: number, size: number, colour: string): string {
  const tspans = lines
    .map((l, i) => `<tspan x="300" dy="${i === 0 ? 0 : size * 1.25}">${escapeHtml(l)}</tspan>`)
    .join('')
  return `<text x="300" y="${y}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="600" fill="${colour}">${tspans}</text>`
}

function frame(key: string, variant: number, inner: (accent: string) => string, label: string): string {
  const [top, bottom, accent] = PALETTES[(hash(key) + variant - 1) % PALETTES.length] ?? BLUE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeHtml(stripInvalidXml(label).slice(0, 200))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="${variant === 1 ? 470 : 130}" cy="120" r="170" fill="#fff" opacity="0.35"/>
${inner(accent)}
</svg>`
}

/** Product art: the category icon on a tinted background with the product name below. */
export function productSvg(
  p: { id: string; title: string; category: string; parentCategory: string | null },
  variant: number,
): string {
  return frame(
    p.parentCategory ?? p.category,
    variant,
    (accent) =>
      `<g transform="translate(${variant === 1 ? 150 : 175} 60) scale(${variant === 1 ? 1.5 : 1.25})" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${pickIcon(p.title, p.parentCategory, p.category)}</g>
<rect x="40" y="395" width="520" height="170" rx="22" fill="#fff" opacity="0.9"/>
${textBlock(wrapTitle(p.title, 24, 3), 450, 34, '#1c2333')}`,
    p.title,
  )
}

/** Category tile art: a large icon and the category name. */
export function categorySvg(name: string): string {
  return frame(
    name,
    1,
    (accent) =>
      `<g transform="translate(140 50) scale(1.6)" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${pickIcon(name)}</g>
${textBlock(wrapTitle(name, 22, 2), 450, 44, accent)}`,
    name,
  )
}

/** The store logo: the initials of the store name in a rounded square. */
export function logoSvg(storeName: string): string {
  const initials =
    stripInvalidXml(storeName)
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || 'S'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeHtml(stripInvalidXml(storeName).slice(0, 200))}">
<rect width="256" height="256" rx="56" fill="#2457c5"/>
<text x="128" y="160" text-anchor="middle" font-family="system-ui, sans-serif" font-size="104" font-weight="700" fill="#fff">${escapeHtml(initials)}</text>
</svg>`
}
