import { BUSINESS_PLANS } from '@mb/contract/business';
import { Building2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useMyProfile } from '../profiles';
import { PlanPicker, SubscriptionCard } from './billing-ui';
import { useMyBilling } from './queries';

/** /business-pricing: the business listing plans (business profiles only), and the one in force. */
export default function BusinessPricingPage() {
  usePageMeta(
    t('billing.business.metaTitle', 'Business Pricing'),
    t('billing.business.meta', 'Plans for business listings, with what each one includes.'),
  );
  const [params] = useSearchParams();
  const me = useMyProfile();
  const mine = useMyBilling();
  const live = mine.data?.subscriptions.find((s) => s.audience === 'business' && ['active', 'cancelled', 'past_due'].includes(s.status));
  const isBusiness = me.data?.profile_type === 'business';
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" aria-labelledby="biz-pricing-title">
      <header className="grid gap-1">
        <h1 id="biz-pricing-title" className="text-2xl font-bold tracking-tight">
          {t('billing.business.title', 'Business pricing')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t(
            'billing.business.intro',
            'Every listing starts free with {services} services and {products} products. Business Pro adds room, featured placement, analytics and apps.',
            { services: BUSINESS_PLANS.free.service_limit, products: BUSINESS_PLANS.free.product_limit },
          )}
        </p>
      </header>
      {!me.data || !mine.data ? (
        <Skeleton className="h-64" />
      ) : !isBusiness ? (
        <EmptyState
          icon={Building2}
          title={t('billing.business.onlyBusiness', 'Business plans are for business profiles')}
          action={
            <Button asChild>
              <Link to="/settings?tab=pro-subscription">{t('billing.business.seePro', 'See Pro for members')}</Link>
            </Button>
          }
        >
          {t('billing.business.notBusiness', 'Your account is not a business. Pro for members is on your settings page.')}
        </EmptyState>
      ) : live ? (
        <SubscriptionCard sub={live} />
      ) : (
        <PlanPicker audience="business" initialCycle={params.get('billing') === 'yearly' ? 'yearly' : 'monthly'} />
      )}
    </section>
  );
}
