import { useState } from 'react'
import styled from 'styled-components'
import { chooseLocale } from '@/i18n/locale-choice'
import { isLocale, LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { useLocale, useT } from '@/i18n/use-t'

/**
 * The language select: a choice switches the page in place (no reload) and is remembered; a catalogue that
 * cannot load leaves the page as it was and says so. `onChosen` runs once the page has switched.
 */
export function LanguageSelect({ onChosen }: { onChosen?: () => void }) {
  const t = useT()
  const locale = useLocale()
  const [failed, setFailed] = useState(false)
  return (
    <Wrap>
      <Label>
        <GlobeIcon />
        <span className="visually-hidden">{t('language.label')}</span>
        <Select
          value={locale}
          onChange={(event) => {
            const next = event.target.value
            if (!isLocale(next)) return
            setFailed(false)
            chooseLocale(next).then(onChosen, () => setFailed(true))
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </Select>
      </Label>
      {failed && <Failed role="alert">{t('language.failed')}</Failed>}
    </Wrap>
  )
}

const GlobeIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </svg>
)

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-left: auto;
  }
`
const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 4px;
  color: ${({ theme }) => theme.color.text};
`
const Select = styled.select`
  min-height: 40px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  color: inherit;
  font: inherit;
`
const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-size: 0.875rem;
`
