import { MESSAGES } from '@mb/contract/ui-text';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLinkedAccounts } from '../../features/enterprise';
import { toast } from '../../lib/toast';

// A place in the header (spec §2): the 'Use Platform as' account switcher. (The bell is
// features/notifications; the 'My Apps' launcher features/apps.)

const AccountSwitcher = lazy(() => import('./account-switcher'));

/**
 * 'Use Platform as' (spec §2, §4 Active account): shown only when more than one account is linked (an
 * enterprise and its active studios); its menu loads on demand. A failed read says so once (§8).
 */
export function AccountSwitcherSlot() {
  const q = useLinkedAccounts();
  const told = useRef(false);
  useEffect(() => {
    if (q.isError && !told.current) {
      told.current = true;
      toast.error(MESSAGES.linkedAccountsFailed.title, { description: MESSAGES.linkedAccountsFailed.description });
    }
  }, [q.isError]);
  if (!q.data || q.data.accounts.length <= 1) return null;
  return (
    <Suspense fallback={null}>
      <AccountSwitcher data={q.data} />
    </Suspense>
  );
}
