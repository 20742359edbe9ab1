import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatLicenseCode,
  type LicenseVerification,
  licenseCodeInput,
  LICENSING_MESSAGES as M,
  normalizeLicenseCode,
  partyLabel,
} from '@mb/contract/licensing';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleHelp, Clock, ShieldAlert } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { dateText, TermsSummary, Thumb } from './parts';

/**
 * /licenses/verify and /licenses/verify/{code}: anyone checks a license code (typed with or without
 * dashes, any case) and sees whether it is valid, revoked or expired, its parties, item and terms.
 */
export default function VerifyPage() {
  const { code: raw = '' } = useParams();
  const code = normalizeLicenseCode(raw);
  usePageMeta(
    t('licensing.verify.title', 'Verify a license'),
    t('licensing.verify.meta', 'Check a license issued through MB Licensing: its validity, parties, item and terms.'),
  );
  useNoindex();
  const q = useQuery({
    queryKey: ['license-verify', code],
    queryFn: () => api('verifyLicense', { params: { code: code ?? '' } }),
    enabled: Boolean(code),
    retry: false,
  });
  const unknown = q.error instanceof ApiError && q.error.status === 404;
  return (
    <section className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="verify-title">
      <div className="grid gap-1">
        <h1 id="verify-title" className="text-2xl font-bold tracking-tight">
          {t('licensing.verify.title', 'Verify a license')}
        </h1>
        <p className="text-muted-foreground">{t('licensing.verify.intro', 'Enter the code printed on a license certificate.')}</p>
      </div>
      <CodeForm initial={raw} />
      {!raw ? null : !code ? (
        <Verdict kind="unknown" title={t('licensing.verify.notCode', 'Not a license code')} text={tm(M.badCode)} />
      ) : q.isPending ? (
        <Loading label={t('licensing.verify.checking', 'Checking the code...')} className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-48 w-full" />
        </Loading>
      ) : unknown ? (
        <Verdict kind="unknown" title={t('licensing.verify.unknown', 'Unknown code')} text={tm(M.unknownCode)} />
      ) : q.isError ? (
        <ErrorState
          title={t('licensing.verify.failed', 'Could not check the code')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Result v={q.data} />
      )}
    </section>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof licenseCodeInput>, unknown, z.output<typeof licenseCodeInput>>({
    resolver: zodResolver(licenseCodeInput),
    defaultValues: { code: initial },
  });
  const error = form.formState.errors.code?.message;
  useEffect(() => form.reset({ code: initial }), [initial, form]);
  const submit = form.handleSubmit(({ code }) => navigate(`/licenses/verify/${formatLicenseCode(code)}`));
  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5 rounded-lg border bg-card p-4">
      <label htmlFor={id} className="text-sm font-medium">
        {t('licensing.verify.code', 'License code')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          className="font-mono uppercase"
          placeholder={t('licensing.verify.codeExample', 'ABCDE-12345-FGHJK-67890')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('code', { onChange: () => form.clearErrors('code') })}
        />
        <Button type="submit">{t('licensing.verify.check', 'Check')}</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const KINDS = {
  valid: { icon: BadgeCheck, tone: 'border-success/40 bg-success/10 text-success' },
  revoked: { icon: ShieldAlert, tone: 'border-warning/40 bg-warning/10 text-warning' },
  expired: { icon: Clock, tone: 'border-border bg-muted text-muted-foreground' },
  unknown: { icon: CircleHelp, tone: 'border-border bg-muted text-muted-foreground' },
} as const;

function Verdict({ kind, title, text }: { kind: keyof typeof KINDS; title: string; text: string }) {
  const { icon: Icon, tone } = KINDS[kind];
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-lg border p-4', tone)} data-testid="verify-verdict" data-status={kind}>
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
      <div className="grid gap-0.5">
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-sm text-foreground">{text}</p>
      </div>
    </div>
  );
}

function Result({ v }: { v: LicenseVerification }) {
  const verdict =
    v.status === 'valid'
      ? {
          title: t('licensing.verify.valid', 'Valid license'),
          text: v.expires_at
            ? t('licensing.verify.until', 'In force until {date}.', { date: dateText(v.expires_at) })
            : t('licensing.verify.noEnd', 'In force, with no end date.'),
        }
      : v.status === 'revoked'
        ? {
            title: t('licensing.status.revoked', 'Revoked'),
            text: v.revoked_at
              ? t('licensing.verify.revokedOn', 'Revoked by the licensor on {date}. Reason: {reason}', {
                  date: dateText(v.revoked_at),
                  reason: v.revoke_reason ?? '',
                })
              : t('licensing.verify.revoked', 'Revoked by the licensor. Reason: {reason}', { reason: v.revoke_reason ?? '' }),
          }
        : {
            title: t('licensing.status.expired', 'Expired'),
            text: t('licensing.verify.ended', 'This license ended on {date}.', { date: v.expires_at ? dateText(v.expires_at) : '' }),
          };
  return (
    <div className="grid gap-4">
      <Verdict kind={v.status} title={verdict.title} text={verdict.text} />
      <div className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[10rem_1fr]">
        <Thumb url={v.item.thumb_url} nsfw={v.item.nsfw} title={v.item.title} className="w-full max-w-64 sm:w-40" />
        <div className="grid min-w-0 content-start gap-3">
          <div>
            <h2 className="text-lg font-semibold">{v.item.title || t('licensing.untitled', 'Untitled item')}</h2>
            <p className="font-mono text-sm tracking-wide" data-testid="verify-code">
              {v.code}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('licensing.license.licensor', 'Licensor')}</dt>
            <dd className="font-medium">{partyLabel(v.licensor)}</dd>
            <dt className="text-muted-foreground">{t('licensing.license.licensee', 'Licensee')}</dt>
            <dd className="font-medium">{partyLabel(v.licensee)}</dd>
            <dt className="text-muted-foreground">{t('licensing.license.issued', 'Issued')}</dt>
            <dd className="font-medium">{dateText(v.issued_at)}</dd>
            <dt className="text-muted-foreground">
              {v.status === 'expired' ? t('licensing.license.expired', 'Expired') : t('licensing.license.expires', 'Expires')}
            </dt>
            <dd className="font-medium">{v.expires_at ? dateText(v.expires_at) : t('licensing.license.never', 'Never (perpetual)')}</dd>
          </dl>
          <TermsSummary terms={v.terms} />
        </div>
      </div>
    </div>
  );
}
