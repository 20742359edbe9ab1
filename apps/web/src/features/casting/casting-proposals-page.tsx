import { Clapperboard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useMyProfile } from '../profiles';
import { MemberTabContents } from './member-tabs';
import { ListSkeleton, LoadError, PageHead } from './parts';
import { Proposals } from './proposals';
import { StudioCalls } from './studio-applicants';

/**
 * /casting-proposals, the sidebar's Casting: studios review applicants and send proposals; everyone
 * else lands on the open calls (what a performer comes for, issue 31), with their proposals and
 * applications one tab away.
 */
export default function CastingProposalsPage() {
  usePageMeta(
    `${t('casting.title', 'Casting')} · ${PRODUCT_NAME}`,
    t('casting.proposalsPage.meta', 'Open casting calls, proposals and applications.'),
  );
  const profile = useMyProfile();
  const [params, setParams] = useSearchParams();
  const studio = profile.data?.profile_type === 'studio';
  const tabs = studio ? (['applicants', 'proposals'] as const) : (['calls', 'proposals', 'applications'] as const);
  const requested = params.get('tab');
  const tab = (tabs as readonly string[]).includes(requested ?? '')
    ? (requested as string)
    : params.get('call') && studio
      ? 'applicants'
      : tabs[0];
  const label: Record<string, string> = {
    calls: t('casting.tab.calls', 'Open calls'),
    applicants: t('casting.tab.applicants', 'Applicants'),
    proposals: t('casting.tab.proposals', 'Proposals'),
    applications: t('casting.tab.applications', 'My applications'),
  };
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHead
        icon={Clapperboard}
        title={t('casting.title', 'Casting')}
        lead={
          studio
            ? t('casting.proposalsPage.leadStudio', 'Review applicants to your casting calls and send proposals to creators.')
            : t(
                'casting.proposalsPage.lead',
                'Open casting calls from studios to apply to with your portfolio, the proposals studios sent you, and your applications.',
              )
        }
      />
      {profile.isPending ? (
        <ListSkeleton label={t('common.loadingLabel', 'Loading')} rows={2} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(v) => {
            const next = new URLSearchParams(params);
            next.set('tab', v);
            setParams(next, { replace: true });
          }}
        >
          <TabsList>
            {tabs.map((k) => (
              <TabsTrigger key={k} value={k}>
                {label[k]}
              </TabsTrigger>
            ))}
          </TabsList>
          {studio ? (
            <TabsContent value="applicants" className="mt-4">
              <StudioCalls />
            </TabsContent>
          ) : (
            <MemberTabContents />
          )}
          <TabsContent value="proposals" className="mt-4">
            <Proposals studio={studio} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
