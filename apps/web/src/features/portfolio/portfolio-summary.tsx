import { type MyPortfolio, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { BadgeCheck, Clock, Crown, EyeOff, ImageIcon, ShieldAlert, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { allowanceLabel } from './upload-checks';

/** Where a member takes Pro (spec §2 /settings?tab=pro-subscription). */
export const PRO_PATH = '/settings?tab=pro-subscription';

function Tile({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: typeof Clock;
  title: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 gap-3 rounded-lg border bg-card p-3 sm:p-4', className)}>
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <p className="text-sm font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** Counts, the allowance and what publishing means for this member: the top of the manager. */
export function PortfolioSummary({ portfolio }: { portfolio: MyPortfolio }) {
  const { allowance, items } = portfolio;
  const used = allowance.is_pro ? items.length : allowance.image_count;
  const limit = allowance.is_pro ? allowance.item_limit : allowance.image_limit;
  const pending = items.filter((i) => i.moderation_status === 'pending').length;
  const live = items.filter((i) => i.is_public).length;
  const full = used >= limit;
  return (
    <div className="grid gap-3">
      {allowance.in_grace ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <p>
            {tm(PORTFOLIO_MESSAGES.inGrace)}{' '}
            <Link to={PRO_PATH} className="font-medium underline underline-offset-4">
              {t('portfolio.summary.renew', 'Renew Pro')}
            </Link>
          </p>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          icon={ImageIcon}
          title={
            <span className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums" data-testid="portfolio-allowance">
                {allowanceLabel(allowance, items.length)}
              </span>
              {allowance.is_pro ? (
                <Badge>
                  <Crown className="size-3" aria-hidden="true" />
                  {t('portfolio.summary.pro', 'Pro')}
                </Badge>
              ) : (
                <Badge variant="secondary">{t('portfolio.summary.free', 'Free')}</Badge>
              )}
            </span>
          }
        >
          <Progress
            value={Math.min(100, (used / Math.max(1, limit)) * 100)}
            label={t('portfolio.summary.used', '{used} of {limit} used', { used, limit })}
            className={cn(full && '[&>div]:bg-warning')}
          />
          <p className="text-xs text-muted-foreground">
            <span className="tabular-nums">{live}</span> {t('portfolio.summary.public', 'public')} ·{' '}
            <span className="tabular-nums">{pending}</span> {t('portfolio.summary.pending', 'pending')}
            {allowance.is_pro ? null : (
              <>
                {' · '}
                <Link to={PRO_PATH} className="font-medium text-foreground underline underline-offset-4">
                  {t('portfolio.summary.proAdds', 'Pro adds videos and albums')}
                </Link>
              </>
            )}
          </p>
        </Tile>
        {allowance.uploads_reviewed ? (
          <Tile icon={Clock} title={t('portfolio.summary.reviewed', 'Uploads are reviewed')}>
            <p className="text-xs text-muted-foreground" data-testid="portfolio-review-notice">
              {t(
                'portfolio.summary.reviewedText',
                'Uploads are reviewed by a moderator (up to {hours} hours) before anyone else sees them.',
                { hours: PORTFOLIO_LIMITS.moderationHours },
              )}
            </p>
          </Tile>
        ) : (
          <Tile icon={BadgeCheck} title={t('portfolio.summary.verified', 'Verified: uploads publish at once')}>
            <p className="text-xs text-muted-foreground">
              {t('portfolio.summary.verifiedText', 'Your identity is verified, so new items are public as soon as they are uploaded.')}
            </p>
          </Tile>
        )}
        {allowance.verified ? (
          <Tile icon={EyeOff} title={t('portfolio.summary.nsfwAllowed', 'NSFW allowed')} className="sm:col-span-2 lg:col-span-1">
            <p className="text-xs text-muted-foreground">
              {t('portfolio.summary.nsfwText', 'NSFW items are blurred for visitors until they confirm they are 18 or older.')}
            </p>
          </Tile>
        ) : (
          <Tile
            icon={ShieldAlert}
            title={t('portfolio.summary.nsfwNeeds', 'NSFW needs verification')}
            className="sm:col-span-2 lg:col-span-1"
          >
            <p className="text-xs text-muted-foreground">
              {tm(PORTFOLIO_MESSAGES.nsfwNeedsVerification)}{' '}
              <Link to="/compliance" className="font-medium text-foreground underline underline-offset-4">
                {t('portfolio.verifyIdentity', 'Verify your identity')}
              </Link>
            </p>
          </Tile>
        )}
      </div>
    </div>
  );
}

export function PortfolioSummarySkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24 sm:col-span-2 lg:col-span-1" />
    </div>
  );
}
