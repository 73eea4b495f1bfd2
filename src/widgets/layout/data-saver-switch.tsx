import { useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { chooseDataSaver, useDataSaver } from '@/lib/data-saver'
import { useT } from '@/i18n/use-t'
import { useDismiss } from '@/components/ui/use-dismiss'

/** Px of the button that holds the choices from 768 px (the header keeps its place while this loads). */
export const DATA_SAVER_BUTTON_PX = 44

/**
 * "Data saver" and, with it on, "Tap to load photos": two checkboxes, remembered. In the phone's menu
 * they show as they are; from 768 px they sit behind a button of their own in the header's row.
 */
export function DataSaverSwitch() {
  const t = useT()
  const mode = useDataSaver()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrap = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useDismiss(open, wrap, (cause) => {
    setOpen(false)
    if (cause === 'escape') button.current?.focus()
  })
  return (
    <Wrap ref={wrap}>
      <Toggle
        ref={button}
        type="button"
        aria-label={t('dataSaver.label')}
        aria-expanded={open}
        aria-controls={panelId}
        title={t('dataSaver.label')}
        $on={mode !== 'off'}
        onClick={() => setOpen(!open)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M13 3.05a9 9 0 1 1-8.95 10M12 8v8M8 12h8" strokeLinecap="round" />
        </svg>
      </Toggle>
      <Panel id={panelId} $open={open}>
        <Check>
          <input
            type="checkbox"
            checked={mode !== 'off'}
            onChange={(e) => chooseDataSaver(e.target.checked ? 'on' : 'off')}
          />
          {t('dataSaver.label')}
        </Check>
        {mode !== 'off' && (
          <Check>
            <input
              type="checkbox"
              checked={mode === 'tap'}
              onChange={(e) => chooseDataSaver(e.target.checked ? 'tap' : 'on')}
            />
            {t('dataSaver.tapToLoad')}
          </Check>
        )}
      </Panel>
    </Wrap>
  )
}

const Wrap = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    position: relative;
    flex: none;
  }
`
const Toggle = styled.button<{ $on: boolean }>`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${DATA_SAVER_BUTTON_PX}px;
    height: 44px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ $on, theme }) => ($on ? theme.color.surface : 'transparent')};
    color: ${({ $on, theme }) => ($on ? theme.color.primary : theme.color.text)};
    cursor: pointer;
  }
`
const Panel = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    right: 0;
    z-index: 1;
    padding: 4px 12px;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 4px;
  white-space: nowrap;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`
