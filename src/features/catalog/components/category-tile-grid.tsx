import { createLink } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import { Skeleton } from '@/components/ui/skeleton'
import { StorePhoto } from '@/components/ui/store-photo'
import type { CategoryTile } from '../category-tiles'
import { useT } from '@/i18n/use-t'

/** Phones (< 600 px) get one row of up to 3 small tiles, so the hero headline stays the LCP element. */
export function CategoryTileGrid({ tiles }: { tiles: CategoryTile[] }) {
  const t = useT()
  return (
    <Grid>
      {tiles.map((tile, i) => (
        <li key={tile.name}>
          <Tile to={tile.path.to} search={tile.path.search}>
            <StorePhoto
              src={tile.image}
              alt=""
              name={tile.name}
              width={400}
              height={300}
              layout="tile"
              tap="none"
              eager={i === 0}
            />
            <Caption>
              <strong>{tile.name}</strong>
              <span>{t('home.browseCollection')}</span>
            </Caption>
          </Tile>
        </li>
      ))}
    </Grid>
  )
}

/** Placeholders built like tiles, so the real tiles take exactly their height and nothing below moves. */
export function CategoryTileSkeleton() {
  const t = useT()
  return (
    <Grid as="div" aria-busy="true" aria-label={t('home.loadingCategories')}>
      {[0, 1, 2].map((i) => (
        <TilePlaceholder key={i} aria-hidden="true">
          <PicturePlaceholder />
          {/* The tiles' own call to action, unseen: it wraps as theirs does on a narrow phone. */}
          <HiddenCaption>
            <strong>&nbsp;</strong>
            <span>{t('home.browseCollection')}</span>
          </HiddenCaption>
        </TilePlaceholder>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (min-width: 600px) {
    gap: 16px;
  }
`
const tileFrame = css`
  display: block;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
`
const Tile = createLink(styled.a`
  ${tileFrame}
  color: inherit;
  text-decoration: none;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: #eceef1;
  }
`)
const Caption = styled.span`
  display: flex;
  flex-direction: column;
  padding: 6px 6px 8px;
  font-size: 0.8125rem;
  line-height: 1.35;
  /* Two lines for the name, always (clamped, the link keeps the whole name): a tile's height never
     depends on its name, so the placeholders hold exactly the tiles' place. */
  strong {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    min-height: calc(2em * 1.35);
  }
  span {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    font-size: 0.75rem;
  }
  @media (min-width: 600px) {
    padding: 12px;
    font-size: 1rem;
    line-height: 1.5;
    strong {
      min-height: calc(2em * 1.5);
    }
    span {
      font-size: 1rem;
    }
  }
`
const TilePlaceholder = styled.div`
  ${tileFrame}
`
const HiddenCaption = styled(Caption)`
  visibility: hidden;
`
const PicturePlaceholder = styled(Skeleton)`
  height: auto;
  aspect-ratio: 4 / 3;
  border-radius: 0;
`
