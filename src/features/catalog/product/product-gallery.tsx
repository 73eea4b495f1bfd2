import { useState } from 'react'
import styled from 'styled-components'
import { ProductImage } from '../components/product-image'
import { useT } from '@/i18n/use-t'

/** The product page gallery: a large image (fallback on error) and thumbnail buttons when there are several images. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT()
  const list = images.length ? images : ['']
  const [index, setIndex] = useState(0)
  const current = list[Math.min(index, list.length - 1)] ?? ''
  return (
    <div>
      <Main>
        {/* key: a new image gets a fresh fallback state */}
        <ProductImage
          key={current}
          src={current}
          alt={name}
          width={600}
          height={600}
          fetchPriority="high"
          decoding="async"
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
                onClick={() => setIndex(i)}
              >
                <ProductImage src={src} alt="" width={64} height={64} loading="lazy" decoding="async" />
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
