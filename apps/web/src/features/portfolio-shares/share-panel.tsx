import { zodResolver } from '@hookform/resolvers/zod';
import { PORTFOLIO_LIMITS, type PortfolioShare, SHARE_EXPIRIES, shareInput } from '@mb/contract/portfolio';
import { Copy, Eye, Link2, QrCode as QrIcon, Share2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useCreateShare, useMyShares, useRevokeShare } from './queries';
import { expiryText, type ShareState, shareState, viewsText } from './share-status';

const QrCode = lazy(() => import('../../components/qr-code'));

const EXPIRY_LABELS: Record<(typeof SHARE_EXPIRIES)[number], string> = {
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  never: 'Never',
};

const STATE_BADGE: Record<ShareState, { label: string; variant: 'default' | 'secondary' | 'outline' }> = {
  live: { label: 'Active', variant: 'default' },
  expired: { label: 'Expired', variant: 'secondary' },
  revoked: { label: 'Revoked', variant: 'outline' },
};

type FormValues = z.input<typeof shareInput>;

/**
 * Share links to the member's public portfolio (issue 10 /portfolio/share): anyone with a link sees the
 * public items without an account until it expires or is revoked. A tab of the portfolio manager.
 */
export default function SharePanel() {
  const shares = useMyShares();
  const headingId = useId();
  const live = shares.data?.shares.filter((s) => shareState(s) === 'live').length ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Share2 className="size-5" aria-hidden />
            Share your portfolio
          </CardTitle>
          <CardDescription>
            Anyone with a share link sees your public portfolio items, without an account. Items waiting for moderation or consent stay
            private. Revoke a link to stop it at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateShareForm full={live >= PORTFOLIO_LIMITS.sharesMax} disabled={!shares.data} />
          {shares.data ? (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="share-count">
              {live} of {PORTFOLIO_LIMITS.sharesMax} active links.
            </p>
          ) : null}
        </CardContent>
      </Card>
      {shares.isPending ? (
        <Loading label="Loading your share links" className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </Loading>
      ) : shares.isError ? (
        <ErrorState
          title="Your share links could not be loaded"
          message={errorMessage(shares.error)}
          onRetry={() => void shares.refetch()}
          retrying={shares.isFetching}
        />
      ) : shares.data.shares.length === 0 ? (
        <EmptyState icon={Link2} title="No share links yet">
          Create a link above to send your portfolio to a casting director, a studio or a client who has no account.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Your share links">
          {shares.data.shares.map((s) => (
            <ShareRow key={s.id} share={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateShareForm({ full, disabled }: { full: boolean; disabled: boolean }) {
  const create = useCreateShare();
  const form = useForm<FormValues>({ resolver: zodResolver(shareInput), defaultValues: { label: '', expires: '7d' } });
  const onSubmit = form.handleSubmit(async (values) => {
    const r = await create.submit(values as z.output<typeof shareInput>, {
      form: { setError: form.setError, fields: ['label', 'expires'] },
      success: { title: 'Share link created', description: 'Copy it or show its QR code below.' },
    });
    if (r.ok) form.reset({ label: '', expires: values.expires });
  });
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      aria-label="Create a share link"
      noValidate
    >
      <Field label="Label (optional)" error={form.formState.errors.label?.message} hint="Only you see it, e.g. the studio's name.">
        {(p) => <Input {...p} maxLength={60} placeholder="Casting at Studio X" {...form.register('label')} />}
      </Field>
      <Field label="Expires after" error={form.formState.errors.expires?.message}>
        {(p) => (
          <select
            {...p}
            {...form.register('expires')}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            {SHARE_EXPIRIES.map((e) => (
              <option key={e} value={e}>
                {EXPIRY_LABELS[e]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" disabled={create.busy || full || disabled} className="sm:mt-[1.625rem]">
        <Link2 aria-hidden />
        {create.busy ? 'Creating...' : 'Create link'}
      </Button>
      {full ? (
        <p className="text-sm text-warning sm:col-span-3" role="status">
          You have {PORTFOLIO_LIMITS.sharesMax} active links, the most you can have. Revoke one to create another.
        </p>
      ) : null}
      <FormError message={create.error} />
    </form>
  );
}

function ShareRow({ share }: { share: PortfolioShare }) {
  const state = shareState(share);
  const [showQr, setShowQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShare();
  const qrId = useId();
  const titleId = useId();
  const name = share.label ?? 'Untitled link';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select the address and copy it yourself.' });
    }
  };
  const doRevoke = async () => {
    const r = await revoke.submit(share.id, { success: { title: 'Link revoked', description: 'It stopped working for everyone.' } });
    if (r.ok) setConfirming(false);
  };
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" aria-labelledby={titleId} data-testid="share-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h3 id={titleId} className="truncate font-semibold">
            {name}
          </h3>
          <Badge variant={STATE_BADGE[state].variant}>{STATE_BADGE[state].label}</Badge>
        </div>
        <p className="flex items-center gap-1 text-sm text-muted-foreground tabular-nums">
          <Eye className="size-4" aria-hidden />
          {viewsText(share.views)}
        </p>
      </div>
      {state === 'live' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            value={share.url}
            aria-label={`Address of ${name}`}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden />
              Copy
            </Button>
            <Button type="button" variant="outline" aria-expanded={showQr} aria-controls={qrId} onClick={() => setShowQr((v) => !v)}>
              <QrIcon aria-hidden />
              {showQr ? 'Hide QR' : 'QR code'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              Revoke
            </Button>
          </div>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{expiryText(share)}</p>
      {state === 'live' && showQr ? (
        <div id={qrId}>
          <Suspense
            fallback={
              <Loading label="Making the QR code">
                <Skeleton className="size-44" />
              </Loading>
            }
          >
            <QrCode value={share.url} label={`QR code of the share link ${name}`} testId="share-qr" />
          </Suspense>
        </div>
      ) : null}
      <Dialog open={confirming} onOpenChange={(open) => !revoke.busy && setConfirming(open)}>
        <DialogContent aria-describedby={`${titleId}-revoke`}>
          <DialogHeader>
            <DialogTitle>Revoke this link?</DialogTitle>
            <DialogDescription id={`${titleId}-revoke`}>
              Anyone who has “{name}” will no longer see your portfolio, at once. This cannot be undone; you can create a new link.
            </DialogDescription>
          </DialogHeader>
          <FormError message={revoke.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={revoke.busy}>
              Keep it
            </Button>
            <Button type="button" variant="destructive" onClick={doRevoke} disabled={revoke.busy}>
              {revoke.busy ? 'Revoking...' : 'Revoke link'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
