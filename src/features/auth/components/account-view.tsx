import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { PageStack } from '@/components/ui/page'
import { Button, ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMobile } from '@/domain/phone'
import { formatDate } from '@/i18n/format'
import { displayName, type Account } from '../api/account'
import { useT } from '@/i18n/use-t'
import { Panel } from '@/components/ui/panel'

interface AccountViewProps {
  /** undefined while loading or after a failed load (the page stays usable). */
  account: Account | undefined
  loading: boolean
  signingOut: boolean
  onSignOut: () => void
}

/** /account: profile with Sign Out, a link to /orders, and personal details ('Not available' when missing; the mobile number when the account has one). */
export function AccountView({ account, loading, signingOut, onSignOut }: AccountViewProps) {
  const t = useT()
  const orNA = (s: string | undefined) => s || t('common.notAvailable')
  const name = account ? displayName(account) : t('common.notAvailable')
  const phone = account?.phone ? formatMobile(account.phone) : ''
  return (
    <Wrap>
      <h1>{t('account.title')}</h1>
      <Grid>
        <Card aria-labelledby="profile-title">
          <h2 id="profile-title">{loading ? t('account.loading') : name}</h2>
          <Muted>{loading ? <Skeleton $w="80%" /> : orNA(account?.email || phone)}</Muted>
          <Actions>
            <Button
              type="button"
              $variant="danger"
              onClick={onSignOut}
              disabled={signingOut}
              aria-disabled={signingOut}
            >
              {signingOut ? t('account.signingOut') : t('account.signOut')}
            </Button>
            <ButtonLink to="/" $variant="secondary">
              {t('account.returnHome')}
            </ButtonLink>
          </Actions>
        </Card>
        <Card aria-labelledby="orders-card-title">
          <h2 id="orders-card-title">
            <Link to="/orders">{t('account.myOrders')}</Link>
          </h2>
          <p>{t('account.ordersText')}</p>
        </Card>
      </Grid>
      <Card aria-labelledby="personal-title">
        <h2 id="personal-title">{t('account.personal')}</h2>
        <Dl aria-busy={loading}>
          <dt>{t('account.name')}</dt>
          <dd>{loading ? <Skeleton $w="40%" /> : name}</dd>
          <dt>{t('common.email')}</dt>
          <dd>{loading ? <Skeleton $w="50%" /> : orNA(account?.email)}</dd>
          {phone && (
            <>
              <dt>{t('otp.mobileNumber')}</dt>
              <dd>{phone}</dd>
            </>
          )}
          <dt>{t('account.memberSince')}</dt>
          <dd>{loading ? <Skeleton $w="30%" /> : orNA(formatDate(account?.createdAt))}</dd>
        </Dl>
      </Card>
    </Wrap>
  )
}

const Wrap = styled(PageStack)`
  gap: 16px;
`
const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr;
  }
`
const Card = styled(Panel)`
  display: block;
  padding: 20px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  h2 a {
    display: inline-block;
    padding: 6px 0;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.muted};
  }
`
const Muted = styled.div`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const Dl = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`
