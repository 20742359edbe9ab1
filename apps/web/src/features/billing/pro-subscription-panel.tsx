import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useProStatus } from '../pro';
import { cycleLabel, PlanPicker, SubscriptionCard } from './billing-ui';
import { useMyBilling } from './queries';

/** /settings?tab=pro-subscription: the member's Pro subscription, or the Pro plans to take it. */
export function ProSubscriptionPanel({ chosen }: { chosen: 'monthly' | 'yearly' | null }) {
  const mine = useMyBilling();
  const live = mine.data?.subscriptions.find((s) => s.audience === 'member' && ['active', 'cancelled', 'past_due'].includes(s.status));
  // Pro as the unified status has it (a paid period, or Pro granted by a moderator), refreshed on profile.updated.
  const pro = useProStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5" aria-hidden="true" />
          {t('billing.pro.title', 'Pro subscription')}
          {pro.isPending ? null : pro.status.isProUser ? (
            <Badge data-testid="plan-badge">{t('billing.pro.badge', 'Pro')}</Badge>
          ) : (
            <Badge variant="secondary" data-testid="plan-badge">
              {t('billing.pro.free', 'Free')}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          {t('billing.pro.intro', 'Pro unlocks unlimited portfolio images, videos and albums, and removes ads from your portfolio.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {mine.isError ? (
          <ErrorState
            message={t('billing.pro.loadFailed', 'Your subscription could not be loaded.')}
            onRetry={() => void mine.refetch()}
            retrying={mine.isFetching}
          />
        ) : !mine.data ? (
          <Loading label={t('billing.pro.loading', 'Loading your subscription…')}>
            <Skeleton className="h-40" />
          </Loading>
        ) : live ? (
          <>
            <SubscriptionCard sub={live} />
            {live.status === 'past_due' ? <PlanPicker audience="member" /> : null}
            <Button asChild variant="link" className="justify-self-start px-0">
              <Link to="/subscription-management">{t('billing.pro.all', 'Invoices and all subscriptions')}</Link>
            </Button>
          </>
        ) : (
          <>
            {chosen ? (
              <p className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2" data-testid="chosen-plan">
                {t('billing.pro.chosen', 'You chose Pro ({cycle}) before joining. Subscribe below when you are ready.', {
                  cycle: cycleLabel(chosen),
                })}
              </p>
            ) : null}
            <PlanPicker audience="member" initialCycle={chosen ?? 'monthly'} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
