import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { InvoiceList, SubscriptionCard } from './billing-ui';
import { useMyBilling } from './queries';

/** /subscription-management: the member's plans, next billing dates, auto-rebill, invoices, cancel and resume. */
export default function SubscriptionPage() {
  usePageMeta(
    t('billing.subscriptions.metaTitle', 'Subscription Management'),
    t('billing.subscriptions.intro', 'Your plan, billing cycle, renewals and invoices.'),
  );
  const mine = useMyBilling();
  const data = mine.data;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="subs-title">
      <header className="grid gap-1">
        <h1 id="subs-title" className="text-2xl font-bold tracking-tight">
          {t('billing.subscriptions.title', 'Subscription management')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('billing.subscriptions.intro', 'Your plan, billing cycle, renewals and invoices.')}
        </p>
      </header>
      {mine.isError ? (
        <ErrorState
          message={t('billing.subscriptions.loadFailed', 'Your subscriptions could not be loaded.')}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : !data ? (
        <Loading label={t('billing.subscriptions.loading', 'Loading your subscriptions…')} className="grid gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-24" />
        </Loading>
      ) : (
        <>
          {data.subscriptions.length === 0 ? (
            <EmptyState
              icon={CreditCard}
              title={t('billing.subscriptions.none', 'No subscription yet')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button asChild>
                    <Link to="/settings?tab=pro-subscription">{t('billing.subscriptions.goPro', 'Go Pro')}</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/pricing">{t('billing.subscriptions.allPlans', 'See all plans')}</Link>
                  </Button>
                </div>
              }
            >
              {t(
                'billing.subscriptions.noneText',
                'You are on the free plan. Pro gives your portfolio unlimited images, videos and albums.',
              )}
            </EmptyState>
          ) : (
            <div className="grid gap-4">
              {data.subscriptions.map((s) => (
                <SubscriptionCard key={s.id} sub={s} />
              ))}
            </div>
          )}
          <section aria-labelledby="invoices-title" className="grid gap-3">
            <h2 id="invoices-title" className="text-lg font-semibold">
              {t('billing.invoices', 'Invoices')}
            </h2>
            <InvoiceList invoices={data.invoices} />
          </section>
        </>
      )}
    </section>
  );
}
