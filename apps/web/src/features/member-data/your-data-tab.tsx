import { zodResolver } from '@hookform/resolvers/zod';
import { type DataExport, MEMBER_DATA_LIMITS as L, MEMBER_DATA_MESSAGES as M, scheduleDeletionInput } from '@mb/contract/member-data';
import { Archive, CircleCheck, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useDeletion, useDownloadExport, useExports, useScheduleDeletion, useStartExport } from './queries';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeOf = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const stateLabel = (): Record<DataExport['state'], string> => ({
  queued: t('member-data.state.queued', 'Waiting to start'),
  running: t('member-data.state.running', 'Preparing'),
  ready: t('member-data.state.ready', 'Ready'),
  failed: t('member-data.state.failed', 'Failed'),
  expired: t('member-data.state.expired', 'Expired'),
});

/** The contract's sentence has the date built in, so the web says it in its own words. */
const scheduledFor = (iso: string) =>
  t('member-data.deletionScheduled', 'Your account is scheduled for deletion on {date}.', { date: dateOf(iso) });

function ExportRow({ e }: { e: DataExport }) {
  const download = useDownloadExport();
  const building = e.state === 'queued' || e.state === 'running';
  const go = async () => {
    const r = await download.submit(e.id, {
      failure: (m) => ({ title: t('member-data.downloadFailed', 'Could not download'), description: m ?? undefined }),
    });
    if (r.ok) window.location.assign(r.data.url);
  };
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="data-export" data-state={e.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium">{t('member-data.requested', 'Requested {date}', { date: dateTimeOf(e.created_at) })}</p>
          {e.state === 'ready' && e.expires_at ? (
            <p className="text-xs text-muted-foreground">
              {e.size !== null ? `${sizeOf(e.size)} · ` : ''}
              {t('member-data.availableUntil', 'Available until {date}', { date: dateTimeOf(e.expires_at) })}
            </p>
          ) : null}
          {e.state === 'expired' ? <p className="text-xs text-muted-foreground">{tm(M.exportExpired)}</p> : null}
          {e.state === 'failed' ? <p className="text-xs text-destructive">{tm(M.exportFailed)}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={e.state === 'ready' ? 'success' : e.state === 'failed' ? 'warning' : 'secondary'}>{stateLabel()[e.state]}</Badge>
          {e.state === 'ready' ? (
            <Button size="sm" onClick={() => void go()} disabled={download.busy}>
              <Download aria-hidden />
              {download.busy ? t('member-data.opening', 'Opening...') : tm(M.download)}
            </Button>
          ) : null}
        </div>
      </div>
      {building ? (
        <div className="grid gap-1" aria-live="polite">
          <Progress value={e.percent} label={t('member-data.progress', 'Export progress')} />
          <p className="text-xs text-muted-foreground">
            {e.steps
              ? t('member-data.step', 'Step {step} of {steps}', { step: e.step, steps: e.steps })
              : t('member-data.starting', 'Starting')}
            {e.step_label ? ` · ${tm(e.step_label)}` : ''} · {e.percent}%
          </p>
        </div>
      ) : null}
    </li>
  );
}

function ExportCard() {
  const list = useExports();
  const start = useStartExport();
  const data = list.data;
  const building = data?.exports.some((e) => e.state === 'queued' || e.state === 'running') ?? false;
  const none = data?.remaining_today === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{tm(M.exportTitle)}</CardTitle>
        <CardDescription>{tm(M.exportLead)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() =>
              void start.submit(undefined, {
                success: { title: t('member-data.exportStarted', 'Export started'), description: tm(M.exportStarted) },
              })
            }
            disabled={start.busy || building || none || !data}
          >
            <Archive aria-hidden />
            {start.busy ? t('member-data.startingBusy', 'Starting...') : tm(M.exportStart)}
          </Button>
          {data ? (
            <span className="text-xs text-muted-foreground">
              {none
                ? tm(M.exportThrottled)
                : t('member-data.remaining', '{remaining} of {max} left today.', { remaining: data.remaining_today, max: L.exportsPerDay })}
            </span>
          ) : null}
        </div>
        <FormError message={start.error} />
        {list.isPending ? (
          <Loading label={t('member-data.loadingExports', 'Loading your exports')}>
            <Skeleton className="h-20" />
          </Loading>
        ) : list.isError ? (
          <ErrorState message={tm(M.exportsLoadFailed)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : data && data.exports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tm(M.exportsEmpty)}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('member-data.exports', 'Your exports')}>
            {data?.exports.map((e) => (
              <ExportRow key={e.id} e={e} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (v: boolean) => void }) {
  const schedule = useScheduleDeletion();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof scheduleDeletionInput>>({
    resolver: zodResolver(scheduleDeletionInput),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const r = await schedule.submit(values, { form: { setError: form.setError, fields: ['password'] } });
    if (!r.ok || !r.data.due_at) return;
    toast.success(scheduledFor(r.data.due_at), {
      description: t('member-data.scheduledHint', 'Signing in before then cancels it. You were signed out.'),
    });
    await navigate('/auth', { replace: true });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="delete-account-lead">
        <DialogHeader>
          <DialogTitle>{tm(M.deleteDialogTitle)}</DialogTitle>
          <DialogDescription id="delete-account-lead">
            {t(
              'member-data.deleteText',
              'We delete your account {days} days from now, on {date}. You are signed out of every device now; signing in before that date cancels the deletion. After it, your profile, portfolio, messages and every other record of you are gone for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires. Download your data first if you want a copy.',
              { days: L.deletionDays, date: dateOf(new Date(Date.now() + L.deletionDays * 86_400_000).toISOString()) },
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('member-data.confirmDeletion', 'Confirm account deletion')}>
          <Field label={t('member-data.password', 'Password')} error={form.formState.errors.password?.message}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
          </Field>
          <FormError message={schedule.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('member-data.keep', 'Keep my account')}
            </Button>
            <Button type="submit" variant="destructive" disabled={schedule.busy}>
              {schedule.busy ? t('member-data.scheduling', 'Scheduling...') : tm(M.deleteConfirm)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteCard() {
  const deletion = useDeletion();
  const [open, setOpen] = useState(false);
  const d = deletion.data;
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{tm(M.deleteTitle)}</CardTitle>
        <CardDescription>{tm(M.deleteLead)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {deletion.isPending ? (
          <Loading label={t('member-data.loadingState', 'Loading the state of your account')}>
            <Skeleton className="h-10 w-40" />
          </Loading>
        ) : deletion.isError ? (
          <ErrorState message={tm(M.deletionLoadFailed)} onRetry={() => void deletion.refetch()} retrying={deletion.isFetching} />
        ) : (
          <>
            {d?.state === 'cancelled' ? (
              <p role="status" className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {tm(M.deletionCancelled)}
              </p>
            ) : null}
            {d?.state === 'scheduled' && d.due_at ? (
              <p role="status" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                {scheduledFor(d.due_at)}
              </p>
            ) : (
              <div>
                <Button variant="destructive" onClick={() => setOpen(true)}>
                  {tm(M.deleteButton)}
                </Button>
              </div>
            )}
          </>
        )}
        <DeleteDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}

export function YourDataTab() {
  return (
    <div className="grid gap-6">
      <ExportCard />
      <DeleteCard />
    </div>
  );
}
