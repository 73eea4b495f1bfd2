import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { useT } from '@/i18n/use-t'

/** Home hero. The headline is the LCP element; the build prerenders it into index.html, so it paints before the JavaScript. */
export function Hero() {
  const t = useT()
  return (
    <Wrap>
      <h1>{t('home.headline')}</h1>
      <p>{t('home.tagline')}</p>
      <Buttons>
        <ButtonLink to="/products">{t('home.browseCollection')}</ButtonLink>
        <ButtonLink to="/products" search={{ featured: true }} $variant="secondary">
          {t('home.featuredProducts')}
        </ButtonLink>
      </Buttons>
    </Wrap>
  )
}

const Wrap = styled.section`
  padding: 40px 16px;
  text-align: center;
  background: linear-gradient(135deg, #e8f0fe, #f6f7f9);
  h1 {
    font-size: clamp(1.8rem, 6vw, 3rem);
    line-height: 1.15;
    margin: 0 0 12px;
  }
  p {
    margin: 0 auto 20px;
    max-width: 48ch;
    color: ${({ theme }) => theme.color.muted};
  }
`
const Buttons = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
`
