import { useRef, useState, type PointerEvent } from 'react'
import styled from 'styled-components'
import { useDataSaver } from '@/lib/data-saver'
import { ProductImage } from '../components/product-image'
import { useT } from '@/i18n/use-t'

/** Px a pointer must travel sideways (more than down) to count as a swipe. */
const SWIPE_PX = 40

/**
 * The product page gallery: a large image (fallback on error; a sideways swipe shows the next or the
 * previous) and thumbnail buttons when there are several. Under Data saver only the first photo loads
 * until the shopper moves to another.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT()
  const saver = useDataSaver() !== 'off'
  const list = images.length ? images : ['']
  const [index, setIndex] = useState(0)
  const [moved, setMoved] = useState(false)
  const current = list[Math.min(index, list.length - 1)] ?? ''
  const show = (i: number) => {
    setIndex(i)
    setMoved(true)
  }
  const swipe = useRef<{ x: number; y: number; swiped: boolean } | null>(null)
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current
    if (!start || list.length < 2) return
    const dx = e.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - start.y)) return
    start.swiped = true
    show((index + (dx < 0 ? 1 : list.length - 1)) % list.length)
  }
  return (
    <div>
      <Main
        onPointerDown={(e) => (swipe.current = { x: e.clientX, y: e.clientY, swiped: false })}
        onPointerUp={onPointerUp}
        // A swipe is no tap: "Tap to load photos" must not load the photo swiped away from.
        onClickCapture={(e) => {
          if (swipe.current?.swiped) e.stopPropagation()
        }}
      >
        {/* key: a new image gets a fresh fallback state */}
        <ProductImage
          key={current}
          src={current}
          alt={name}
          name={name}
          width={600}
          height={600}
          layout="gallery"
          priority
        />
      </Main>
      {list.length > 1 && (
        <Thumbs aria-label={t('product.images')}>
          {list.map((src, i) => (
            <li key={src}>
              <Thumb
                type="button"
                aria-label={t('product.showImage', { index: i + 1, count: list.length })}
                aria-pressed={i === index}
                onClick={() => show(i)}
              >
                <ProductImage
                  src={src}
                  alt=""
                  name={name}
                  width={64}
                  height={64}
                  layout="thumb"
                  tap="inert"
                  held={saver && !moved}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  )
}

const Main = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  touch-action: pan-y;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: contain;
  }
`
const Thumbs = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: flex;
  gap: 8px;
  overflow-x: auto;
`
const Thumb = styled.button`
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
`
