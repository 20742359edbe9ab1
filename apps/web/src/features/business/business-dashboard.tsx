import type { MyProfile } from '@mb/contract/profiles';
import { ErrorState } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { AnalyticsSection } from './analytics-section';
import { DomainCard } from './domain-card';
import { ListingStatusCard } from './listing-status-card';
import { useBusinessUpdates, useMyBusiness } from './queries';

/**
 * A business, studio or enterprise member's part of the dashboard: where their listing stands (with
 * the moderator's notes), their domain, and analytics once the listing is public.
 */
export function BusinessDashboard({ profile }: { profile: MyProfile }) {
  useBusinessUpdates();
  const biz = useMyBusiness();
  if (biz.isPending) {
    return (
      <div className="grid gap-6" role="status" aria-label={t('business.loadingListing', 'Loading your listing')}>
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (biz.isError) {
    return (
      <ErrorState
        title={t('business.loadListingFailed', 'Could not load your listing')}
        message={biz.error.message}
        onRetry={() => void biz.refetch()}
        retrying={biz.isFetching}
      />
    );
  }
  const business = biz.data.business;
  return (
    <div className="grid content-start gap-6">
      <ListingStatusCard business={business} />
      <DomainCard profile={profile} />
      {business ? <AnalyticsSection business={business} /> : null}
    </div>
  );
}
