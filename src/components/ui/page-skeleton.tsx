import styled from 'styled-components'
import { Container } from './page'
import { Skeleton } from './skeleton'

/** A page not known yet (a static host's shell): the same on every route, so it never shows another page's state. */
export function PageSkeleton() {
  return (
    <Container aria-busy="true">
      <Title $h="2rem" $w="min(60%, 320px)" />
      <Lines>
        <Skeleton />
        <Skeleton />
        <Skeleton $w="70%" />
      </Lines>
    </Container>
  )
}

const Title = styled(Skeleton)`
  margin: 24px 0 16px;
`
const Lines = styled.div`
  display: grid;
  gap: 12px;
  max-width: 75ch;
`
