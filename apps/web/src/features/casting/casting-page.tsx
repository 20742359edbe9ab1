import { Clapperboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useMyProfile } from '../profiles';
import { LinkedCall } from './linked-call';
import { MemberTabContents } from './member-tabs';
import { PageHead } from './parts';

/** /casting: open casting calls to browse and apply to, and the member's own applications. */
export default function CastingPage() {
  usePageMeta(
    `${t('casting.title', 'Casting')} · ${PRODUCT_NAME}`,
    t('casting.page.meta', 'Open casting calls from studios; apply with your portfolio.'),
  );
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applications' ? 'applications' : 'calls';
  const profile = useMyProfile();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHead
        icon={Clapperboard}
        title={t('casting.title', 'Casting')}
        lead={t(
          'casting.page.lead',
          'Open casting calls from studios. Apply with your published portfolio; follow your applications here.',
        )}
      />
      {profile.data?.profile_type === 'studio' ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('casting.page.studio', 'You are a studio')}</CardTitle>
            <CardDescription>
              {t('casting.page.studioForms', 'Build forms and open calls on')}{' '}
              <Link to="/casting-forms" className="underline">
                {t('casting.formsBuilder', 'Casting Forms Builder')}
              </Link>
              {t('casting.page.studioProposals', '; review applicants and send proposals on')}{' '}
              <Link to="/casting-proposals" className="underline">
                {t('casting.proposalsTitle', 'Casting proposals')}
              </Link>
              .
            </CardDescription>
          </CardHeader>
        </Card>
      ) : null}
      {tab === 'calls' ? <LinkedCall canApply={profile.data?.profile_type === 'creator'} /> : null}
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'applications' ? { tab: v } : {}, { replace: true })}>
        <TabsList>
          <TabsTrigger value="calls">{t('casting.tab.calls', 'Open calls')}</TabsTrigger>
          <TabsTrigger value="applications">{t('casting.tab.applications', 'My applications')}</TabsTrigger>
        </TabsList>
        <MemberTabContents />
      </Tabs>
    </section>
  );
}
