import {
  type AvailabilityException,
  BOOKING_LIMITS,
  type BookingService,
  type BookingSettingsInput,
  bookingServiceInput,
  bookingSettingsInput,
  BOOKING_MESSAGES as M,
  type WeeklyWindow,
} from '@mb/contract/bookings';
import { ArrowLeft, Copy, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { durationLabel, rateLabel, viewerZone } from './format';
import { useBookingSetup, useDeleteService, useRegenerateFeed, useSaveBookingSettings, useSaveService } from './queries';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** ISO weekdays: Monday to Friday, and the whole week. */
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const zones = (): string[] => {
  const f = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  return f ? f('timeZone') : ['UTC'];
};

/** Zod issues by dotted path: each message goes under its field. */
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

/** /apps/mb-bookings/setup: services, weekly hours, exceptions, zone, buffer, policy and the calendar feed. */
export default function BookingSetupPage() {
  usePageMeta('Services and availability', 'What members can book you for, and when.');
  const q = useBookingSetup();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="setup-title">
      <Link to="/apps/mb-bookings" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {M.title}
      </Link>
      <h1 id="setup-title" className="text-2xl font-bold tracking-tight">
        Services and availability
      </h1>
      {q.isPending ? (
        <Loading label="Loading your set-up..." className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.setupLoadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <Services services={q.data.services} />
          <Availability initial={q.data.settings} />
          <Feed url={q.data.feed_url} bookingPath={q.data.booking_path} />
        </>
      )}
    </section>
  );
}

const card = 'grid gap-4 rounded-lg border bg-card p-5 text-card-foreground';

// ---------------------------------------------------------------------------------------------------

type ServiceDraft = {
  name: string;
  duration: string;
  rate: string;
  currency: string;
  description: string;
  online: boolean;
  location: string;
};
const emptyDraft: ServiceDraft = { name: '', duration: '60', rate: '', currency: 'USD', description: '', online: false, location: '' };
const draftOf = (s: BookingService): ServiceDraft => ({
  name: s.name,
  duration: String(s.duration_minutes),
  rate: s.rate_cents === null ? '' : (s.rate_cents / 100).toFixed(2).replace(/\.00$/, ''),
  currency: s.currency,
  description: s.description,
  online: s.online,
  location: s.location,
});

function Services({ services }: { services: BookingService[] }) {
  const [editing, setEditing] = useState<string | 'new' | null>(services.length === 0 ? 'new' : null);
  const remove = useDeleteService();
  return (
    <section className={card} aria-labelledby="services-title" data-testid="services">
      <div className="flex items-center justify-between gap-2">
        <h2 id="services-title" className="text-lg font-semibold">
          Services
        </h2>
        {editing === null && services.length < BOOKING_LIMITS.servicesMax ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            Add a service
          </Button>
        ) : null}
      </div>
      {services.length === 0 && editing !== 'new' ? <p className="text-sm text-muted-foreground">{M.noServices}</p> : null}
      <ul className="grid gap-2">
        {services.map((s) =>
          editing === s.id ? (
            <li key={s.id}>
              <ServiceForm id={s.id} initial={draftOf(s)} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              data-testid="service-row"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">{s.name}</span>
                <span className="text-muted-foreground">
                  {durationLabel(s.duration_minutes)} · {rateLabel(s.rate_cents, s.currency)} · {s.online ? 'Online' : s.location}
                </span>
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(s.id)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${s.name}`}
                  disabled={remove.busy}
                  onClick={() =>
                    void remove.submit(s.id, { success: { title: M.serviceDeleted }, failure: (m) => ({ title: m ?? M.saveFailed }) })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? <ServiceForm id={null} initial={emptyDraft} onDone={() => setEditing(null)} /> : null}
    </section>
  );
}

function ServiceForm({ id, initial, onDone }: { id: string | null; initial: ServiceDraft; onDone: () => void }) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveService();
  const set = <K extends keyof ServiceDraft>(k: K, v: ServiceDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const rate = d.rate.trim() === '' ? null : Math.round(Number(d.rate.replace(',', '.')) * 100);
    if (rate !== null && (!Number.isFinite(rate) || !/^\d+([.,]\d{1,2})?$/.test(d.rate.trim())))
      return setErrors({ rate_cents: M.rateInvalid });
    const body = {
      name: d.name,
      duration_minutes: Number(d.duration),
      rate_cents: rate,
      currency: d.currency,
      description: d.description,
      online: d.online,
      location: d.location,
    };
    const parsed = bookingServiceInput.safeParse(body);
    if (!parsed.success) return setErrors(issuesOf(parsed));
    setErrors({});
    const r = await save.submit({ id, body: parsed.data }, { success: { title: M.serviceSaved } });
    if (r.ok) onDone();
    else if (r.error && typeof r.error === 'object' && 'fields' in r.error)
      setErrors((r.error as { fields: Record<string, string> }).fields);
  };
  return (
    <form className="grid gap-3 rounded-md border bg-muted/30 p-4" onSubmit={(e) => void submit(e)} noValidate data-testid="service-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} value={d.name} maxLength={BOOKING_LIMITS.nameMax} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Duration (minutes)" error={errors.duration_minutes}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={15}
              max={720}
              step={5}
              value={d.duration}
              onChange={(e) => set('duration', e.target.value)}
            />
          )}
        </Field>
        <Field label="Rate (optional)" error={errors.rate_cents} hint="Leave empty for 'rate on request'.">
          {(p) => <Input {...p} inputMode="decimal" value={d.rate} onChange={(e) => set('rate', e.target.value)} placeholder="150" />}
        </Field>
        <Field label="Currency" error={errors.currency}>
          {(p) => (
            <select {...p} className={selectClass} value={d.currency} onChange={(e) => set('currency', e.target.value)}>
              {['USD', 'EUR', 'GBP', 'CAD', 'AUD'].map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          checked={d.online}
          onChange={(e) => set('online', e.target.checked)}
        />
        Online (a video call or remote work)
      </label>
      <Field label={d.online ? 'Location (optional)' : 'Location'} error={errors.location}>
        {(p) => (
          <Input
            {...p}
            value={d.location}
            maxLength={BOOKING_LIMITS.locationMax}
            onChange={(e) => set('location', e.target.value)}
            placeholder="Studio, city"
          />
        )}
      </Field>
      <Field label="Description (optional)" error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={d.description}
            maxLength={BOOKING_LIMITS.descriptionMax}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <FormError message={save.error && Object.keys(errors).length === 0 ? save.error : null} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.busy}>
          {save.busy ? 'Saving...' : 'Save service'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------

function Availability({ initial }: { initial: BookingSettingsInput & { min_notice_hours: number } }) {
  const fresh = initial.weekly.length === 0 && initial.time_zone === 'UTC';
  const [tz, setTz] = useState(fresh ? viewerZone() : initial.time_zone);
  const [weekly, setWeekly] = useState<WeeklyWindow[]>(initial.weekly);
  const [exceptions, setExceptions] = useState<AvailabilityException[]>(initial.exceptions);
  const [buffer, setBuffer] = useState(String(initial.buffer_minutes));
  const [cancelHours, setCancelHours] = useState(String(initial.cancel_hours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBookingSettings();
  useEffect(() => setErrors({}), []);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { time_zone: tz, buffer_minutes: Number(buffer), cancel_hours: Number(cancelHours), weekly, exceptions };
    const parsed = bookingSettingsInput.safeParse(body);
    if (!parsed.success) return setErrors(issuesOf(parsed));
    setErrors({});
    await save.submit(parsed.data, { success: { title: M.settingsSaved } });
  };
  const setWindow = (i: number, patch: Partial<WeeklyWindow>) => setWeekly((w) => w.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  /** One day's hours onto other days, replacing theirs (issue 31: a working week was seven "Add hours"). */
  const copyDay = (weekday: number, to: readonly number[], what: string) => {
    const source = weekly.filter((w) => w.weekday === weekday);
    const next = [
      ...weekly.filter((w) => w.weekday === weekday || !to.includes(w.weekday)),
      ...to.filter((d) => d !== weekday).flatMap((d) => source.map((w) => ({ ...w, weekday: d }))),
    ].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    if (next.length > BOOKING_LIMITS.weeklyMax) {
      setErrors((e) => ({ ...e, weekly: M.weeklyTooMany }));
      return;
    }
    // Rows move: errors keyed by row would point at others. Saving checks again.
    setErrors({});
    setWeekly(next);
    toast.success(`${DAYS[weekday - 1]}'s hours copied to ${what}.`, { description: 'Save availability to keep them.' });
  };
  const setException = (i: number, patch: Partial<AvailabilityException>) =>
    setExceptions((w) => w.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <form className={card} aria-labelledby="availability-title" onSubmit={(e) => void submit(e)} noValidate data-testid="availability">
      <h2 id="availability-title" className="text-lg font-semibold">
        Availability
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Time zone" error={errors.time_zone} className="sm:col-span-3">
          {(p) => (
            <select {...p} className={selectClass} value={tz} onChange={(e) => setTz(e.target.value)}>
              {[...new Set([tz, ...zones()])].map((z) => (
                <option key={z}>{z}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Buffer between bookings" hint="Minutes kept free after each booking." error={errors.buffer_minutes}>
          {(p) => (
            <Input {...p} type="number" min={0} max={BOOKING_LIMITS.bufferMax} value={buffer} onChange={(e) => setBuffer(e.target.value)} />
          )}
        </Field>
        <Field label="Free cancellation" hint="Hours before the start; later, neither side can cancel here." error={errors.cancel_hours}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              max={BOOKING_LIMITS.cancelHoursMax}
              value={cancelHours}
              onChange={(e) => setCancelHours(e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">Minimum notice</span>
          <span className="text-muted-foreground">
            {initial.min_notice_hours} hours (in{' '}
            <Link className="text-primary underline-offset-4 hover:underline" to="/apps/mb-bookings#app-settings-title">
              Settings
            </Link>
            )
          </span>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Weekly hours</legend>
        {DAYS.map((day, di) => {
          const rows = weekly.map((w, i) => [w, i] as const).filter(([w]) => w.weekday === di + 1);
          return (
            <div key={day} className="grid gap-2 border-t py-2 sm:grid-cols-[8rem_1fr]" data-testid={`weekday-${di + 1}`}>
              <span className="pt-2 text-sm font-medium">{day}</span>
              <div className="grid gap-2">
                {rows.length === 0 ? <span className="pt-2 text-sm text-muted-foreground">Unavailable</span> : null}
                {rows.map(([w, i]) => (
                  <div key={i} className="flex items-center gap-2">
                    <Input
                      aria-label={`${day} from`}
                      type="time"
                      className="w-28 sm:w-32"
                      value={w.start}
                      onChange={(e) => setWindow(i, { start: e.target.value })}
                    />
                    <span aria-hidden>–</span>
                    <Input
                      aria-label={`${day} to`}
                      type="time"
                      className="w-28 sm:w-32"
                      value={w.end}
                      onChange={(e) => setWindow(i, { end: e.target.value })}
                    />
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${day} hours`}
                      onClick={() => setWeekly((x) => x.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ))}
                {rows.map(([, i]) =>
                  errors[`weekly.${i}.end`] || errors[`weekly.${i}.start`] ? (
                    <p key={`e${i}`} className="text-sm text-destructive">
                      {errors[`weekly.${i}.end`] ?? errors[`weekly.${i}.start`]}
                    </p>
                  ) : null,
                )}
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="w-fit"
                    onClick={() => setWeekly((x) => [...x, { weekday: di + 1, start: '09:00', end: '17:00' }])}
                    aria-label={`Add hours on ${day}`}
                  >
                    <Plus aria-hidden />
                    Add hours
                  </Button>
                  {rows.length > 0 ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        className="w-fit"
                        onClick={() => copyDay(di + 1, WEEKDAYS, 'every weekday')}
                        aria-label={`Copy ${day}'s hours to every weekday`}
                        title="Monday to Friday, replacing their hours"
                      >
                        <Copy aria-hidden />
                        <span className="sm:hidden">Mon–Fri</span>
                        <span className="hidden sm:inline">Copy to Mon–Fri</span>
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        className="w-fit"
                        onClick={() => copyDay(di + 1, EVERY_DAY, 'every day')}
                        aria-label={`Copy ${day}'s hours to every day`}
                      >
                        <Copy aria-hidden />
                        <span className="sm:hidden">Every day</span>
                        <span className="hidden sm:inline">Copy to every day</span>
                      </Button>
                    </>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
        {errors.weekly ? <p className="text-sm text-destructive">{errors.weekly}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Exceptions</legend>
        <p className="text-sm text-muted-foreground">Days off, or extra hours on a date.</p>
        {exceptions.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until saved
          <div key={i} className="flex flex-wrap items-center gap-2 border-t pt-2" data-testid="exception-row">
            <Input
              aria-label="Date"
              type="date"
              className="w-44"
              value={x.date}
              onChange={(e) => setException(i, { date: e.target.value })}
            />
            <select
              aria-label="Kind"
              className={`${selectClass} w-36`}
              value={x.kind}
              onChange={(e) =>
                setException(i, {
                  kind: e.target.value as 'off' | 'extra',
                  start: e.target.value === 'extra' ? (x.start ?? '09:00') : null,
                  end: e.target.value === 'extra' ? (x.end ?? '17:00') : null,
                })
              }
            >
              <option value="off">Day off</option>
              <option value="extra">Extra hours</option>
            </select>
            {x.kind === 'extra' ? (
              <>
                <Input
                  aria-label="From"
                  type="time"
                  className="w-32"
                  value={x.start ?? ''}
                  onChange={(e) => setException(i, { start: e.target.value })}
                />
                <span aria-hidden>–</span>
                <Input
                  aria-label="To"
                  type="time"
                  className="w-32"
                  value={x.end ?? ''}
                  onChange={(e) => setException(i, { end: e.target.value })}
                />
              </>
            ) : null}
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label="Remove exception"
              onClick={() => setExceptions((e) => e.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
            {Object.entries(errors)
              .filter(([k]) => k.startsWith(`exceptions.${i}.`))
              .slice(0, 1)
              .map(([k, m]) => (
                <p key={k} className="w-full text-sm text-destructive">
                  {m}
                </p>
              ))}
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="w-fit"
          onClick={() => setExceptions((e) => [...e, { date: new Date().toISOString().slice(0, 10), kind: 'off' }])}
        >
          <Plus aria-hidden />
          Add an exception
        </Button>
      </fieldset>
      <FormError message={save.error} />
      <Button type="submit" className="w-fit" disabled={save.busy}>
        {save.busy ? 'Saving...' : 'Save availability'}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------

function Feed({ url, bookingPath }: { url: string; bookingPath: string | null }) {
  const regenerate = useRegenerateFeed();
  const copy = (text: string, what: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => toast.success(`${what} copied`),
      () => toast.error('Could not copy.'),
    );
  return (
    <section className={card} aria-labelledby="feed-title">
      <h2 id="feed-title" className="text-lg font-semibold">
        Links
      </h2>
      {bookingPath ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Your booking page (for members)</span>
          <div className="flex gap-2">
            <Input readOnly value={`${window.location.origin}${bookingPath}`} aria-label="Booking page link" />
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label="Copy the booking page link"
              onClick={() => copy(`${window.location.origin}${bookingPath}`, 'Booking link')}
            >
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Choose a username in your profile to get a booking page link.</p>
      )}
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Private calendar feed</span>
        <p className="text-xs text-muted-foreground">
          Subscribe to it in your calendar app to see your accepted bookings. Anyone with the link can read it: keep it to yourself.
        </p>
        <div className="flex gap-2">
          <Input readOnly value={url} aria-label="Calendar feed link" data-testid="feed-url" />
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label="Copy the calendar feed link"
            onClick={() => copy(url, 'Calendar link')}
          >
            <Copy aria-hidden />
          </Button>
        </div>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="w-fit"
          disabled={regenerate.busy}
          onClick={() =>
            void regenerate.submit(undefined, { success: { title: M.feedRegenerated }, failure: (m) => ({ title: m ?? M.saveFailed }) })
          }
        >
          <RefreshCw aria-hidden />
          Make a new link
        </Button>
      </div>
    </section>
  );
}
