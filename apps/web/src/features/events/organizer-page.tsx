import { EVENT_MESSAGES, ORGANIZER_GROUPS, type OrganizerEvent, type OrganizerGroup } from '@mb/contract/events';
import { CalendarDays, CalendarPlus, LayoutGrid, Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { t, tm } from '../../lib/i18n';
import { EventForm } from './event-form';
import { groupBadge, groupLabel, placeText, whenText } from './format';
import { useMyOrganizedEvents } from './queries';

/** The app's name, the same in every language. */
const APP_NAME = 'MB Events';

const GROUP_VARIANT: Record<OrganizerGroup, 'secondary' | 'info' | 'success' | 'outline' | 'warning'> = {
  draft: 'secondary',
  in_review: 'info',
  published: 'success',
  past: 'outline',
  cancelled: 'warning',
};

function Row({ e }: { e: OrganizerEvent }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:gap-3" data-testid="organizer-event">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold">{e.title}</p>
        <p className="truncate text-sm text-muted-foreground">
          {e.start_date ? whenText(e.start_date, e.timezone) : t('events.noDate', 'No date yet')} · {placeText(e)}
        </p>
        {e.group === 'draft' && e.rejection_reason ? (
          <p className="text-sm text-warning">
            {t('events.changesRequested', 'Changes requested: {reason}', { reason: e.rejection_reason })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm tabular-nums text-muted-foreground">
          {t('events.organizer.seats', '{taken}/{capacity} seats', { taken: e.seats_taken, capacity: e.capacity })}
        </span>
        <Badge variant={GROUP_VARIANT[e.group]}>{groupBadge(e.group)}</Badge>
        <Button asChild size="sm" variant="outline" className="ml-auto sm:ml-0">
          <Link to={`/app/mb-events/manage/${e.id}`} aria-label={t('events.manage.titleOf', 'Manage {title}', { title: e.title })}>
            <Settings2 aria-hidden />
            {t('events.organizer.manage', 'Manage')}
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** /app/mb-events: the organizer's events by state, and a new one (MB Events installed; the API enforces it). */
export default function OrganizerPage() {
  usePageMeta(APP_NAME, t('events.organizer.meta', 'Create and promote your own events with the MB Events app.'));
  const list = useMyOrganizedEvents();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const notInstalled = list.error instanceof ApiError && list.error.status === 403;
  const events = list.data?.events ?? [];
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="mb-events-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="mb-events-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarDays className="size-6 text-primary" aria-hidden />
            {APP_NAME}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('events.organizer.lead', 'Your events: drafts, those in review, published, past and cancelled.')}
          </p>
        </div>
        {list.data ? (
          <Button onClick={() => setCreating(true)} data-testid="new-event">
            <Plus aria-hidden />
            {t('events.form.new', 'New event')}
          </Button>
        ) : null}
      </div>
      {list.data && !list.data.trusted ? (
        <p className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm">
          {t(
            'events.organizer.firstReviewed',
            'Your first event is reviewed by our moderators before it is listed. Once one is approved, your next events publish at once.',
          )}
        </p>
      ) : null}
      {list.isPending ? (
        <Loading label={t('events.organizer.loading', 'Loading your events...')} className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </Loading>
      ) : notInstalled ? (
        <EmptyState
          icon={LayoutGrid}
          title={t('events.organizer.install', 'Install MB Events')}
          action={
            <Button asChild>
              <Link to="/app-store">{t('events.organizer.appStore', 'Open the App Store')}</Link>
            </Button>
          }
        >
          {tm(EVENT_MESSAGES.appRequired)}
        </EmptyState>
      ) : list.isError ? (
        <ErrorState message={EVENT_MESSAGES.loadFailed} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : events.length === 0 ? (
        <EmptyState
          icon={CalendarPlus}
          title={EVENT_MESSAGES.noEvents}
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('events.organizer.create', 'Create an event')}
            </Button>
          }
        >
          {tm(EVENT_MESSAGES.noEventsHint)}
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          {ORGANIZER_GROUPS.map((g) => {
            const rows = events.filter((e) => e.group === g);
            if (!rows.length) return null;
            return (
              <section key={g} aria-labelledby={`group-${g}`} className="grid gap-2">
                <h2 id={`group-${g}`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  {groupLabel(g)} ({rows.length})
                </h2>
                <ul className="grid gap-2">
                  {rows.map((e) => (
                    <Row key={e.id} e={e} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {creating ? (
        <EventForm event={null} onClose={() => setCreating(false)} onSaved={(e) => navigate(`/app/mb-events/manage/${e.id}`)} />
      ) : null}
    </section>
  );
}
