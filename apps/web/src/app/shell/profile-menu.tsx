import type { MyProfile } from '@mb/contract/profiles';
import { ExternalLink, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { ComplianceCenterLink } from '../../features/compliance/compliance-center-link';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { useHubUrl } from '../../lib/site-info';
import { profileMenuEntries } from './profile-menu-items';
import { useSignOutAction } from './sign-out-action';
import { ThemeRadioItems } from './theme-radio-items';

// Loaded when the menu first opens: the member's Pro status beside their name (issue 31).
const ProBadge = lazy(() => import('../../features/pro/pro-badge'));

/** Spec §2 profile dropdown. Without a readable profile it still works: e-mail, default avatar, creator menu. */
export function ProfileMenu({ profile }: { profile: MyProfile | null }) {
  const session = useSession();
  const hubUrl = useHubUrl();
  const signOut = useSignOutAction('signOut');
  if (!session) return null;
  const enterprise = profile?.profile_type === 'enterprise';
  const name = profile?.display_name?.trim() || profile?.username?.trim() || null;
  const entries = profileMenuEntries({
    userId: session.user.id,
    profileType: profile?.profile_type ?? null,
    username: profile?.username,
    complianceCenterUrl: hubUrl,
  });
  const avatar = (size: string) => (
    <span className="relative inline-flex">
      <Avatar src={profile?.avatar_url} alt="" className={size} blurred={profile?.avatar_moderation_status === 'pending'} />
      {enterprise ? (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-background bg-primary" />
      ) : null}
    </span>
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={
          enterprise ? t('shell.account.menuEnterprise', 'Account menu (Enterprise Account)') : t('shell.account.menu', 'Account menu')
        }
      >
        {avatar('size-9')}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          {avatar('size-10')}
          <span className="grid min-w-0">
            {enterprise ? (
              <span className="flex items-center gap-1.5 text-xs font-semibold">
                {t('shell.account.enterprise', 'Enterprise Account')} <Badge className="px-1.5 py-0 text-[10px]">PRO</Badge>
              </span>
            ) : null}
            {enterprise ? (
              name ? (
                <span className="truncate text-sm font-semibold">{name}</span>
              ) : null
            ) : (
              <span className="flex min-w-0 items-center gap-1.5">
                {name ? <span className="truncate text-sm font-semibold">{name}</span> : null}
                <Suspense fallback={null}>
                  <ProBadge />
                </Suspense>
              </span>
            )}
            <span data-testid="signed-in-email" className="truncate text-xs text-muted-foreground">
              {session.user.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {/* The only external entry is the compliance center (profile-menu-items.ts): it opens the hub signed in. */}
          {entries.map((e) =>
            e.external ? (
              <DropdownMenuItem key={e.label} asChild>
                <ComplianceCenterLink href={e.href}>
                  <e.icon aria-hidden="true" />
                  {e.label}
                  <ExternalLink className="ml-auto text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">{t('shell.opensNewTab', '(opens in a new tab)')}</span>
                </ComplianceCenterLink>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={e.label} asChild>
                <Link to={e.to}>
                  <e.icon aria-hidden="true" />
                  {e.label}
                </Link>
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{t('shell.theme.legend', 'Theme')}</DropdownMenuLabel>
        <ThemeRadioItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('shell.account.signOut', 'Sign out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
