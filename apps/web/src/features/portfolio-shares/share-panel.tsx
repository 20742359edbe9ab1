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
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useCreateShare, useMyShares, useRevokeShare } from './queries';
import { expiryText, type ShareState, shareState, viewsText } from './share-status';

const QrCode = lazy(() => import('../../components/qr-code'));

// Functions, so the words are read in the current language.
const expiryLabel = (e: (typeof SHARE_EXPIRIES)[number]): string =>
  ({
    '1d': t('portfolio-shares.expiry.1d', '1 day'),
    '7d': t('portfolio-shares.expiry.7d', '7 days'),
    '30d': t('portfolio-shares.expiry.30d', '30 days'),
    never: t('portfolio-shares.expiry.never', 'Never'),
  })[e];

const stateBadge = (state: ShareState): { label: string; variant: 'default' | 'secondary' | 'outline' } =>
  ({
    live: { label: t('portfolio-shares.state.live', 'Active'), variant: 'default' as const },
    expired: { label: t('portfolio-shares.state.expired', 'Expired'), variant: 'secondary' as const },
    revoked: { label: t('portfolio-shares.state.revoked', 'Revoked'), variant: 'outline' as const },
  })[state];

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
            {t('portfolio-shares.title', 'Share your portfolio')}
          </CardTitle>
          <CardDescription>
            {t(
              'portfolio-shares.intro',
              'Anyone with a share link sees your public portfolio items, without an account. Items waiting for moderation or consent stay private. Revoke a link to stop it at once.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateShareForm full={live >= PORTFOLIO_LIMITS.sharesMax} disabled={!shares.data} />
          {shares.data ? (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="share-count">
              {t('portfolio-shares.count', '{live} of {max} active links.', { live, max: PORTFOLIO_LIMITS.sharesMax })}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {shares.isPending ? (
        <Loading label={t('portfolio-shares.loading', 'Loading your share links')} className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </Loading>
      ) : shares.isError ? (
        <ErrorState
          title={t('portfolio-shares.loadFailed', 'Your share links could not be loaded')}
          message={errorMessage(shares.error)}
          onRetry={() => void shares.refetch()}
          retrying={shares.isFetching}
        />
      ) : shares.data.shares.length === 0 ? (
        <EmptyState icon={Link2} title={t('portfolio-shares.empty', 'No share links yet')}>
          {t(
            'portfolio-shares.emptyText',
            'Create a link above to send your portfolio to a casting director, a studio or a client who has no account.',
          )}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label={t('portfolio-shares.list', 'Your share links')}>
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
      success: {
        title: t('portfolio-shares.created', 'Share link created'),
        description: t('portfolio-shares.createdText', 'Copy it or show its QR code below.'),
      },
    });
    if (r.ok) form.reset({ label: '', expires: values.expires });
  });
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      aria-label={t('portfolio-shares.create', 'Create a share link')}
      noValidate
    >
      <Field
        label={t('portfolio-shares.label', 'Label (optional)')}
        error={form.formState.errors.label?.message}
        hint={t('portfolio-shares.labelHint', "Only you see it, e.g. the studio's name.")}
      >
        {(p) => (
          <Input
            {...p}
            maxLength={60}
            placeholder={t('portfolio-shares.labelExample', 'Casting at Studio X')}
            {...form.register('label')}
          />
        )}
      </Field>
      <Field label={t('portfolio-shares.expires', 'Expires after')} error={form.formState.errors.expires?.message}>
        {(p) => (
          <select
            {...p}
            {...form.register('expires')}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            {SHARE_EXPIRIES.map((e) => (
              <option key={e} value={e}>
                {expiryLabel(e)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" disabled={create.busy || full || disabled} className="sm:mt-[1.625rem]">
        <Link2 aria-hidden />
        {create.busy ? t('portfolio-shares.creating', 'Creating...') : t('portfolio-shares.createShort', 'Create link')}
      </Button>
      {full ? (
        <p className="text-sm text-warning sm:col-span-3" role="status">
          {t('portfolio-shares.full', 'You have {max} active links, the most you can have. Revoke one to create another.', {
            max: PORTFOLIO_LIMITS.sharesMax,
          })}
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
  const name = share.label ?? t('portfolio-shares.untitled', 'Untitled link');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      toast.success(t('portfolio-shares.copied', 'Link copied'));
    } catch {
      toast.error(t('portfolio-shares.copyFailed', 'Could not copy the link'), {
        description: t('portfolio-shares.copyFailedText', 'Select the address and copy it yourself.'),
      });
    }
  };
  const doRevoke = async () => {
    const r = await revoke.submit(share.id, {
      success: {
        title: t('portfolio-shares.revoked', 'Link revoked'),
        description: t('portfolio-shares.revokedText', 'It stopped working for everyone.'),
      },
    });
    if (r.ok) setConfirming(false);
  };
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" aria-labelledby={titleId} data-testid="share-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h3 id={titleId} className="truncate font-semibold">
            {name}
          </h3>
          <Badge variant={stateBadge(state).variant}>{stateBadge(state).label}</Badge>
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
            aria-label={t('portfolio-shares.address', 'Address of {name}', { name })}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden />
              {t('portfolio-shares.copy', 'Copy')}
            </Button>
            <Button type="button" variant="outline" aria-expanded={showQr} aria-controls={qrId} onClick={() => setShowQr((v) => !v)}>
              <QrIcon aria-hidden />
              {showQr ? t('portfolio-shares.hideQr', 'Hide QR') : t('portfolio-shares.qr', 'QR code')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('portfolio-shares.revoke', 'Revoke')}
            </Button>
          </div>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{expiryText(share)}</p>
      {state === 'live' && showQr ? (
        <div id={qrId}>
          <Suspense
            fallback={
              <Loading label={t('portfolio-shares.makingQr', 'Making the QR code')}>
                <Skeleton className="size-44" />
              </Loading>
            }
          >
            <QrCode
              value={share.url}
              label={t('portfolio-shares.qrLabel', 'QR code of the share link {name}', { name })}
              testId="share-qr"
            />
          </Suspense>
        </div>
      ) : null}
      <Dialog open={confirming} onOpenChange={(open) => !revoke.busy && setConfirming(open)}>
        <DialogContent aria-describedby={`${titleId}-revoke`}>
          <DialogHeader>
            <DialogTitle>{t('portfolio-shares.confirmTitle', 'Revoke this link?')}</DialogTitle>
            <DialogDescription id={`${titleId}-revoke`}>
              {t(
                'portfolio-shares.confirmText',
                'Anyone who has “{name}” will no longer see your portfolio, at once. This cannot be undone; you can create a new link.',
                { name },
              )}
            </DialogDescription>
          </DialogHeader>
          <FormError message={revoke.error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={revoke.busy}>
              {t('portfolio-shares.keep', 'Keep it')}
            </Button>
            <Button type="button" variant="destructive" onClick={doRevoke} disabled={revoke.busy}>
              {revoke.busy ? t('portfolio-shares.revoking', 'Revoking...') : t('portfolio-shares.revokeLink', 'Revoke link')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
