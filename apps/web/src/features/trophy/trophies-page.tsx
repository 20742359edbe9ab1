import { TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { ArrowLeft, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/form-errors';
import { useHideTrophy, useMyTrophies } from './queries';
import { TrophyBadge } from './trophy-badge';

/** /apps/mb-trophy/trophies: the member's trophies, each shown on their profile unless they hide it. */
export default function TrophiesPage() {
  usePageMeta('My trophies', 'Your MB Trophy wins and finalist places, and which your profile shows.');
  const q = useMyTrophies();
  const hide = useHideTrophy();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="trophies-title">
      <Link
        to="/apps/mb-trophy/awards"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Awards
      </Link>
      <h1 id="trophies-title" className="text-2xl font-bold tracking-tight">
        My trophies
      </h1>
      {q.isPending ? (
        <Loading label="Loading your trophies..." className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.trophiesLoadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.trophies.length === 0 ? (
        <EmptyState icon={Trophy} title={M.noTrophies}>
          Winners and finalists of awards get a trophy on their profile when the results are published.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="my-trophies">
          {q.data.trophies.map((t) => (
            <li
              key={t.id}
              className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="my-trophy"
            >
              <TrophyBadge trophy={t} />
              <div className="flex items-center gap-2 text-sm">
                <Switch
                  id={`show-${t.id}`}
                  checked={!t.hidden}
                  disabled={hide.busy}
                  aria-label={`Show ${t.category} on my profile`}
                  onCheckedChange={(show) =>
                    void hide.submit(
                      { id: t.id, hidden: !show },
                      { success: { title: show ? M.trophyShown : M.trophyHidden }, failure: (m) => ({ title: m ?? M.saveFailed }) },
                    )
                  }
                />
                <label htmlFor={`show-${t.id}`}>Show on my profile</label>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
