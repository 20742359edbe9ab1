import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Attendee,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  formatTicketCode,
  messageAttendeesInput,
  type OrganizerEvent,
} from '@mb/contract/events';
import { ArrowLeft, Ban, CheckCircle2, Download, Eye, Mail, Pencil, ScanLine, Send, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { NotFoundPage } from '../../components/page/not-found-page';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { applyServerError } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { EventForm } from './event-form';
import { groupBadge, placeText, rangeText, ticketStatusLabel, toCsv } from './format';
import { useAttendees, useCancelEvent, useCheckIn, useMessageAttendees, useOrganizedEvent, usePublishEvent } from './queries';

/** What a ticket code looks like (the same in every language). */
const CODE_SHAPE = 'ABCDE-FGHJK';

// The camera and its decoder load only when the organizer starts scanning.
const QrScanner = lazy(() => import('../../components/qr-scanner'));

function Counts({ e }: { e: OrganizerEvent }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3" aria-live="polite">
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">{t('events.manage.seatsTaken', 'Seats taken')}</span>
          <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="count-seats">
            {e.seats_taken} / {e.capacity}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">{t('events.ticket.checkedIn', 'Checked in')}</span>
          <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="count-checked-in">
            {e.checked_in}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">{t('events.manage.seatsLeft', 'Seats left')}</span>
          <span className="text-xl font-bold tabular-nums sm:text-2xl">{Math.max(0, e.capacity - e.seats_taken)}</span>
        </CardContent>
      </Card>
    </div>
  );
}

/** Check-in at the door: type the code (groups, case and dashes do not matter) or scan the ticket's QR code. */
function CheckIn({ e }: { e: OrganizerEvent }) {
  const check = useCheckIn();
  const [code, setCode] = useState('');
  const [last, setLast] = useState<Attendee | null>(null);
  const [scanning, setScanning] = useState(false);
  const send = async (value: string) => {
    if (!value.trim()) return;
    setLast(null);
    const r = await check.submit({ id: e.id, code: value });
    if (r.ok) {
      setLast(r.data.attendee);
      setCode('');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ScanLine className="size-5 text-primary" aria-hidden />
          {t('events.manage.checkIn', 'Check-in')}
        </CardTitle>
        <CardDescription>
          {t('events.manage.checkInHint', "Scan the ticket's QR code with your camera, or type the code printed under it.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form
          className="grid gap-2 sm:flex sm:items-end"
          aria-label={t('events.manage.checkInLabel', 'Check a ticket in')}
          onSubmit={(ev) => {
            ev.preventDefault();
            void send(code);
          }}
        >
          <Field label={t('events.manage.code', 'Ticket code')} className="min-w-0 sm:flex-1">
            {(p) => (
              <Input
                {...p}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={CODE_SHAPE}
                className="font-mono uppercase"
                onChange={(x) => setCode(x.target.value)}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="submit" disabled={check.busy || !code.trim()} data-testid="check-in">
              <CheckCircle2 aria-hidden />
              {t('events.manage.checkInButton', 'Check in')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setScanning((s) => !s)} aria-pressed={scanning}>
              <ScanLine aria-hidden />
              {scanning ? t('events.manage.closeScanner', 'Close scanner') : t('events.manage.scan', 'Scan QR code')}
            </Button>
          </div>
        </form>
        {scanning ? (
          <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
            <QrScanner onCode={(text) => void send(text)} label={t('events.manage.scanner', 'Ticket scanner')} />
          </Suspense>
        ) : null}
        {last ? (
          <p
            role="status"
            className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
            data-testid="check-in-result"
          >
            {tm(EVENT_MESSAGES.checkedIn)} {last.name}
          </p>
        ) : null}
        <FormError message={check.error} data-testid="check-in-error" />
      </CardContent>
    </Card>
  );
}

function downloadCsv(e: OrganizerEvent, rows: Attendee[]) {
  const csv = toCsv([
    [
      t('events.manage.name', 'Name'),
      t('events.manage.username', 'Username'),
      t('events.manage.code', 'Ticket code'),
      t('events.manage.status', 'Status'),
      t('events.manage.registeredAt', 'Registered at'),
      t('events.manage.checkedInAt', 'Checked in at'),
    ],
    ...rows.map((a) => [
      a.name,
      a.username ?? '',
      formatTicketCode(a.code),
      ticketStatusLabel(a.status),
      a.created_at,
      a.checked_in_at ?? '',
    ]),
  ]);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${
    e.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  }-attendees.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

function Attendees({ e }: { e: OrganizerEvent }) {
  const list = useAttendees(e.id);
  const [messaging, setMessaging] = useState(false);
  const rows = list.data?.attendees ?? [];
  const reachable = rows.filter((a) => a.status === 'valid' || a.status === 'checked_in').length;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Users className="size-5 text-primary" aria-hidden />
            {t('events.manage.attendees', 'Attendees')}
          </CardTitle>
          <CardDescription>{t('events.manage.onlyYou', 'Only you see this list.')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={!rows.length} onClick={() => downloadCsv(e, rows)} data-testid="export-csv">
            <Download aria-hidden />
            {t('events.manage.export', 'Export CSV')}
          </Button>
          <Button size="sm" variant="outline" disabled={!reachable || e.status === 'cancelled'} onClick={() => setMessaging(true)}>
            <Mail aria-hidden />
            {t('events.manage.message', 'Message attendees')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Loading label={t('events.manage.loadingAttendees', 'Loading attendees...')}>
            <Skeleton className="h-24 w-full" />
          </Loading>
        ) : list.isError ? (
          <ErrorState
            message={t('events.manage.attendeesFailed', 'Could not load the attendees.')}
            onRetry={() => list.refetch()}
            retrying={list.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={Users} title={t('events.manage.noAttendees', 'No attendees yet')}>
            {e.group === 'published'
              ? t('events.manage.noAttendeesText', 'People who RSVP or buy a ticket appear here.')
              : t('events.manage.publishFirst', 'Publish the event so members can RSVP.')}
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="attendee-table">
              <thead className="text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pr-3 font-medium">{t('events.manage.name', 'Name')}</th>
                  <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t('events.manage.codeShort', 'Code')}</th>
                  <th className="py-2 pr-3 font-medium">{t('events.manage.status', 'Status')}</th>
                  <th className="hidden py-2 font-medium md:table-cell">{t('events.manage.registered', 'Registered')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.ticket_id} className="border-b last:border-0">
                    <td className="py-2 pr-3">
                      {a.username ? (
                        <Link to={`/${a.username}`} className="hover:underline">
                          {a.name}
                        </Link>
                      ) : (
                        a.name
                      )}
                    </td>
                    <td className="hidden py-2 pr-3 font-mono text-xs whitespace-nowrap sm:table-cell">
                      {a.code.length > EVENT_LIMITS.codeLength ? `${formatTicketCode(a.code).slice(0, 9)}…` : formatTicketCode(a.code)}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge variant={a.status === 'checked_in' ? 'info' : a.status === 'valid' ? 'success' : 'outline'}>
                        {ticketStatusLabel(a.status)}
                      </Badge>
                    </td>
                    <td className="hidden py-2 text-muted-foreground md:table-cell">
                      {new Date(a.created_at).toLocaleString(intlLocale())}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      {messaging ? <MessageDialog e={e} count={reachable} onClose={() => setMessaging(false)} /> : null}
    </Card>
  );
}

const MESSAGE_FIELDS = ['subject', 'body'] as const;

function MessageDialog({ e, count, onClose }: { e: OrganizerEvent; count: number; onClose: () => void }) {
  const send = useMessageAttendees();
  const form = useForm<z.input<typeof messageAttendeesInput>, unknown, z.output<typeof messageAttendeesInput>>({
    resolver: zodResolver(messageAttendeesInput),
    defaultValues: { subject: '', body: '' },
  });
  const { errors } = form.formState;
  const body = form.watch('body');
  const submit = form.handleSubmit(async (text) => {
    const r = await send.submit({ id: e.id, ...text }, { success: { title: EVENT_MESSAGES.messageSent } });
    if (r.ok) onClose();
    // Under its field and, as always, above the buttons too.
    else applyServerError(r.error, form.setError, MESSAGE_FIELDS);
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('events.manage.message', 'Message attendees')}</DialogTitle>
          <DialogDescription>
            {t(
              'events.manage.messageIntro',
              '{count, plural, one {# attendee gets} other {# attendees get}} a notification and an e-mail.',
              { count },
            )}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <Field label={t('events.manage.subject', 'Subject')} error={errors.subject?.message}>
            {(p) => <Input {...p} maxLength={120} {...form.register('subject')} />}
          </Field>
          <Field label={t('events.manage.messageField', 'Message')} error={errors.body?.message} hint={`${body.length}/2000`}>
            {(p) => <Textarea {...p} rows={5} maxLength={2000} {...form.register('body')} />}
          </Field>
          <FormError message={send.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={send.busy}>
              <Send aria-hidden />
              {send.busy ? t('events.sending', 'Sending...') : t('events.manage.send', 'Send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ e, onClose }: { e: OrganizerEvent; onClose: () => void }) {
  const cancel = useCancelEvent();
  const paid = e.ticket_kind === 'paid';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('events.manage.cancelTitle', 'Cancel “{title}”?', { title: e.title })}</DialogTitle>
          <DialogDescription>
            {e.seats_taken
              ? paid
                ? t(
                    'events.manage.cancelPaid',
                    'All {count, plural, one {# attendee is} other {# attendees are}} notified and e-mailed, and paid tickets are refunded.',
                    { count: e.seats_taken },
                  )
                : t('events.manage.cancelFree', 'All {count, plural, one {# attendee is} other {# attendees are}} notified and e-mailed.', {
                    count: e.seats_taken,
                  })
              : t('events.manage.noTickets', 'Nobody has a ticket yet.')}{' '}
            {t('events.manage.cannotUndo', 'This cannot be undone.')}
          </DialogDescription>
        </DialogHeader>
        <FormError message={cancel.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('events.manage.keep', 'Keep the event')}
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.busy}
            data-testid="confirm-cancel"
            onClick={async () => {
              const r = await cancel.submit(e.id, { success: { title: t('events.manage.cancelled', 'The event is cancelled.') } });
              if (r.ok) onClose();
            }}
          >
            <Ban aria-hidden />
            {cancel.busy ? t('events.manage.cancelling', 'Cancelling...') : t('events.manage.cancel', 'Cancel event')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** /app/mb-events/manage/{eventId}: edit, publish, live counts, check-in, attendees (CSV, message), cancel. */
export default function ManagePage() {
  const { eventId = '' } = useParams();
  const q = useOrganizedEvent(eventId);
  const publish = usePublishEvent();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  usePageMeta(
    q.data ? t('events.manage.titleOf', 'Manage {title}', { title: q.data.title }) : t('events.manage.title', 'Manage event'),
    t('events.manage.meta', 'Edit an event, its tickets and its attendee list.'),
  );
  if (q.isPending)
    return (
      <Loading label={t('events.page.loading', 'Loading the event...')} className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </Loading>
    );
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
    const notInstalled = q.error instanceof ApiError && q.error.status === 403;
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8">
        <ErrorState
          message={notInstalled ? EVENT_MESSAGES.appRequired : t('events.page.loadFailed', 'Could not load this event.')}
          onRetry={notInstalled ? undefined : () => q.refetch()}
          retrying={q.isFetching}
        />
      </div>
    );
  }
  const e = q.data;
  const live = e.status === 'published' && e.moderation === 'approved';
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="manage-title">
      <Link to="/app/mb-events" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t('events.manage.myEvents', 'My events')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="manage-title" className="text-2xl font-bold tracking-tight">
              {e.title}
            </h1>
            <Badge variant={e.group === 'published' ? 'success' : e.group === 'in_review' ? 'info' : 'secondary'} data-testid="event-group">
              {groupBadge(e.group)}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {e.start_date ? rangeText(e) : t('events.noDate', 'No date yet')} · {placeText(e)}
          </p>
          {e.rejection_reason && e.status === 'draft' ? (
            <p className="text-sm text-warning">
              {t('events.changesRequested', 'Changes requested: {reason}', { reason: e.rejection_reason })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {e.status !== 'cancelled' ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('events.manage.edit', 'Edit')}
            </Button>
          ) : null}
          {e.status === 'draft' ? (
            <Button
              disabled={publish.busy}
              data-testid="publish-event"
              onClick={() =>
                void publish.submit(e.id, {
                  success: (x) => ({ title: x.moderation === 'approved' ? EVENT_MESSAGES.publishedNow : EVENT_MESSAGES.submitted }),
                })
              }
            >
              <Send aria-hidden />
              {t('events.manage.publish', 'Publish')}
            </Button>
          ) : null}
          {e.status !== 'draft' ? (
            <Button asChild variant="outline">
              <Link to={`/events/${e.id}`}>
                <Eye aria-hidden />
                {t('events.manage.view', 'View page')}
              </Link>
            </Button>
          ) : null}
          {e.status !== 'cancelled' ? (
            <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)} data-testid="cancel-event">
              <Ban aria-hidden />
              {t('events.manage.cancel', 'Cancel event')}
            </Button>
          ) : null}
        </div>
      </div>
      <FormError message={publish.error} />
      {e.group === 'in_review' ? (
        <p className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm">{tm(EVENT_MESSAGES.submitted)}</p>
      ) : null}
      {e.status === 'cancelled' ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {e.ticket_kind === 'paid'
            ? t('events.manage.isCancelledPaid', 'This event is cancelled. Attendees were notified and paid tickets refunded.')
            : t('events.manage.isCancelled', 'This event is cancelled. Attendees were notified.')}
        </p>
      ) : null}
      <Counts e={e} />
      {live ? <CheckIn e={e} /> : null}
      <Attendees e={e} />
      {editing ? <EventForm event={e} onClose={() => setEditing(false)} /> : null}
      {cancelling ? <CancelDialog e={e} onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}
