import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { useT } from '@/i18n/use-t'

export interface DialogProps {
  labelledBy: string
  onClose: () => void
  /** 'sheet': a bottom sheet below 768 px, a centred modal from there up. */
  variant?: 'modal' | 'sheet'
  children: ReactNode
}

/** A modal on the native <dialog> (page behind inert, Escape closes, focus returns to the opener); mounted = open. */
export function Dialog({ labelledBy, onClose, variant = 'modal', children }: DialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '') // environments without showModal (jsdom)
    }
    const handleClose = () => onCloseRef.current()
    dialog.addEventListener('close', handleClose)
    return () => {
      dialog.removeEventListener('close', handleClose)
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])

  return (
    <Modal
      ref={ref}
      $sheet={variant === 'sheet'}
      aria-labelledby={labelledBy}
      // A click on the backdrop targets the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current()
      }}
      onCancel={(e) => {
        e.preventDefault()
        onCloseRef.current()
      }}
      onKeyDown={trapTab}
    >
      <Body>
        <CloseButton type="button" aria-label={t('common.close')} onClick={() => onCloseRef.current()}>
          ×
        </CloseButton>
        {children}
      </Body>
    </Modal>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab wraps around inside: a modal dialog alone would let it leave for the browser's own UI. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  )
  const first = all[0]
  const last = all[all.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
    e.preventDefault()
    first.focus()
  }
}

const Modal = styled.dialog<{ $sheet: boolean }>`
  width: min(720px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3);
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgba(16, 24, 40, 0.55);
  }
  ${({ $sheet, theme }) =>
    $sheet &&
    css`
      width: 100%;
      max-width: 100%;
      max-height: 85dvh;
      margin: auto 0 0;
      border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
      @media (min-width: ${theme.breakpoint.md}px) {
        width: min(720px, calc(100vw - 24px));
        max-height: calc(100dvh - 24px);
        margin: auto;
        border-radius: ${theme.radius.md};
      }
    `}
`
const Body = styled.div`
  position: relative;
  padding: 20px 16px 16px;
`
const CloseButton = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  z-index: 1;
`
