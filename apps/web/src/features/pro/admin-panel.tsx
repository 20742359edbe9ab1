import type { AdminPro } from '@mb/contract/pro';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { useAdminMemberPro, useSetMemberPro } from './writes';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }) : '-');
/** The grant runs to the end of the chosen day (UTC), so 'until 31 Dec' includes 31 Dec. */
const endOfDay = (yyyyMmDd: string) => `${yyyyMmDd}T23:59:59.000Z`;
const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function Summary({ data }: { data: AdminPro }) {
  const s = data.status;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Badge variant={s.is_pro_user ? 'default' : 'secondary'}>
          {s.is_pro_user
            ? s.is_moderator_granted
              ? t('pro.admin.granted', 'Pro (granted by a moderator)')
              : t('pro.admin.paid', 'Pro (paid)')
            : t('pro.admin.notPro', 'Not Pro')}
        </Badge>
        {s.is_sponsor_user ? <Badge variant="secondary">{t('pro.admin.sponsor', 'Sponsor')}</Badge> : null}
        {s.is_ambassador ? <Badge variant="secondary">{t('pro.admin.ambassador', 'Ambassador')}</Badge> : null}
        {data.grace.grace_period_active ? (
          <Badge variant="warning">{t('pro.admin.grace', 'Grace period: {days} days left', { days: data.grace.days_remaining })}</Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t('pro.admin.subscription', 'Subscription')}</dt>
        <dd>
          {s.subscription_status ?? t('pro.admin.none', 'none')}
          {s.subscription_end_date ? t('pro.admin.paidUntil', ', paid until {date}', { date: day(s.subscription_end_date) }) : ''}
        </dd>
        <dt className="text-muted-foreground">{t('pro.admin.grantedPro', 'Granted Pro')}</dt>
        <dd>
          {s.moderator_granted_end_date
            ? t('pro.admin.until', 'until {date}', { date: day(s.moderator_granted_end_date) })
            : t('pro.admin.none', 'none')}
        </dd>
        <dt className="text-muted-foreground">{t('pro.admin.ends', 'Pro ends')}</dt>
        <dd className="tabular-nums">
          {s.is_pro_user ? t('pro.admin.endsOn', '{date} ({days} days)', { date: day(s.pro_end_date), days: s.days_remaining }) : '-'}
        </dd>
      </dl>
      {data.consistency.is_consistent ? null : (
        <div role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <p className="font-medium">{t('pro.admin.disagree', 'Records disagree')}</p>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {data.consistency.issues.map((issue, i) => (
              <li key={issue}>
                {issue}. <span className="text-muted-foreground">{data.consistency.recommendations[i]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Spec §6: an admin grants Pro until a date, and sets the sponsor and ambassador statuses (account page). */
/** `onSaved`: the host page refreshes what it shows of the member (the account page's staff decisions). */
export function ProAdminPanel({ memberId, onSaved }: { memberId: string; onSaved?: () => void }) {
  const pro = useAdminMemberPro(memberId);
  const save = useSetMemberPro(memberId);
  const [until, setUntil] = useState('');
  const [sponsor, setSponsor] = useState(false);
  const [ambassador, setAmbassador] = useState(false);
  const s = pro.data?.status;
  useEffect(() => {
    if (!s) return;
    setUntil(s.is_moderator_granted ? dateInput(s.moderator_granted_end_date) : '');
    setSponsor(s.is_sponsor_user);
    setAmbassador(s.is_ambassador);
  }, [s]);

  const current = s?.is_moderator_granted ? dateInput(s.moderator_granted_end_date) : '';
  const changed = Boolean(s) && (until !== current || sponsor !== s?.is_sponsor_user || ambassador !== s?.is_ambassador);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!s) return;
    const body = {
      ...(until !== current ? { moderator_granted_end_date: until ? endOfDay(until) : null } : {}),
      ...(sponsor !== s.is_sponsor_user ? { is_sponsor: sponsor } : {}),
      ...(ambassador !== s.is_ambassador ? { is_ambassador: ambassador } : {}),
    };
    const r = await save.submit(body, { success: { title: t('pro.admin.saved', 'Pro statuses saved') } });
    if (r.ok) onSaved?.();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('pro.admin.title', 'Pro and statuses')}</CardTitle>
        <CardDescription>
          {t('pro.admin.intro', 'Grant Pro until a date, or mark a sponsor or ambassador. The member is notified; each change is logged.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pro.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('pro.admin.loading', 'Loading Pro status')}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : pro.isError || !pro.data ? (
          <ErrorState
            message={t('pro.admin.loadFailed', 'Failed to load Pro status.')}
            onRetry={() => void pro.refetch()}
            retrying={pro.isFetching}
          />
        ) : (
          <>
            <Summary data={pro.data} />
            <form onSubmit={submit} className="grid gap-4" aria-label={t('pro.admin.title', 'Pro and statuses')}>
              <div className="grid gap-1.5">
                <Label htmlFor="pro-grant-until">{t('pro.admin.grantUntil', 'Grant Pro until')}</Label>
                <div className="flex flex-wrap gap-2">
                  <Input
                    id="pro-grant-until"
                    type="date"
                    className="w-auto"
                    value={until}
                    min={new Date().toISOString().slice(0, 10)}
                    onChange={(e) => setUntil(e.target.value)}
                  />
                  {until ? (
                    <Button type="button" variant="outline" onClick={() => setUntil('')}>
                      {t('pro.admin.noGrant', 'No grant')}
                    </Button>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('pro.admin.emptyHint', 'Empty: no granted Pro (a paid subscription is unaffected).')}
                </p>
              </div>
              <div className="flex flex-wrap gap-6">
                <div className="flex items-center gap-2">
                  <Checkbox id="pro-sponsor" checked={sponsor} onCheckedChange={(v) => setSponsor(v === true)} />
                  <Label htmlFor="pro-sponsor" className="font-normal">
                    {t('pro.admin.sponsor', 'Sponsor')}
                  </Label>
                </div>
                <div className="flex items-center gap-2">
                  <Checkbox id="pro-ambassador" checked={ambassador} onCheckedChange={(v) => setAmbassador(v === true)} />
                  <Label htmlFor="pro-ambassador" className="font-normal">
                    {t('pro.admin.ambassador', 'Ambassador')}
                  </Label>
                </div>
              </div>
              <FormError message={save.error} />
              <div className="flex justify-end">
                <Button type="submit" disabled={!changed || save.busy}>
                  {save.busy ? t('common.saving', 'Saving...') : t('pro.admin.save', 'Save statuses')}
                </Button>
              </div>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
