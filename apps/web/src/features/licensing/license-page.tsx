import { type License, LICENSING_MESSAGES as M, partyLabel } from '@mb/contract/licensing';
import { ArrowLeft, Download, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { dateText, LicenseStatusBadge, money, TermsSummary, Thumb } from './parts';
import { downloadCertificate, useLicense, useRevoke } from './queries';

/** /apps/mb-licensing/licenses/{id}: one license for its two parties: certificate, verification, revocation. */
export default function LicensePage() {
  const { id = '' } = useParams();
  const q = useLicense(id);
  usePageMeta(
    q.data ? t('licensing.license.metaOf', 'License {code}', { code: q.data.license.code }) : t('licensing.license.title', 'License'),
    t('licensing.license.meta', 'A license issued through MB Licensing.'),
  );
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="license-title">
      <Link
        to={q.data?.license.role === 'licensor' ? '/apps/mb-licensing/offers' : '/apps/mb-licensing'}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      {q.isPending ? (
        <Loading label={t('licensing.license.loading', 'Loading the license...')} className="grid gap-4">
          <Skeleton className="h-10 w-80" />
          <Skeleton className="h-56 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={tm(M.licenseLoadFailed)}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <LicenseView license={q.data.license} />
      )}
    </section>
  );
}

function LicenseView({ license: l }: { license: License }) {
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const download = async () => {
    setBusy(true);
    const ok = await downloadCertificate(l.id);
    setBusy(false);
    if (!ok) toast.error(t('licensing.license.downloadFailed', 'Could not download the certificate. Try again.'));
  };
  const verifyPath = new URL(l.verify_url).pathname;
  return (
    <>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="license-title" className="text-2xl font-bold tracking-tight">
            {t('licensing.license.title', 'License')}
          </h1>
          <LicenseStatusBadge status={l.status} />
        </div>
        <p className="font-mono text-xl tracking-wider break-all" data-testid="license-code">
          {l.code}
        </p>
      </div>
      <div className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[12rem_1fr]">
        <Thumb url={l.item.thumb_url} nsfw={l.item.nsfw} title={l.item.title} className="w-full max-w-64 sm:w-48" />
        <div className="grid min-w-0 content-start gap-3">
          <h2 className="text-lg font-semibold">{l.item.title || t('licensing.untitled', 'Untitled item')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('licensing.license.licensor', 'Licensor')}</dt>
            <dd className="font-medium">{partyLabel(l.licensor)}</dd>
            <dt className="text-muted-foreground">{t('licensing.license.licensee', 'Licensee')}</dt>
            <dd className="font-medium">{partyLabel(l.licensee)}</dd>
            <dt className="text-muted-foreground">{t('licensing.license.issued', 'Issued')}</dt>
            <dd className="font-medium">{dateText(l.issued_at)}</dd>
            <dt className="text-muted-foreground">
              {l.status === 'expired' ? t('licensing.license.expired', 'Expired') : t('licensing.license.expires', 'Expires')}
            </dt>
            <dd className="font-medium">{l.expires_at ? dateText(l.expires_at) : t('licensing.license.never', 'Never (perpetual)')}</dd>
          </dl>
          <TermsSummary terms={l.terms} />
        </div>
      </div>
      {l.status === 'revoked' ? (
        <p role="note" className="rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
          {t('licensing.license.revokedNote', 'Revoked {date}. Reason: {reason}', {
            date: l.revoked_at ? dateText(l.revoked_at) : '',
            reason: l.revoke_reason,
          })}{' '}
          {t('licensing.license.refunded', 'The payment of {price} is refunded in full.', {
            price: money(l.terms.price_minor, l.terms.currency),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download()} disabled={busy} data-testid="download-certificate">
          <Download aria-hidden />
          {busy ? t('licensing.license.preparing', 'Preparing...') : t('licensing.license.download', 'Download certificate (PDF)')}
        </Button>
        <Button variant="outline" asChild>
          <Link to={verifyPath}>
            <ShieldCheck aria-hidden />
            {t('licensing.license.verification', 'Verification page')}
          </Link>
        </Button>
        {l.can_revoke ? (
          <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setRevoking(true)}>
            {t('licensing.license.revoke', 'Revoke')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {t('licensing.license.checkAt', 'Anyone can check this license at')}{' '}
        <span className="break-all font-medium text-foreground">{l.verify_url}</span>.
      </p>
      <RevokeDialog license={l} open={revoking} onOpenChange={setRevoking} />
    </>
  );
}

function RevokeDialog({ license: l, open, onOpenChange }: { license: License; open: boolean; onOpenChange: (o: boolean) => void }) {
  const revoke = useRevoke();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried && !reason.trim() ? tm(M.reasonRequired) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('licensing.revoke.title', 'Revoke this license?')}</DialogTitle>
          <DialogDescription>
            {t(
              'licensing.revoke.text',
              'The license stops being valid at once and the verification page says so, with your reason. {name} is refunded {price} in full.',
              { name: l.licensee.name, price: money(l.terms.price_minor, l.terms.currency) },
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setTried(true);
            if (!reason.trim()) return;
            const r = await revoke.submit({ id: l.id, reason: reason.trim() }, { success: { title: tm(M.revoked) } });
            if (r.ok) onOpenChange(false);
          }}
        >
          <Field label={t('licensing.revoke.reason', 'Reason (shown on the verification page)')} error={error}>
            {(p) => <Textarea {...p} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <FormError message={revoke.error} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={revoke.busy}>
            {revoke.busy ? t('licensing.revoke.revoking', 'Revoking...') : t('licensing.revoke.submit', 'Revoke license')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
