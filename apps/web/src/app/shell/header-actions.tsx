import { MESSAGES } from '@mb/contract/ui-text';
import { ShieldAlert, ShieldCheck, ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { AppsLauncher } from '../../features/apps';
import { ComplianceCenterLink } from '../../features/compliance/compliance-center-link';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useStaffUpdates } from '../../features/staff/staff-updates';
import { t, tm } from '../../lib/i18n';
import { withQuery } from '../../lib/query';
import { useHubUrl } from '../../lib/site-info';
import { cn } from '../../lib/utils';
import { ContentFilterMenu } from './content-filter-menu';
import { complianceCenterLabel } from './external-links';
import { HeaderActionsSkeleton } from './header-actions-skeleton';
import { AccountSwitcherSlot } from './header-slots';
import { canModerate } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { useShellData } from './use-shell-data';

/** Staff who may moderate (spec §2, §6); amber when the latest staff check failed but the cached status said staff. */
function ModerationButton({ errored }: { errored: boolean }) {
  const button = (
    <Link
      to="/moderation"
      aria-label={errored ? `${t('nav.moderation', 'Moderation')}. ${tm(MESSAGES.staffCheckFailed)}` : t('nav.moderation', 'Moderation')}
      data-state={errored ? 'check-failed' : 'ok'}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm font-medium transition-colors [&_svg]:size-4',
        errored
          ? 'border-warning/60 bg-warning/10 text-warning hover:bg-warning/20'
          : 'border-input text-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {errored ? <ShieldAlert aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
      <span className="hidden lg:inline">{t('nav.moderation', 'Moderation')}</span>
    </Link>
  );
  return errored ? (
    <TooltipProvider>
      <Tooltip label={tm(MESSAGES.staffCheckFailed)}>{button}</Tooltip>
    </TooltipProvider>
  ) : (
    button
  );
}

/** The signed-in half of the header (spec §2), loaded only for members. */
function HeaderActions() {
  const { profile, profilePending, profileType, staff } = useShellData();
  const hubUrl = useHubUrl();
  useStaffUpdates();
  if (profilePending) return <HeaderActionsSkeleton />;
  return (
    <div className="flex items-center gap-1 sm:gap-1.5">
      <ContentFilterMenu />
      {canModerate(staff.cached) ? <ModerationButton errored={staff.errored} /> : null}
      {/* The hub in use (server settings); none configured, no link. */}
      {profileType !== 'enterprise' && hubUrl ? (
        <ComplianceCenterLink
          href={hubUrl}
          className="hidden h-9 items-center gap-2 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground sm:inline-flex [&_svg]:size-4"
        >
          <ShieldHalf aria-hidden="true" />
          <span className="hidden xl:inline">{complianceCenterLabel()}</span>
          <span className="sr-only xl:hidden">{complianceCenterLabel()}</span>
          <span className="sr-only">{t('shell.opensNewTab', '(opens in a new tab)')}</span>
        </ComplianceCenterLink>
      ) : null}
      <NotificationBell />
      <AppsLauncher />
      <AccountSwitcherSlot />
      <ProfileMenu profile={profile} />
    </div>
  );
}

// Members' chrome reads through TanStack Query, which loads with it (lib/query.tsx).
export default withQuery(HeaderActions);
