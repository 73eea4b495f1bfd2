import styled from 'styled-components'

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
`

export const Section = styled.section`
  padding: 32px 0;
`

export const StateMessage = styled.div`
  text-align: center;
  padding: 48px 16px;
  display: grid;
  gap: 16px;
  justify-items: center;
  h1,
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    max-width: 40ch;
  }
`

/** A page's h1; a `<span>` in it (a count) reads smaller and muted. */
export const PageTitle = styled.h1`
  margin: 24px 0 16px;
  font-size: 1.75rem;
  line-height: 1.2;
  span {
    font-size: 1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
`

export const FormWithAside = styled.div`
  display: grid;
  gap: 24px;
  padding-bottom: 40px;
  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

export const PageStack = styled.div`
  display: grid;
  gap: 24px;
  padding: 24px 0 40px;
  h1 {
    margin: 0;
  }
`
