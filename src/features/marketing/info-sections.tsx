import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/page'
import { useT } from '@/i18n/use-t'

const POINTS = [
  ['home.premiumQuality', 'home.premiumQualityText'],
  ['home.techCompatibility', 'home.techCompatibilityText'],
  ['home.customerSupport', 'home.customerSupportText'],
] as const

/** The informational block with 'Explore Products'. */
export function InfoBlock() {
  const t = useT()
  return (
    <Band>
      <Container>
        <h2>{t('home.infoTitle')}</h2>
        <p>{t('home.infoText')}</p>
        <ButtonLink to="/products">{t('home.exploreProducts')}</ButtonLink>
      </Container>
    </Band>
  )
}

/** 'Why Choose Us' with its three points. */
export function WhyChooseUs() {
  const t = useT()
  return (
    <Container as="section" aria-labelledby="why-us">
      <h2 id="why-us">{t('home.whyChooseUs')}</h2>
      <Points>
        {POINTS.map(([title, text]) => (
          <li key={title}>
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
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
