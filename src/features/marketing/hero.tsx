import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'

/** Home hero. The headline is the LCP element; the build prerenders it into index.html, so it paints before the JavaScript. */
export function Hero() {
  return (
    <Wrap>
      <h1>Enhance Your Digital Experience</h1>
      <p>Quality TV, mobile, laptop and audio accessories, delivered across India.</p>
      <Buttons>
        <ButtonLink to="/products">Browse Collection</ButtonLink>
        <ButtonLink to="/products" search={{ featured: true }} $variant="secondary">
          Featured Products
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
