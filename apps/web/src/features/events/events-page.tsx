import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_CATEGORIES, EVENT_MESSAGES, type EventListQuery, eventListQuery } from '@mb/contract/events';
import { CalendarDays, CalendarPlus, Search, Ticket } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t, tm } from '../../lib/i18n';
import { EventCard } from './event-card';
import { categoryLabel, ticketStatusLabel } from './format';
import { useMyTickets, useUpcomingEvents } from './queries';

export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

function ListSkeleton() {
  return (
    <Loading label={t('events.loading', 'Loading events...')} className="grid gap-3">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </Loading>
  );
}

/** The filters as typed (empty is no filter), checked by the contract's query schema. */
const filtersForm = z
  .object({ from: z.string(), to: z.string(), location: z.string(), category: z.string() })
  .transform((d) => Object.fromEntries(Object.entries(d).filter(([, v]) => v.trim() !== '')))
  .pipe(eventListQuery);
type FiltersDraft = z.input<typeof filtersForm>;

/** The filters as typed; applied on submit so a half-typed place does not query on every key. */
function Filters({ value, onApply }: { value: EventListQuery; onApply: (q: EventListQuery) => void }) {
  const form = useForm<FiltersDraft, unknown, EventListQuery>({
    resolver: zodResolver(filtersForm),
    defaultValues: { from: value.from ?? '', to: value.to ?? '', location: value.location ?? '', category: value.category ?? '' },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 lg:grid-cols-[1fr_1fr_1.4fr_1.2fr_auto] lg:items-end"
      aria-label={t('events.list.filter', 'Filter events')}
      noValidate
      onSubmit={form.handleSubmit(onApply)}
    >
      <Field label={t('events.list.from', 'From')} error={errors.from?.message}>
        {(p) => <Input {...p} type="date" {...form.register('from')} />}
      </Field>
      <Field label={t('events.list.to', 'To')} error={errors.to?.message}>
        {(p) => <Input {...p} type="date" {...form.register('to')} />}
      </Field>
      <Field label={t('events.list.location', 'Location')} className="col-span-2 lg:col-span-1">
        {(p) => (
          <Input
            {...p}
            placeholder={t('events.list.locationPlaceholder', 'City, country or “online”')}
            maxLength={200}
            {...form.register('location')}
          />
        )}
      </Field>
      <Field label={t('events.list.category', 'Category')} className="col-span-2 sm:col-span-1">
        {(p) => (
          <select {...p} className={selectClass} {...form.register('category')}>
            <option value="">{t('events.list.allCategories', 'All categories')}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" className="col-span-2 self-end sm:col-span-1">
        <Search aria-hidden />
        {t('events.list.search', 'Search')}
      </Button>
    </form>
  );
}

function Upcoming({ q, setQ }: { q: EventListQuery; setQ: (q: EventListQuery) => void }) {
  const list = useUpcomingEvents(q);
  const filtered = Object.values(q).some(Boolean);
  return (
    <div className="grid gap-4">
      <Filters value={q} onApply={setQ} />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorState message={EVENT_MESSAGES.loadFailed} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.events.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={EVENT_MESSAGES.empty}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setQ({})}>
                {t('events.list.clear', 'Clear filters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? EVENT_MESSAGES.emptyHint : t('events.list.noneYet', 'No events are scheduled yet. Check back soon.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label={t('events.business.upcoming', 'Upcoming events')}>
          {list.data.events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MyTickets() {
  const list = useMyTickets();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError)
    return (
      <ErrorState
        message={t('events.list.ticketsFailed', 'Could not load your tickets.')}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data.tickets.length === 0)
    return (
      <EmptyState icon={Ticket} title={EVENT_MESSAGES.noTickets}>
        {tm(EVENT_MESSAGES.noTicketsHint)}
      </EmptyState>
    );
  return (
    <ul className="grid gap-3" aria-label={t('events.list.yourTickets', 'Your tickets')} data-testid="my-tickets">
      {list.data.tickets.map(({ ticket, event }) => (
        <li key={ticket.id}>
          <EventCard
            event={event}
            extra={
              <Badge variant={ticket.status === 'valid' ? 'success' : ticket.status === 'checked_in' ? 'info' : 'outline'}>
                {ticketStatusLabel(ticket.status)}
              </Badge>
            }
          />
        </li>
      ))}
    </ul>
  );
}

const QUERY_KEYS = ['from', 'to', 'location', 'category'] as const;

/** /events (signed in): upcoming events with filters, and the member's tickets (tab=tickets). */
export default function EventsPage() {
  usePageMeta(
    t('events.title', 'Events'),
    t('events.list.lead', 'Industry events, conventions and award shows, and the ones you are attending.'),
  );
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tickets' ? 'tickets' : 'upcoming';
  const q: EventListQuery = {};
  for (const k of QUERY_KEYS) {
    const v = params.get(k);
    if (v) (q as Record<string, string>)[k] = v;
  }
  const setQ = (next: EventListQuery) => {
    const p = new URLSearchParams();
    for (const k of QUERY_KEYS) if (next[k]) p.set(k, String(next[k]));
    setParams(p);
  };
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="events-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="events-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarDays className="size-6 text-primary" aria-hidden />
            {t('events.title', 'Events')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('events.list.lead', 'Industry events, conventions and award shows, and the ones you are attending.')}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/app/mb-events">
            <CalendarPlus aria-hidden />
            {t('events.list.organize', 'Organize an event')}
          </Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'tickets' ? { tab: 'tickets' } : {})}>
        <TabsList>
          <TabsTrigger value="upcoming">{t('events.list.upcoming', 'Upcoming')}</TabsTrigger>
          <TabsTrigger value="tickets">{t('events.list.myTickets', 'My tickets')}</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="mt-4">
          <Upcoming q={q} setQ={setQ} />
        </TabsContent>
        <TabsContent value="tickets" className="mt-4">
          <MyTickets />
        </TabsContent>
      </Tabs>
    </section>
  );
}
