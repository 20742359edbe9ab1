import { AD_MESSAGES, type AdCampaign } from '@mb/contract/ads';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { CampaignCard } from './campaign-card';
import { CampaignEditor } from './campaign-editor';
import { useMyCampaigns } from './queries';
import { StatsDialog } from './stats-dialog';

/** /ads (issue 14): the advertiser's campaigns, their figures and every action the status allows. */
export default function AdsPage() {
  usePageMeta(tm(AD_MESSAGES.title), tm(AD_MESSAGES.subtitle));
  const list = useMyCampaigns();
  const [editing, setEditing] = useState<AdCampaign | 'new' | null>(null);
  const [statsOf, setStatsOf] = useState<AdCampaign | null>(null);
  const data = list.data;

  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="ads-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="ads-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Megaphone className="size-6 text-primary" aria-hidden />
            {tm(AD_MESSAGES.title)}
          </h1>
          <p className="text-sm text-muted-foreground">{tm(AD_MESSAGES.subtitle)}</p>
        </div>
        {data?.can_advertise ? (
          <Button onClick={() => setEditing('new')} data-testid="new-campaign">
            <Plus aria-hidden />
            {t('ads.newCampaign', 'New campaign')}
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <Loading label={t('ads.loading', 'Loading your campaigns...')} className="grid gap-3">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </Loading>
      ) : list.isError ? (
        <ErrorState message={tm(AD_MESSAGES.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !data?.can_advertise && data?.campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={t('ads.advertise', 'Advertise your business')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/business-pricing">{t('ads.seePlans', 'See business plans')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/business-management">{t('ads.yourListing', 'Your business listing')}</Link>
              </Button>
            </div>
          }
        >
          {tm(AD_MESSAGES.notAdvertiser)}
        </EmptyState>
      ) : data?.campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={tm(AD_MESSAGES.empty)}
          action={
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {t('ads.create', 'Create a campaign')}
            </Button>
          }
        >
          {tm(AD_MESSAGES.emptyHint)}
        </EmptyState>
      ) : (
        <div className="grid gap-4" data-testid="campaign-list">
          <h2 className="sr-only">{t('ads.yourCampaigns', 'Your campaigns')}</h2>
          {data?.campaigns.map((c) => (
            <CampaignCard key={c.id} c={c} onEdit={() => setEditing(c)} onStats={() => setStatsOf(c)} />
          ))}
        </div>
      )}
      {editing && data ? (
        <CampaignEditor campaign={editing === 'new' ? null : editing} prices={data.prices} onClose={() => setEditing(null)} />
      ) : null}
      {statsOf ? <StatsDialog campaign={statsOf} onClose={() => setStatsOf(null)} /> : null}
    </section>
  );
}
