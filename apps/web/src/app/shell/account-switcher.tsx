import type { LinkedAccounts } from '@mb/contract/enterprise';
import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise-text';
import { ArrowLeftRight, Check } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { switchToAccount } from '../../features/enterprise';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { getSession, setOwnSession, setSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSessionIntent } from '../session-intent';

// The 'Use Platform as' menu (spec §2), loaded on demand by header-slots.tsx once a member has more
// than one linked account (most members never do).

/**
 * Switching takes the server's new session (a delegated one for a studio, the enterprise's own to come
 * back), lands on /studio-dashboard or /dashboard and says so (§8).
 */
export default function AccountSwitcher({ data }: { data: LinkedAccounts }) {
  const navigate = useNavigate();
  const intent = useSessionIntent();
  const [busy, setBusy] = useState(false);
  const { accounts, active_id } = data;
  const active = accounts.find((a) => a.id === active_id) ?? accounts[0];
  const choose = async (id: string) => {
    if (id === active_id || busy) return;
    setBusy(true);
    // The old delegated session's revocation arrives over the live channel: not a sign-out of this tab.
    intent.signingOut = true;
    try {
      const own = data.delegated ? null : getSession();
      const r = await switchToAccount(id);
      // Kept while acting as a studio, to come back to if the link ends (session-lifecycle.ts).
      if (own) setOwnSession(own);
      if (r.account.type === 'enterprise') setOwnSession(null);
      setSession(r.session);
      await navigate(r.account.type === 'studio' ? '/studio-dashboard' : '/dashboard');
      toast.success(M.switchedTitle, { description: M.switchedDescription(r.account.name) });
    } catch (e) {
      toast.error(M.switchFailed, { description: errorMessage(e) });
    } finally {
      intent.signingOut = false;
      setBusy(false);
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="inline-flex h-9 items-center gap-1.5 rounded-md border border-input px-1.5 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 sm:px-2"
        aria-label={`${tm(M.switcherLabel)}: ${active?.name ?? ''}`}
        data-testid="account-switcher"
        disabled={busy}
      >
        <Avatar src={active?.avatar_url} alt="" className="size-6" />
        <span className="hidden max-w-32 truncate lg:inline">{active?.name}</span>
        <ArrowLeftRight className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{tm(M.switcherLabel)}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accounts.map((a) => (
          <DropdownMenuItem key={a.id} onSelect={() => void choose(a.id)} data-testid="linked-account" data-account-id={a.id}>
            <Avatar src={a.avatar_url} alt="" className="size-7" />
            <span className="grid min-w-0 flex-1">
              <span className="truncate">{a.name}</span>
              <span className="text-xs text-muted-foreground">
                {a.type === 'enterprise' ? t('shell.switcher.main', 'Main Account') : t('shell.switcher.studio', 'Studio')}
              </span>
            </span>
            {a.id === active_id ? <Check className="ml-auto" aria-label={t('shell.switcher.active', 'Active')} /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
