import styled from 'styled-components'
import { useT } from '@/i18n/use-t'

export interface PhotoPlaceholderProps {
  name: string
  alt: string
  width: number
  height: number
  /** With it, a button that loads the photo ("Tap to load photos"); without, a picture only. */
  onTap?: () => void
}

/** A tinted picture with the name's initial where a photo waits (Data saver); loaded only when one is shown. */
export function PhotoPlaceholder({ name, alt, width, height, onTap }: PhotoPlaceholderProps) {
  const t = useT()
  const image = <img src={placeholderImage(name, width, height)} alt={alt} width={width} height={height} />
  if (!onTap) return image
  return (
    <PhotoButton
      type="button"
      aria-label={t('photo.load', { name: name || t('common.untitledProduct') })}
      onClick={onTap}
    >
      {image}
    </PhotoButton>
  )
}

/** A `width`×`height` SVG tinted from `name`, its first letter in the middle (a data: URL: no request). */
export function placeholderImage(name: string, width: number, height: number): string {
  let hue = 0
  for (const ch of name) hue = (hue * 31 + ch.codePointAt(0)!) % 360
  const initial = (Array.from(name.trim())[0] ?? '').toLocaleUpperCase().replace(/[<&>]/g, '')
  const size = Math.round(Math.min(width, height) * 0.4)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 90%)"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" fill="hsl(${hue} 40% 30%)">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -3px;
  }
`
