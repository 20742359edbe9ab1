import { BILLING_MESSAGES } from '@mb/contract/billing';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';
import { price } from './billing-ui';
import { useCheckoutStatus } from './queries';

/**
 * Where the payment provider sends the member back: /subscription-management/success?checkout=<id>
 * waits until the provider's webhook was applied ('Payment received'); /cancelled says nothing was charged.
 */
export default function CheckoutReturnPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('checkout');
  const cancelled = pathname.endsWith('/cancelled');
  usePageMeta(cancelled ? t('billing.checkout.cancelled', 'Payment cancelled') : t('billing.checkout.title', 'Payment'), undefined);
  const status = useCheckoutStatus(cancelled ? null : id);
  const back = status.data?.return_path ?? '/subscription-management';

  let body: React.ReactNode;
  if (cancelled) {
    body = (
      <Outcome
        icon={<CircleX className="size-10 text-muted-foreground" aria-hidden />}
        title={t('billing.checkout.cancelled', 'Payment cancelled')}
      >
        {t('billing.checkout.cancelledText', 'Nothing was charged. You can choose a plan again whenever you like.')}
        <Actions>
          <Button asChild>
            <Link to="/pricing">{t('billing.checkout.seePlans', 'See plans')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/subscription-management">{t('billing.subscriptions.title', 'Subscription management')}</Link>
          </Button>
        </Actions>
      </Outcome>
    );
  } else if (!id || status.isError) {
    body = (
      <ErrorState
        message={t('billing.checkout.notFound', 'We could not find this payment. If you were charged, it appears under your invoices.')}
      />
    );
  } else if (status.data?.status === 'paid') {
    body = (
      <Outcome icon={<CircleCheck className="size-10 text-success" aria-hidden />} title={tm(BILLING_MESSAGES.paymentReceived)}>
        {status.data.description}: {price(status.data.amount_minor, status.data.currency)}.{' '}
        {t('billing.checkout.receipt', 'A receipt is on its way to your e-mail.')}
        <Actions>
          <Button asChild>
            <Link to={back}>{t('billing.checkout.continue', 'Continue')}</Link>
          </Button>
        </Actions>
      </Outcome>
    );
  } else if (status.data?.status === 'failed') {
    body = <ErrorState message={t('billing.checkout.failed', 'This payment did not go through. Nothing was charged.')} />;
  } else {
    body = (
      <Outcome
        icon={<LoaderCircle className="size-10 animate-spin text-muted-foreground" aria-hidden />}
        title={t('billing.checkout.confirming', 'Confirming your payment…')}
        live
      >
        {t('billing.checkout.confirmingText', 'The payment provider is telling us about your payment. This usually takes a few seconds.')}
      </Outcome>
    );
  }
  return <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12">{body}</section>;
}

function Outcome({
  icon,
  title,
  children,
  live = false,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  live?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center" role={live ? 'status' : undefined}>
      {icon}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="grid max-w-md gap-4 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

const Actions = ({ children }: { children: React.ReactNode }) => <div className="flex flex-wrap justify-center gap-2">{children}</div>;
