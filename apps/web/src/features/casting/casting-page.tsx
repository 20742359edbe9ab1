import { Clapperboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PRODUCT_NAME } from '../../lib/product';
import { useMyProfile } from '../profiles';
import { LinkedCall } from './linked-call';
import { MemberTabContents } from './member-tabs';
import { PageHead } from './parts';

/** /casting: open casting calls to browse and apply to, and the member's own applications. */
export default function CastingPage() {
  usePageMeta(`Casting · ${PRODUCT_NAME}`, 'Open casting calls from studios; apply with your portfolio.');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applications' ? 'applications' : 'calls';
  const profile = useMyProfile();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageHead
        icon={Clapperboard}
        title="Casting"
        lead="Open casting calls from studios. Apply with your published portfolio; follow your applications here."
      />
      {profile.data?.profile_type === 'studio' ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">You are a studio</CardTitle>
            <CardDescription>
              Build forms and open calls on{' '}
              <Link to="/casting-forms" className="underline">
                Casting Forms Builder
              </Link>
              ; review applicants and send proposals on{' '}
              <Link to="/casting-proposals" className="underline">
                Casting proposals
              </Link>
              .
            </CardDescription>
          </CardHeader>
        </Card>
      ) : null}
      {tab === 'calls' ? <LinkedCall canApply={profile.data?.profile_type === 'creator'} /> : null}
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'applications' ? { tab: v } : {}, { replace: true })}>
        <TabsList>
          <TabsTrigger value="calls">Open calls</TabsTrigger>
          <TabsTrigger value="applications">My applications</TabsTrigger>
        </TabsList>
        <MemberTabContents />
      </Tabs>
    </section>
  );
}
