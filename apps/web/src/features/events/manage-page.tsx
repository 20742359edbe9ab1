import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Attendee,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  formatTicketCode,
  messageAttendeesInput,
  ORGANIZER_GROUP_LABELS,
  type OrganizerEvent,
  TICKET_STATUS_LABELS,
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
import { intlLocale } from '../../lib/i18n';
import { EventForm } from './event-form';
import { placeText, rangeText, toCsv } from './format';
import { useAttendees, useCancelEvent, useCheckIn, useMessageAttendees, useOrganizedEvent, usePublishEvent } from './queries';

// The camera and its decoder load only when the organizer starts scanning.
const QrScanner = lazy(() => import('../../components/qr-scanner'));

function Counts({ e }: { e: OrganizerEvent }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3" aria-live="polite">
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">Seats taken</span>
          <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="count-seats">
            {e.seats_taken} / {e.capacity}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">Checked in</span>
          <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="count-checked-in">
            {e.checked_in}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-1 p-3 sm:p-4">
          <span className="text-sm text-muted-foreground">Seats left</span>
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
          Check-in
        </CardTitle>
        <CardDescription>Scan the ticket's QR code with your camera, or type the code printed under it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form
          className="grid gap-2 sm:flex sm:items-end"
          aria-label="Check a ticket in"
          onSubmit={(ev) => {
            ev.preventDefault();
            void send(code);
          }}
        >
          <Field label="Ticket code" className="min-w-0 sm:flex-1">
            {(p) => (
              <Input
                {...p}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ABCDE-FGHJK"
                className="font-mono uppercase"
                onChange={(x) => setCode(x.target.value)}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="submit" disabled={check.busy || !code.trim()} data-testid="check-in">
              <CheckCircle2 aria-hidden />
              Check in
            </Button>
            <Button type="button" variant="outline" onClick={() => setScanning((s) => !s)} aria-pressed={scanning}>
              <ScanLine aria-hidden />
              {scanning ? 'Close scanner' : 'Scan QR code'}
            </Button>
          </div>
        </form>
        {scanning ? (
          <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
            <QrScanner onCode={(text) => void send(text)} label="Ticket scanner" />
          </Suspense>
        ) : null}
        {last ? (
          <p
            role="status"
            className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
            data-testid="check-in-result"
          >
            {EVENT_MESSAGES.checkedIn} {last.name}
          </p>
        ) : null}
        <FormError message={check.error} data-testid="check-in-error" />
      </CardContent>
    </Card>
  );
}

function downloadCsv(e: OrganizerEvent, rows: Attendee[]) {
  const csv = toCsv([
    ['Name', 'Username', 'Ticket code', 'Status', 'Registered at', 'Checked in at'],
    ...rows.map((a) => [
      a.name,
      a.username ?? '',
      formatTicketCode(a.code),
      TICKET_STATUS_LABELS[a.status],
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
            Attendees
          </CardTitle>
          <CardDescription>Only you see this list.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={!rows.length} onClick={() => downloadCsv(e, rows)} data-testid="export-csv">
            <Download aria-hidden />
            Export CSV
          </Button>
          <Button size="sm" variant="outline" disabled={!reachable || e.status === 'cancelled'} onClick={() => setMessaging(true)}>
            <Mail aria-hidden />
            Message attendees
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Loading label="Loading attendees...">
            <Skeleton className="h-24 w-full" />
          </Loading>
        ) : list.isError ? (
          <ErrorState message="Could not load the attendees." onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : rows.length === 0 ? (
          <EmptyState icon={Users} title="No attendees yet">
            {e.group === 'published' ? 'People who RSVP or buy a ticket appear here.' : 'Publish the event so members can RSVP.'}
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="attendee-table">
              <thead className="text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pr-3 font-medium">Name</th>
                  <th className="hidden py-2 pr-3 font-medium sm:table-cell">Code</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="hidden py-2 font-medium md:table-cell">Registered</th>
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
                        {TICKET_STATUS_LABELS[a.status]}
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
          <DialogTitle>Message attendees</DialogTitle>
          <DialogDescription>
            {count} {count === 1 ? 'attendee gets' : 'attendees get'} a notification and an e-mail.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <Field label="Subject" error={errors.subject?.message}>
            {(p) => <Input {...p} maxLength={120} {...form.register('subject')} />}
          </Field>
          <Field label="Message" error={errors.body?.message} hint={`${body.length}/2000`}>
            {(p) => <Textarea {...p} rows={5} maxLength={2000} {...form.register('body')} />}
          </Field>
          <FormError message={send.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.busy}>
              <Send aria-hidden />
              {send.busy ? 'Sending...' : 'Send'}
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
          <DialogTitle>Cancel “{e.title}”?</DialogTitle>
          <DialogDescription>
            {e.seats_taken
              ? `All ${e.seats_taken} ${e.seats_taken === 1 ? 'attendee is' : 'attendees are'} notified and e-mailed${paid ? ', and paid tickets are refunded' : ''}.`
              : 'Nobody has a ticket yet.'}{' '}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <FormError message={cancel.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep the event
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.busy}
            data-testid="confirm-cancel"
            onClick={async () => {
              const r = await cancel.submit(e.id, { success: { title: 'The event is cancelled.' } });
              if (r.ok) onClose();
            }}
          >
            <Ban aria-hidden />
            {cancel.busy ? 'Cancelling...' : 'Cancel event'}
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
  usePageMeta(q.data ? `Manage ${q.data.title}` : 'Manage event', 'Edit an event, its tickets and its attendee list.');
  if (q.isPending)
    return (
      <Loading label="Loading the event..." className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-8">
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
          message={notInstalled ? EVENT_MESSAGES.appRequired : 'Could not load this event.'}
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
        My events
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="manage-title" className="text-2xl font-bold tracking-tight">
              {e.title}
            </h1>
            <Badge variant={e.group === 'published' ? 'success' : e.group === 'in_review' ? 'info' : 'secondary'} data-testid="event-group">
              {ORGANIZER_GROUP_LABELS[e.group].replace(/s$/, '')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {e.start_date ? rangeText(e) : 'No date yet'} · {placeText(e)}
          </p>
          {e.rejection_reason && e.status === 'draft' ? (
            <p className="text-sm text-warning">Changes requested: {e.rejection_reason}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {e.status !== 'cancelled' ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit
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
              Publish
            </Button>
          ) : null}
          {e.status !== 'draft' ? (
            <Button asChild variant="outline">
              <Link to={`/events/${e.id}`}>
                <Eye aria-hidden />
                View page
              </Link>
            </Button>
          ) : null}
          {e.status !== 'cancelled' ? (
            <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)} data-testid="cancel-event">
              <Ban aria-hidden />
              Cancel event
            </Button>
          ) : null}
        </div>
      </div>
      <FormError message={publish.error} />
      {e.group === 'in_review' ? (
        <p className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm">{EVENT_MESSAGES.submitted}</p>
      ) : null}
      {e.status === 'cancelled' ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          This event is cancelled. Attendees were notified{e.ticket_kind === 'paid' ? ' and paid tickets refunded' : ''}.
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
