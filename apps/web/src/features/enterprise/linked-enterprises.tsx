import { Building2 } from 'lucide-react';
import { ErrorState, Loading } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { LinkList } from './link-list';
import { useStudioEnterprises } from './queries';

/**
 * A studio's "Linked enterprises" (issue 17): invitations to accept or decline (the notification links
 * here) and the enterprises it is linked to, each of which it may unlink.
 */
export function LinkedEnterprises() {
  const q = useStudioEnterprises();
  return (
    <section id="linked-enterprises" className="grid gap-3 scroll-mt-20" aria-labelledby="linked-enterprises-title">
      <h2 id="linked-enterprises-title" className="flex items-center gap-2 text-lg font-semibold">
        <Building2 className="size-5" aria-hidden />
        {t('enterprise.linked.title', 'Linked enterprises')}
      </h2>
      {q.isPending ? (
        <Loading label={t('enterprise.linked.loading', 'Loading linked enterprises...')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={t('enterprise.linked.loadFailed', 'Could not load linked enterprises')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <LinkList
          links={q.data.links}
          side="studio"
          empty={t('enterprise.linked.none', 'No enterprise has linked your studio. When one invites you, you can accept or decline here.')}
          testId="studio-enterprises"
        />
      )}
    </section>
  );
}
