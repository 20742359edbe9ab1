import { Skeleton } from '../components/ui/skeleton';
import { t } from '../lib/i18n';

/** The content area while a page or a guard's check loads (DESIGN.md: skeletons, not spinners). */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10" role="status" aria-label={t('common.loadingLabel', 'Loading')}>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-3 h-4 w-96 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
