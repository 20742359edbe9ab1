import { type BusinessProfile, isCompleteBusiness } from '@mb/contract/business';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useMyBusiness } from './queries';
import { RegistrationForm } from './registration-form';

/**
 * Loads the member's business profile and shows the registration form for a draft (or nothing yet);
 * a submitted profile goes to `found` instead (spec §4 'Business Profile Found').
 */
export function BusinessRegistration({
  onBack,
  backLabel,
  onRegistered,
  found,
  disabled,
}: {
  onBack: () => void;
  backLabel?: string;
  onRegistered: (b: BusinessProfile) => void;
  found: (b: BusinessProfile) => ReactNode;
  disabled?: boolean;
}) {
  const me = useMyBusiness();
  if (me.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('business.registration.loading', 'Loading your business details')}>
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
        <Skeleton className="h-20" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <ErrorState
        title={t('business.registration.loadFailed', 'Could not load your business details')}
        message={`${me.error.message} ${t('business.registration.nothingLost', 'Nothing you saved is lost; try again.')}`}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  const business = me.data.business;
  if (isCompleteBusiness(business) && business) return found(business);
  return <RegistrationForm business={business} onBack={onBack} backLabel={backLabel} onRegistered={onRegistered} disabled={disabled} />;
}
