import styled from 'styled-components'

/** A grey placeholder block, hidden from assistive tech. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $h?: string; $w?: string }>`
  height: ${({ $h = '1em' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #eceef1 25%, #f5f6f8 50%, #eceef1 75%);
  background-size: 200% 100%;
  animation: skeleton-shimmer 1.2s ease-in-out infinite;
  @keyframes skeleton-shimmer {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
`
