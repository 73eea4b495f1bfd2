import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { dismissInstall, promptInstall, useInstallOffer } from './install-store'
import { useT } from '@/i18n/use-t'

/** Install offer or iOS hint, after the footer: it never covers a control and, appearing late, pushes nothing down. */
export function InstallPrompt() {
  const t = useT()
  const offer = useInstallOffer()
  if (offer === 'none') return null
  return (
    <Strip aria-labelledby="install-title">
      <Text>
        <strong id="install-title">{t('pwa.getApp')}</strong>
        {offer === 'prompt' ? (
          <span>{t('pwa.installText')}</span>
        ) : (
          <span>
            {t('pwa.iosHint')}
            <strong>{t('pwa.addToHome')}</strong>.
          </span>
        )}
      </Text>
      <Actions>
        {offer === 'prompt' && (
          <Button type="button" onClick={() => void promptInstall()}>
            {t('pwa.install')}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={dismissInstall}>
          {offer === 'prompt' ? t('pwa.notNow') : t('pwa.dismiss')}
        </Button>
      </Actions>
    </Strip>
  )
}

const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: 1200px;
  margin: 24px auto 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`
const Text = styled.p`
  margin: 0;
  display: grid;
  gap: 2px;
  span {
    color: ${({ theme }) => theme.color.muted};
  }
`
const Actions = styled.div`
  display: flex;
  gap: 8px;
`
