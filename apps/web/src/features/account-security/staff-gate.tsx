import { TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GuardMessage } from '../../components/page/guard-message';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';
import { useSecurityStatus } from './queries';

/**
 * Staff pages for a staff member without a second factor (STAFF_REQUIRE_2FA on): every staff route
 * refuses them until they enrol, so instead of a page of failed loads they get the reason and the way
 * to Settings → Security. Until the status is known, or if it cannot be read, the page shows as usual
 * (the server enforces the rule either way).
 */
export function StaffSecondFactorGate({ children }: { children: ReactNode }) {
  const status = useSecurityStatus();
  if (!status.data?.staff_must_enrol) return children;
  return (
    <GuardMessage
      title={t('account-security.staffGate.title', 'Two-factor sign-in required')}
      description={tm(TWOFACTOR_MESSAGES.staffMustEnrol)}
      icon="to-do"
    >
      <Button asChild>
        <Link to="/settings?tab=security">{t('account-security.staffGate.setUp', 'Set up two-factor sign-in')}</Link>
      </Button>
    </GuardMessage>
  );
}
