import styled, { css } from 'styled-components'
import { createLink } from '@tanstack/react-router'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px; /* touch target (WCAG 2.5.8) */
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.color.bg};
            color: ${theme.color.accent};
            border-color: ${theme.color.accent};
          `
        : $variant === 'ghost'
          ? css`
              background: transparent;
              color: ${theme.color.text};
            `
          : css`
              background: ${theme.color.bg};
              color: ${theme.color.primary};
              border-color: ${theme.color.primary};
            `}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

/** A button; `$block` for full width; ≥ 44 px high (touch target). */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`

const ButtonAnchor = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`

/** A router link styled as a button. */
export const ButtonLink = createLink(ButtonAnchor)
