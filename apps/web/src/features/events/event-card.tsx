import type { EventItem } from '@mb/contract/events';
import { MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { t } from '../../lib/i18n';
import { pictureSrcSet } from '../../lib/responsive-image';
import { categoryLabel, dayBox, placeText, priceText, seatsLeft, whenText } from './format';

/** An event in a list: its day, title, time and place, category, price and seats left. */
export function EventCard({ event, extra }: { event: EventItem; extra?: React.ReactNode }) {
  const box = event.start_date ? dayBox(event.start_date, event.timezone) : null;
  const left = seatsLeft(event);
  return (
    <Link
      to={`/events/${event.id}`}
      className="group flex gap-4 rounded-lg border bg-card p-3 text-card-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
      data-testid="event-card"
    >
      {event.image_url ? (
        <img
          src={event.image_url}
          srcSet={pictureSrcSet(event.image_url, 1600)}
          sizes="144px"
          alt=""
          width={144}
          height={96}
          decoding="async"
          className="hidden aspect-[3/2] w-36 shrink-0 rounded-md object-cover sm:block"
          loading="lazy"
        />
      ) : null}
      {box ? (
        <div className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-md border bg-background" aria-hidden>
          <span className="text-xs font-semibold text-primary">{box.month}</span>
          <span className="text-xl font-bold leading-none">{box.day}</span>
        </div>
      ) : null}
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <p className="truncate font-semibold group-hover:underline">{event.title}</p>
        <p className="text-sm text-muted-foreground">
          {event.start_date ? whenText(event.start_date, event.timezone) : t('events.dateTba', 'Date to be announced')}
        </p>
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{placeText(event)}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{categoryLabel(event.category)}</Badge>
          <Badge variant="outline">
            <Ticket className="size-3" aria-hidden />
            {priceText(event)}
          </Badge>
          {event.status === 'cancelled' ? (
            <Badge variant="outline" className="border-destructive/40 text-destructive">
              {t('events.cancelled', 'Cancelled')}
            </Badge>
          ) : left === 0 ? (
            <Badge variant="warning">{t('events.soldOut', 'Sold out')}</Badge>
          ) : left <= 10 ? (
            <Badge variant="info">{t('events.left', '{count} left', { count: left })}</Badge>
          ) : null}
          {extra}
        </div>
      </div>
    </Link>
  );
}
