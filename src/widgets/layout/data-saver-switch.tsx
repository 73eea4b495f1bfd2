import styled from 'styled-components'
import { chooseDataSaver, useDataSaver } from '@/lib/data-saver'
import { useT } from '@/i18n/use-t'

/** The menu's "Data saver" checkbox, and with it on "Tap to load photos"; the choice is remembered. */
export function DataSaverSwitch() {
  const t = useT()
  const mode = useDataSaver()
  return (
    <Group>
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
    </Group>
  )
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-direction: row;
    gap: 12px;
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
