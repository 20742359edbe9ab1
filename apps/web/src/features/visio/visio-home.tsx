import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateVisioRoomInput,
  createVisioRoomInput,
  VISIO_MESSAGES as M,
  VISIO_LIMITS,
  type VisioCallSummary,
  type VisioRoom,
} from '@mb/contract/visio';
import { History, Link2, Video } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { durationLabel, localInputValue, nameOf, whenLabel } from './format';
import { useBookingChoices, useCancelRoom, useCreateRoom, useVisioHome } from './queries';

/**
 * MB Visio's home (the app's page once installed, /apps/mb-visio): create a room (now or later, for
 * chosen members or a booking's other party), the upcoming rooms with their invite links, and the
 * call history (who took part, when, how long).
 */
export function VisioHome() {
  const q = useVisioHome();
  return (
    <section className="grid gap-6" aria-labelledby="visio-home-title" data-testid="visio-home">
      <h2 id="visio-home-title" className="sr-only">
        {tm(M.title)}
      </h2>
      <CreateRoom />
      {q.isPending ? (
        <Loading label={t('visio.loadingRooms', 'Loading your rooms...')} className="grid gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <>
          <div className="grid gap-3">
            <h3 className="text-lg font-semibold">{tm(M.upcoming)}</h3>
            {q.data.upcoming.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="visio-upcoming-empty">
                {tm(M.noUpcoming)}
              </p>
            ) : (
              <ul className="grid gap-3" data-testid="visio-upcoming">
                {q.data.upcoming.map((r) => (
                  <RoomCard key={r.id} room={r} />
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-3">
            <h3 className="text-lg font-semibold">{tm(M.history)}</h3>
            {q.data.history.length === 0 ? (
              <EmptyState icon={History} title={t('visio.noCalls', 'No calls yet')} titleAs="h2">
                {tm(M.noHistory)}
              </EmptyState>
            ) : (
              <ul className="grid gap-2" data-testid="visio-history">
                {q.data.history.map((c) => (
                  <HistoryRow key={c.id} call={c} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

const inviteeList = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);

/** A local 'datetime-local' value as an instant; an unreadable one stays as typed, for the contract to refuse. */
const instantOf = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

/** The form's text as the server's input, checked by the contract's createVisioRoomInput (a start in the past included). */
const roomForm = z
  .object({
    title: z.string(),
    when: z.enum(['now', 'later']),
    starts_at: z.string(),
    invitees: z.string(),
    booking_id: z.string(),
  })
  .transform(
    (v): CreateVisioRoomInput => ({
      title: v.title,
      invitees: inviteeList(v.invitees),
      ...(v.when === 'later' ? { starts_at: instantOf(v.starts_at) } : {}),
      ...(v.booking_id ? { booking_id: v.booking_id } : {}),
    }),
  )
  .pipe(createVisioRoomInput);
const ROOM_FIELDS = ['title', 'starts_at', 'invitees', 'booking_id'] as const;

function CreateRoom() {
  const create = useCreateRoom();
  const bookings = useBookingChoices();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof roomForm>, unknown, z.output<typeof roomForm>>({
    resolver: zodResolver(roomForm),
    defaultValues: {
      title: '',
      when: 'now',
      starts_at: localInputValue(new Date(Date.now() + 60 * 60_000)),
      invitees: '',
      booking_id: '',
    },
  });
  const { errors } = form.formState;
  const set = form.register;
  const when = form.watch('when');

  const submit = form.handleSubmit(async (body) => {
    const r = await create.submit(body, { form: { setError: form.setError, fields: ROOM_FIELDS } });
    if (!r.ok) return;
    form.reset({ ...form.getValues(), title: '', invitees: '', booking_id: '' });
    if (!body.starts_at) navigate(r.data.room.invite_path);
    else
      toast.success(t('visio.roomCreated', 'Room created'), {
        description: t('visio.roomCreated.text', 'The members invited were sent the link.'),
      });
  });

  return (
    <form className="grid gap-4 rounded-lg border bg-card p-4" onSubmit={(e) => void submit(e)} noValidate data-testid="visio-create">
      <div className="flex items-center gap-2">
        <Video className="size-5 text-primary" aria-hidden />
        <h3 className="text-lg font-semibold">{t('visio.newRoom', 'New room')}</h3>
      </div>
      <Field label={t('visio.field.title', 'Title')} error={errors.title?.message}>
        {(p) => <Input {...p} maxLength={VISIO_LIMITS.titleMax} {...set('title')} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('visio.field.when', 'When')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="now" className="accent-primary" {...set('when')} />
            {t('visio.field.now', 'Now (instant call)')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="later" className="accent-primary" {...set('when')} />
            {t('visio.field.schedule', 'Schedule')}
          </label>
        </div>
        {when === 'later' ? (
          <Field label={t('visio.field.startsAt', 'Starts at (your time)')} error={errors.starts_at?.message}>
            {(p) => <Input {...p} type="datetime-local" className="w-fit" {...set('starts_at')} />}
          </Field>
        ) : null}
      </fieldset>
      <Field
        label={t('visio.field.invite', 'Invite members')}
        hint={t('visio.field.inviteHint', 'Usernames, separated by commas (e.g. @jane_doe, @studio_x).')}
        error={errors.invitees?.message}
      >
        {(p) => <Input {...p} placeholder={t('visio.field.placeholder', '@username')} {...set('invitees')} />}
      </Field>
      {bookings.data && bookings.data.length > 0 ? (
        <Field label={t('visio.field.booking', 'Or invite the other party of a booking')} error={errors.booking_id?.message}>
          {(p) => (
            <select {...p} className="h-10 rounded-md border border-input bg-background px-3 text-sm" {...set('booking_id')}>
              <option value="">{t('visio.field.noBooking', 'No booking')}</option>
              {bookings.data.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}, {whenLabel(b.starts_at)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <FormError message={create.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.busy} data-testid="visio-create-submit">
          {create.busy
            ? t('visio.saving', 'Saving...')
            : when === 'now'
              ? t('visio.start', 'Start the call')
              : t('visio.create', 'Create room')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t('visio.createNote', 'Up to {max} people in a call. Those invited are notified with the link. Nothing is recorded.', {
            max: VISIO_LIMITS.participantsMax,
          })}
        </p>
      </div>
    </form>
  );
}

function RoomCard({ room: r }: { room: VisioRoom }) {
  const cancel = useCancelRoom();
  const copy = () =>
    void navigator.clipboard?.writeText(`${window.location.origin}${r.invite_path}`).then(
      () => toast.success(t('visio.copied', 'Invite link copied')),
      () => toast.error(t('visio.copyFailed', 'Could not copy the link.')),
    );
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4" data-testid="visio-room-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold break-words">{r.title}</p>
          <p className="text-sm text-muted-foreground tabular-nums">{whenLabel(r.starts_at)}</p>
        </div>
        {r.status === 'live' ? (
          <Badge variant="success">{t('visio.liveCount', 'Live · {count} in the call', { count: r.in_call })}</Badge>
        ) : (
          <Badge variant="outline">{t('visio.scheduled', 'Scheduled')}</Badge>
        )}
      </div>
      <p className="text-sm">
        {r.role === 'host'
          ? t('visio.youHostWith', 'You host · with {names}', {
              names: r.invitees.map(nameOf).join(', ') || t('visio.nobodyYet', 'nobody yet'),
            })
          : t('visio.hostedBy', 'Hosted by {name}', { name: nameOf(r.host) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={r.invite_path}>{r.status === 'live' ? t('visio.join', 'Join') : t('visio.open', 'Open')}</Link>
        </Button>
        {r.role === 'host' ? (
          <Button size="sm" variant="outline" onClick={copy}>
            <Link2 aria-hidden />
            {t('visio.copyLink', 'Copy invite link')}
          </Button>
        ) : null}
        {r.role === 'host' && r.status === 'scheduled' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={cancel.busy}
            onClick={() =>
              void cancel.submit(r.id, {
                success: { title: t('visio.cancelled', 'Room cancelled') },
                failure: (m) => ({ title: m ?? t('visio.cancelFailed', 'Could not cancel.') }),
              })
            }
          >
            {t('visio.cancelRoom', 'Cancel room')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function HistoryRow({ call: c }: { call: VisioCallSummary }) {
  return (
    <li
      className="grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[minmax(0,2fr)_auto_auto] sm:items-center sm:gap-4"
      data-testid="visio-history-row"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{c.title}</p>
        <p className="truncate text-muted-foreground">{c.participants.map(nameOf).join(', ')}</p>
      </div>
      <p className="tabular-nums text-muted-foreground">{whenLabel(c.started_at)}</p>
      <p className="tabular-nums font-medium" data-testid="visio-history-duration">
        {durationLabel(c.duration_seconds)}
      </p>
    </li>
  );
}
