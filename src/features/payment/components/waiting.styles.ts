import styled from 'styled-components'

/** Shared by the QR and UPI-app waiting screens: the muted status line and the stacked actions. */
export const Waiting = styled.p`
  color: ${({ theme }) => theme.color.muted};
`
export const Actions = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`
