import { Link } from '@tanstack/react-router'
import { useT } from '@/i18n/use-t'
import { Small } from './auth-form.styles'

/** `lead` ("By signing in, you agree to our"), then links to the Terms and the Privacy Policy. */
export function PolicyConsent({ lead }: { lead: string }) {
  const t = useT()
  return (
    <Small>
      {lead}{' '}
      <Link to="/$policyType" params={{ policyType: 'terms' }}>
        {t('policy.terms')}
      </Link>{' '}
      {t('common.and')}{' '}
      <Link to="/$policyType" params={{ policyType: 'privacy' }}>
        {t('policy.privacy')}
      </Link>
      .
    </Small>
  )
}
