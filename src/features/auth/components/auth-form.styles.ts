import styled from 'styled-components'

export const Form = styled.form`
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`
export const Row = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 420px) {
    grid-template-columns: 1fr 1fr;
  }
`
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`
export const Links = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a {
    display: inline-block;
    padding: 10px 0;
  }
`
export const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  a {
    display: inline-block;
    padding: 10px 0;
  }
`
export const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
`
