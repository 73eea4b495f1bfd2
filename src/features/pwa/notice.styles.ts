import styled from 'styled-components'

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 8px 12px 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #1f2937;
  color: #ffffff;
  box-shadow: ${({ theme }) => theme.shadow};
  font-weight: 500;
  pointer-events: auto;
  button {
    min-height: 44px;
  }
`
