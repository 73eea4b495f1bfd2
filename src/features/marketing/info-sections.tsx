import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/page'

const POINTS = [
  ['Premium Quality', 'Every accessory is tested for build quality and comes with a brand warranty.'],
  ['Tech Compatibility', 'Clear compatibility details for your TV, phone and laptop, so it simply works.'],
  ['Customer Support', 'Friendly help from our team in India before and after you buy.'],
] as const

/** The informational block with 'Explore Products'. */
export function InfoBlock() {
  return (
    <Band>
      <Container>
        <h2>Accessories that fit the way you live</h2>
        <p>
          From wall mounts and HDMI cables to chargers, laptop stands and earphones, find what completes your setup.
        </p>
        <ButtonLink to="/products">Explore Products</ButtonLink>
      </Container>
    </Band>
  )
}

/** 'Why Choose Us' with its three points. */
export function WhyChooseUs() {
  return (
    <Container as="section" aria-labelledby="why-us">
      <h2 id="why-us">Why Choose Us</h2>
      <Points>
        {POINTS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Points>
    </Container>
  )
}

const Band = styled.section`
  margin: 32px 0;
  padding: 32px 0;
  background: ${({ theme }) => theme.color.surface};
  p {
    color: ${({ theme }) => theme.color.muted};
    max-width: 60ch;
  }
`
const Points = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 16px;
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`
