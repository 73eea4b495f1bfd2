import styled from 'styled-components'

/**
 * A bordered, rounded white box holding one block of a page (an order, a summary, a check): a grid
 * with 12 px between its children, 16 px inside, and an unspaced h2. A block with its own spacing
 * extends it (`styled(Panel)`); `as` gives it another element (an article, a dl).
 */
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
