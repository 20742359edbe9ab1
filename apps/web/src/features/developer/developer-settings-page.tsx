import { type ApiKey, type ApiScopeArea, DEVELOPER_MESSAGES as D } from '@mb/contract/developer';
import { Building2, KeyRound, Plus } from 'lucide-react';
import { AlertDialog as A } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { CreateKeyDialog } from './create-key-dialog';
import { DeveloperSettingsHeader } from './developer-nav';
import { scopeArea } from './labels';
import { useApiKeys, useRevokeApiKey } from './queries';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }) : null);
const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** /enterprise/developer-settings (spec §2; enterprise accounts; rules: contract developer.ts): API keys. */
export default function DeveloperSettingsPage() {
  usePageMeta(
    t('developer.title', 'Developer Settings'),
    t('developer.keys.meta', 'API keys for the public REST API of your enterprise’s linked studios.'),
  );
  const profile = useMyProfile();
  const isEnterprise = profile.data?.profile_type === 'enterprise';
  const q = useApiKeys(isEnterprise);
  const [creating, setCreating] = useState(false);
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="developer-settings-title">
      <DeveloperSettingsHeader
        description={t(
          'developer.keys.description',
          'Give your own systems read access to your linked studios through the public REST API.',
        )}
      />
      {profile.isPending || (isEnterprise && q.isPending) ? (
        <Loading label={t('developer.keys.loading', 'Loading your API keys...')} className="grid gap-3">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : profile.isError ? (
        <ErrorState
          title={t('developer.accountFailed', 'Could not load your account')}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !isEnterprise ? (
        <EmptyState icon={Building2} title={t('developer.enterprise.title', 'For enterprise accounts')}>
          {tm(D.enterpriseOnly)} {t('developer.enterprise.text', 'API keys read the data of the studios linked to an enterprise.')}
        </EmptyState>
      ) : q.isError ? (
        <ErrorState
          title={t('developer.keys.loadFailed', 'Could not load your API keys')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-0.5">
              <h2 className="text-lg font-semibold">{t('developer.tab.keys', 'API keys')}</h2>
              <p className="text-sm text-muted-foreground">
                {t('developer.keys.sendAs', 'Send a key as')} <code className="rounded bg-muted px-1 py-0.5 text-xs">{BEARER}</code>.{' '}
                {t('developer.keys.seeThe', 'See the')}{' '}
                <Link to="/enterprise/developer-settings/docs" className="underline underline-offset-4">
                  {t('developer.keys.apiDocs', 'API docs')}
                </Link>
                .
              </p>
            </div>
            {q.data.can_manage ? (
              <Button onClick={() => setCreating(true)} data-testid="create-api-key">
                <Plus aria-hidden />
                {t('developer.keys.create', 'Create API key')}
              </Button>
            ) : null}
          </div>
          {q.data.can_manage ? null : (
            <p className="rounded-md border border-info/40 bg-info/10 p-3 text-sm" role="note">
              {tm(D.adminOnly)}
            </p>
          )}
          {q.data.keys.length === 0 ? (
            <EmptyState
              icon={KeyRound}
              title={t('developer.keys.empty', 'No API keys yet')}
              action={
                q.data.can_manage ? (
                  <Button variant="outline" onClick={() => setCreating(true)}>
                    {t('developer.keys.createFirst', 'Create your first key')}
                  </Button>
                ) : undefined
              }
            >
              {tm(D.empty)}
            </EmptyState>
          ) : (
            <ul className="grid gap-3" data-testid="api-keys">
              {q.data.keys.map((k) => (
                <KeyRow key={k.id} apiKey={k} canManage={q.data.can_manage} />
              ))}
            </ul>
          )}
          <CreateKeyDialog open={creating} onOpenChange={setCreating} />
        </div>
      ) : null}
    </section>
  );
}

/** How a key's header shows its token (the shape, the same in every language). */
const BEARER = 'Authorization: Bearer mbk_live_…';

const STATUS: Record<ApiKey['status'], { label: () => string; variant: 'success' | 'warning' | 'outline' }> = {
  active: { label: () => t('developer.status.active', 'Active'), variant: 'success' },
  expired: { label: () => t('developer.status.expired', 'Expired'), variant: 'warning' },
  revoked: { label: () => t('developer.status.revoked', 'Revoked'), variant: 'outline' },
};

function scopeLabel(scope: string) {
  const [area, level] = scope.split(':') as [ApiScopeArea, string];
  return t('developer.scope', '{area}: {level}', {
    area: scopeArea(area)?.label ?? area,
    level: level === 'write' ? t('developer.scope.write', 'read & write') : t('developer.scope.read', 'read'),
  });
}

function KeyRow({ apiKey: k, canManage }: { apiKey: ApiKey; canManage: boolean }) {
  const status = STATUS[k.status];
  return (
    <li
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      data-testid="api-key"
      data-status={k.status}
      data-name={k.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="truncate font-medium">{k.name}</span>
          <code className="font-mono text-xs text-muted-foreground">{k.prefix}…</code>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={status.variant}>{status.label()}</Badge>
          {canManage && k.status !== 'revoked' ? <RevokeButton apiKey={k} /> : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('developer.keys.scopes', 'Scopes')}>
        {k.scopes.map((s) => (
          <li key={s}>
            <Badge variant="secondary">{scopeLabel(s)}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div className="grid">
          <dt className="text-muted-foreground">{t('developer.keys.created', 'Created')}</dt>
          <dd className="tabular-nums">
            {date(k.created_at)}
            {k.created_by ? ` ${t('developer.keys.by', 'by {name}', { name: k.created_by })}` : ''}
          </dd>
        </div>
        <div className="grid">
          <dt className="text-muted-foreground">
            {k.status === 'expired' ? t('developer.status.expired', 'Expired') : t('developer.keys.expires', 'Expires')}
          </dt>
          <dd className="tabular-nums">{date(k.expires_at) ?? t('developer.keys.never', 'Never')}</dd>
        </div>
        <div className="grid">
          <dt className="text-muted-foreground">{t('developer.keys.lastUsed', 'Last used')}</dt>
          <dd className="tabular-nums" data-testid="api-key-last-used">
            {dateTime(k.last_used_at) ?? t('developer.keys.neverUsed', 'Never used')}
          </dd>
        </div>
        {k.revoked_at ? (
          <div className="grid">
            <dt className="text-muted-foreground">{t('developer.status.revoked', 'Revoked')}</dt>
            <dd className="tabular-nums">{date(k.revoked_at)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function RevokeButton({ apiKey: k }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const r = await revoke.submit(k.id, {
      success: { title: tm(D.revoked) },
      failure: (m) => ({ title: m ?? t('developer.revoke.failed', 'Could not revoke the key') }),
    });
    if (r.ok) setOpen(false);
  };
  return (
    <A.Root open={open} onOpenChange={(o) => !revoke.busy && setOpen(o)}>
      <A.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('developer.revoke', 'Revoke')}
        </Button>
      </A.Trigger>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-xl">
          <A.Title className="text-lg font-semibold">{t('developer.revoke.title', 'Revoke “{name}”?', { name: k.name })}</A.Title>
          <A.Description className="text-sm text-muted-foreground">
            {t('developer.revoke.before', 'Every system using the key')} <code className="font-mono">{k.prefix}…</code>{' '}
            {t('developer.revoke.after', 'is refused from now on. This cannot be undone; you can create a new key instead.')}
          </A.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="outline" disabled={revoke.busy}>
                {t('common.cancel', 'Cancel')}
              </Button>
            </A.Cancel>
            <Button variant="destructive" disabled={revoke.busy} onClick={() => void confirm()}>
              {revoke.busy ? t('developer.revoke.busy', 'Revoking...') : t('developer.revoke.button', 'Revoke key')}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
