import styled from 'styled-components'

export const Lead = styled.p`
  margin: 0;
`
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
`
/** A button that reads as a link, with a 44 px touch target. */
export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`
export const Waiting = styled.span`
  color: ${({ theme }) => theme.color.muted};
`
/** A field's message, read out when it appears; empty otherwise. */
export const Alert = styled.p`
  margin: -8px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.accent};
  &:empty {
    display: none;
  }
`
/** "+91" before the 10-digit field. */
export const PhoneBox = styled.div`
  display: flex;
  align-items: stretch;
  span {
    display: inline-flex;
    align-items: center;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-right: 0;
    border-radius: 6px 0 0 6px;
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: 0 6px 6px 0;
    font: inherit;
    color: inherit;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.accent};
  }
`
export const Label = styled.label`
  font-weight: 600;
  margin-bottom: -12px;
`
