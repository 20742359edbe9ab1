import { CalendarDays } from 'lucide-react';
import { t } from '../../lib/i18n';
import { EventCard } from './event-card';
import { useBusinessEvents } from './queries';

/** A business page's upcoming events (the directory's /business/{id}); nothing at all when it has none. */
export function BusinessEvents({ businessId }: { businessId: string }) {
  const list = useBusinessEvents(businessId);
  if (!list.data?.events.length) return null;
  return (
    <section aria-labelledby="business-events-title" className="grid gap-3" data-testid="business-events">
      <h2 id="business-events-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="size-5 text-primary" aria-hidden />
        {t('events.business.upcoming', 'Upcoming events')}
      </h2>
      <ul className="grid gap-3">
        {list.data.events.map((e) => (
          <li key={e.id}>
            <EventCard event={e} />
          </li>
        ))}
      </ul>
    </section>
  );
}
