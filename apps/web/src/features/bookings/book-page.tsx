import { BOOKING_LIMITS, type BookingService, BOOKING_MESSAGES as M } from '@mb/contract/bookings';
import { ArrowLeft, ChevronLeft, ChevronRight, MapPin, Video } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { dateKey, dayLabel, durationLabel, rateLabel, timeLabel, viewerZone } from './format';
import { useBookingPage, useNextSlots, useRequestBooking, useSlots } from './queries';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * /apps/mb-bookings/book/{username}: a member's services and their free times in the viewer's own
 * zone, a week at a time; picking one and sending a note makes a request the owner answers.
 */
export default function BookPage() {
  const { username = '' } = useParams();
  const page = useBookingPage(username);
  const zone = viewerZone();
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [from, setFrom] = useState<string>(() => dateKey(new Date().toISOString()));
  const [picked, setPicked] = useState<string | null>(null);
  // A time refused as taken (409, issue 31): the form stays, with the member's note, and offers the next free times.
  const [taken, setTaken] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const request = useRequestBooking();
  const navigate = useNavigate();
  const owner = page.data?.owner;
  const ownerName = owner?.display_name || `@${username}`;
  usePageMeta(
    t('bookings.page.title', 'Book {name}', { name: ownerName }),
    t('bookings.page.meta', 'Pick a free time and send a request.'),
  );
  const services = page.data?.services ?? [];
  const service: BookingService | undefined = services.find((s) => s.id === serviceId) ?? services[0];
  const slots = useSlots(username, service?.id ?? null, from);
  const next = useNextSlots(username, service?.id ?? null, taken, page.data?.time_zone ?? 'UTC');
  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    for (const s of slots.data?.slots ?? []) {
      const k = dateKey(s.start, zone);
      days.set(k, [...(days.get(k) ?? []), s.start]);
    }
    return [...days.entries()];
  }, [slots.data, zone]);
  const today = dateKey(new Date().toISOString());
  const formRef = useRef<HTMLDivElement>(null);
  // On a phone the request form is below the times: bring it into view once a time is picked.
  useEffect(() => {
    if (picked || taken) formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [picked, taken]);
  const pick = (start: string) => {
    setPicked(start);
    setTaken(null);
    request.setError(null);
  };

  const send = async () => {
    if (!service || !picked) return;
    const r = await request.submit(
      { username, service_id: service.id, start: picked, note },
      {
        success: {
          title: M.requested,
          description: t('bookings.page.willAnswer', '{name} will answer your request.', { name: ownerName }),
        },
      },
    );
    if (r.ok) navigate('/apps/mb-bookings/my');
    else if (r.error instanceof ApiError && r.error.status === 409) {
      // The message stays (request.error) with the form; the time leaves the list and the next ones are offered.
      setTaken(picked);
      setPicked(null);
      void slots.refetch();
    }
  };

  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="book-title">
      <Link to="/apps/mb-bookings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      {page.isPending ? (
        <Loading label={t('bookings.page.loading', 'Loading the booking page...')} className="grid gap-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </Loading>
      ) : page.isError ? (
        <ErrorState
          title={M.pageLoadFailed}
          message={errorMessage(page.error)}
          onRetry={page.error instanceof ApiError && page.error.status >= 500 ? () => void page.refetch() : undefined}
        />
      ) : (
        <>
          <div className="grid gap-1">
            <h1 id="book-title" className="text-2xl font-bold tracking-tight">
              {t('bookings.page.title', 'Book {name}', { name: ownerName })}
            </h1>
            <p className="text-sm text-muted-foreground">
              {t('bookings.page.zone', 'Times are shown in your time zone ({zone}).', { zone })}{' '}
              {page.data.min_notice_hours > 0
                ? `${t('bookings.page.notice', "At least {count} hours' notice.", { count: page.data.min_notice_hours })} `
                : ''}
              {page.data.cancel_hours > 0
                ? t('bookings.page.cancelUpTo', 'Free cancellation up to {count, plural, one {# hour} other {# hours}} before.', {
                    count: page.data.cancel_hours,
                  })
                : t('bookings.page.cancelUntilStart', 'Free cancellation until the start.')}
            </p>
          </div>
          {services.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{tm(M.ownerHasNoServices)}</p>
          ) : (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-lg font-semibold">{t('bookings.page.service', 'Service')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {services.map((s) => (
                    <label
                      key={s.id}
                      className={cn(
                        'grid cursor-pointer gap-1 rounded-lg border bg-card p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                        s.id === service?.id && 'border-primary ring-1 ring-primary',
                      )}
                    >
                      <input
                        type="radio"
                        name="service"
                        className="sr-only"
                        checked={s.id === service?.id}
                        onChange={() => {
                          setServiceId(s.id);
                          setPicked(null);
                          setTaken(null);
                          request.setError(null);
                        }}
                      />
                      <span className="font-semibold">{s.name}</span>
                      <span className="text-muted-foreground">
                        {durationLabel(s.duration_minutes)} · {rateLabel(s.rate_cents, s.currency)}
                      </span>
                      <span className="flex items-center gap-1 text-muted-foreground">
                        {s.online ? <Video className="size-4" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
                        {s.online ? t('bookings.online', 'Online') : s.location}
                      </span>
                      {s.description ? <span className="text-muted-foreground">{s.description}</span> : null}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-3">
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{t('bookings.page.freeTimes', 'Free times')}</h2>
                  <div className="flex items-center gap-1">
                    <Button
                      size="icon"
                      variant="outline"
                      aria-label={t('bookings.page.prevWeek', 'Previous week')}
                      disabled={from <= today}
                      onClick={() => setFrom((f) => (addDays(f, -7) < today ? today : addDays(f, -7)))}
                    >
                      <ChevronLeft aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="outline"
                      aria-label={t('bookings.page.nextWeek', 'Next week')}
                      disabled={addDays(from, 7) > addDays(today, BOOKING_LIMITS.horizonDays - 7)}
                      onClick={() => setFrom((f) => addDays(f, 7))}
                    >
                      <ChevronRight aria-hidden />
                    </Button>
                  </div>
                </div>
                {slots.isPending ? (
                  <Loading label={t('bookings.page.loadingTimes', 'Loading the free times...')} className="grid gap-2">
                    <Skeleton className="h-16 w-full" />
                    <Skeleton className="h-16 w-full" />
                  </Loading>
                ) : slots.isError ? (
                  <ErrorState
                    title={M.slotsLoadFailed}
                    message={errorMessage(slots.error)}
                    onRetry={() => void slots.refetch()}
                    retrying={slots.isFetching}
                  />
                ) : byDay.length === 0 ? (
                  <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="no-slots">
                    {tm(M.noSlots)}
                  </p>
                ) : (
                  <div className="grid gap-4" data-testid="slots">
                    {byDay.map(([day, starts]) => (
                      <div key={day} className="grid gap-2">
                        <h3 className="text-sm font-medium">{dayLabel(starts[0] as string, zone)}</h3>
                        <div className="flex flex-wrap gap-2">
                          {starts.map((s) => (
                            <Button
                              key={s}
                              size="sm"
                              variant={picked === s ? 'default' : 'outline'}
                              aria-pressed={picked === s}
                              className="tabular-nums"
                              data-slot={s}
                              onClick={() => pick(s)}
                            >
                              {timeLabel(s, zone)}
                            </Button>
                          ))}
                        </div>
                      </div>
                    ))}
                  </div>
                )}
              </div>
              {(picked || taken) && service ? (
                <div ref={formRef} className="grid gap-3 rounded-lg border bg-card p-4" data-testid="request-form">
                  {picked ? (
                    <p className="text-sm">
                      <span className="font-semibold">{service.name}</span>{' '}
                      {t('bookings.page.pickedAt', 'on {day} at {time}', { day: dayLabel(picked, zone), time: timeLabel(picked, zone) })}
                    </p>
                  ) : null}
                  <FormError message={request.error} />
                  {taken ? (
                    <div className="grid gap-2" data-testid="next-slots">
                      <h3 className="text-sm font-medium">{tm(M.nextFreeTimes)}</h3>
                      {next.isPending ? (
                        <Loading label={t('bookings.page.lookingNext', 'Looking for the next free times...')} className="flex gap-2">
                          <Skeleton className="h-8 w-32" />
                          <Skeleton className="h-8 w-32" />
                        </Loading>
                      ) : next.isError ? (
                        <ErrorState
                          title={M.slotsLoadFailed}
                          message={errorMessage(next.error)}
                          onRetry={() => void next.refetch()}
                          retrying={next.isFetching}
                        />
                      ) : next.data.length === 0 ? (
                        <p className="text-sm text-muted-foreground">{tm(M.noNextFreeTimes)}</p>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          {next.data.map((s) => (
                            <Button key={s.start} size="sm" variant="outline" className="tabular-nums" onClick={() => pick(s.start)}>
                              {dayLabel(s.start, zone)}, {timeLabel(s.start, zone)}
                            </Button>
                          ))}
                        </div>
                      )}
                    </div>
                  ) : null}
                  <Field
                    label={t('bookings.page.note', 'Note for the request (optional)')}
                    hint={t('bookings.page.noteHint', 'Up to {max} characters.', { max: BOOKING_LIMITS.noteMax })}
                  >
                    {(p) => (
                      <Textarea {...p} rows={3} maxLength={BOOKING_LIMITS.noteMax} value={note} onChange={(e) => setNote(e.target.value)} />
                    )}
                  </Field>
                  <Button className="w-fit" disabled={request.busy || !picked} onClick={() => void send()}>
                    {request.busy ? t('bookings.sending', 'Sending...') : t('bookings.page.send', 'Send request')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
