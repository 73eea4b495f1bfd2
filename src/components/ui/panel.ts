import styled from 'styled-components'

/** The bordered box holding one block of a page (an order, a summary); `as` gives it another element. */
export const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`
