import type { BusinessProfile } from '@mb/contract/business';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { ListingStatsCard } from '../directory';

/**
 * Page views and contact clicks over time (spec: when analytics_enabled). Before the listing is public
 * or while analytics are off it says why there is nothing to show.
 */
export function AnalyticsSection({ business }: { business: BusinessProfile }) {
  let text: React.ReactNode;
  if (!business.published)
    text = t('business.analytics.notPublic', 'Page views and contact clicks are counted once your listing is approved and public.');
  else if (!business.analytics_enabled)
    text = (
      <>
        {t('business.analytics.off', 'Analytics are off for your listing.')}{' '}
        <Link to="/business-profile#analytics" className="font-medium underline underline-offset-4">
          {t('business.analytics.turnOn', 'Turn them on in your listing settings')}
        </Link>{' '}
        {t('business.analytics.offAfter', 'to see page views and contact clicks over time.')}
      </>
    );
  else return <ListingStatsCard businessId={business.id} />;
  return (
    <Card data-testid="analytics-off">
      <CardHeader className="flex-row items-center gap-2 space-y-0">
        <BarChart3 className="size-5 text-muted-foreground" aria-hidden="true" />
        <CardTitle>{t('business.analytics.title', 'Analytics')}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
    </Card>
  );
}
