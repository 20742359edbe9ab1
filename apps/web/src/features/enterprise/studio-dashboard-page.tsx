import { Building2 } from 'lucide-react';
import { EmptyState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { useMyProfile } from '../profiles';
import { LinkedEnterprises } from './linked-enterprises';

/** /studio-dashboard (spec §2; studio accounts, also when an enterprise acts as the studio). */
export default function StudioDashboardPage() {
  usePageMeta('Studio Dashboard', 'Your studio at a glance: casting pipeline, bookings, events, news and statistics.');
  const profile = useMyProfile();
  const type = profile.data?.profile_type;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="studio-dashboard-title">
      <div className="grid gap-1">
        <h1 id="studio-dashboard-title" className="text-2xl font-bold tracking-tight">
          Studio Dashboard
        </h1>
        <p className="text-sm text-muted-foreground">
          {profile.data ? profile.data.display_name?.trim() || profile.data.username || 'Studio Account' : 'Your studio at a glance.'}
        </p>
      </div>
      {profile.isPending ? (
        <Loading label="Loading your studio..." className="grid gap-3">
          <Skeleton className="h-32 w-full" />
        </Loading>
      ) : type !== 'studio' ? (
        <EmptyState icon={Building2} title="For studio accounts">
          The studio dashboard is for studio accounts. Enterprise accounts use it by switching to a linked studio.
        </EmptyState>
      ) : (
        <LinkedEnterprises />
      )}
    </section>
  );
}
