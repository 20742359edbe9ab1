import { API_SCOPE_LABELS, type ApiKey, type ApiScopeArea, DEVELOPER_MESSAGES as D } from '@mb/contract/developer';
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
import { intlLocale } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { CreateKeyDialog } from './create-key-dialog';
import { DeveloperSettingsHeader } from './developer-nav';
import { useApiKeys, useRevokeApiKey } from './queries';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }) : null);
const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** /enterprise/developer-settings (spec §2; enterprise accounts; rules: contract developer.ts): API keys. */
export default function DeveloperSettingsPage() {
  usePageMeta('Developer Settings', 'API keys for the public REST API of your enterprise’s linked studios.');
  const profile = useMyProfile();
  const isEnterprise = profile.data?.profile_type === 'enterprise';
  const q = useApiKeys(isEnterprise);
  const [creating, setCreating] = useState(false);
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="developer-settings-title">
      <DeveloperSettingsHeader description="Give your own systems read access to your linked studios through the public REST API." />
      {profile.isPending || (isEnterprise && q.isPending) ? (
        <Loading label="Loading your API keys..." className="grid gap-3">
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : profile.isError ? (
        <ErrorState
          title="Could not load your account"
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !isEnterprise ? (
        <EmptyState icon={Building2} title="For enterprise accounts">
          {D.enterpriseOnly} API keys read the data of the studios linked to an enterprise.
        </EmptyState>
      ) : q.isError ? (
        <ErrorState
          title="Could not load your API keys"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-0.5">
              <h2 className="text-lg font-semibold">API keys</h2>
              <p className="text-sm text-muted-foreground">
                Send a key as <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer mbk_live_…</code>. See the{' '}
                <Link to="/enterprise/developer-settings/docs" className="underline underline-offset-4">
                  API docs
                </Link>
                .
              </p>
            </div>
            {q.data.can_manage ? (
              <Button onClick={() => setCreating(true)} data-testid="create-api-key">
                <Plus aria-hidden />
                Create API key
              </Button>
            ) : null}
          </div>
          {q.data.can_manage ? null : (
            <p className="rounded-md border border-info/40 bg-info/10 p-3 text-sm" role="note">
              {D.adminOnly}
            </p>
          )}
          {q.data.keys.length === 0 ? (
            <EmptyState
              icon={KeyRound}
              title="No API keys yet"
              action={
                q.data.can_manage ? (
                  <Button variant="outline" onClick={() => setCreating(true)}>
                    Create your first key
                  </Button>
                ) : undefined
              }
            >
              {D.empty}
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

const STATUS: Record<ApiKey['status'], { label: string; variant: 'success' | 'warning' | 'outline' }> = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'outline' },
};

function scopeLabel(scope: string) {
  const [area, level] = scope.split(':') as [ApiScopeArea, string];
  return `${API_SCOPE_LABELS[area]?.label ?? area}: ${level === 'write' ? 'read & write' : 'read'}`;
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
          <Badge variant={status.variant}>{status.label}</Badge>
          {canManage && k.status !== 'revoked' ? <RevokeButton apiKey={k} /> : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
        {k.scopes.map((s) => (
          <li key={s}>
            <Badge variant="secondary">{scopeLabel(s)}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div className="grid">
          <dt className="text-muted-foreground">Created</dt>
          <dd className="tabular-nums">
            {date(k.created_at)}
            {k.created_by ? ` by ${k.created_by}` : ''}
          </dd>
        </div>
        <div className="grid">
          <dt className="text-muted-foreground">{k.status === 'expired' ? 'Expired' : 'Expires'}</dt>
          <dd className="tabular-nums">{date(k.expires_at) ?? 'Never'}</dd>
        </div>
        <div className="grid">
          <dt className="text-muted-foreground">Last used</dt>
          <dd className="tabular-nums" data-testid="api-key-last-used">
            {dateTime(k.last_used_at) ?? 'Never used'}
          </dd>
        </div>
        {k.revoked_at ? (
          <div className="grid">
            <dt className="text-muted-foreground">Revoked</dt>
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
    const r = await revoke.submit(k.id, { success: { title: D.revoked }, failure: (m) => ({ title: m ?? 'Could not revoke the key' }) });
    if (r.ok) setOpen(false);
  };
  return (
    <A.Root open={open} onOpenChange={(o) => !revoke.busy && setOpen(o)}>
      <A.Trigger asChild>
        <Button size="sm" variant="outline">
          Revoke
        </Button>
      </A.Trigger>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-xl">
          <A.Title className="text-lg font-semibold">Revoke “{k.name}”?</A.Title>
          <A.Description className="text-sm text-muted-foreground">
            Every system using the key <code className="font-mono">{k.prefix}…</code> is refused from now on. This cannot be undone; you can
            create a new key instead.
          </A.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="outline" disabled={revoke.busy}>
                Cancel
              </Button>
            </A.Cancel>
            <Button variant="destructive" disabled={revoke.busy} onClick={() => void confirm()}>
              {revoke.busy ? 'Revoking...' : 'Revoke key'}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
