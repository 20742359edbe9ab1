import type * as React from 'react';
import { tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { openHubSignedIn } from './hub-link';

// Spec §8 words, written here rather than imported: the contract's compliance module carries zod,
// and this link lives in the members' header chunk. They are translated by their English text (tm).
const OPEN_FAILED = 'Failed to Open Verification';
const POPUP_HINT = 'Your browser blocked the new tab. Allow pop-ups for this site, then try again.';

/**
 * The external compliance center link (spec §2 header and profile dropdown, non-enterprise members):
 * a plain click opens the hub in a new tab already signed in as the member (an SSO link made at the
 * click), coming back to /compliance; if the link cannot be made `href` opens: the hub in use (its
 * address, or the built-in hub's sign-in page), as the server's settings name it. A
 * middle-click or a modifier keeps the browser's own handling of `href`.
 */
export function ComplianceCenterLink({
  href,
  onClick,
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: React.Ref<HTMLAnchorElement> }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void openHubSignedIn(href, 'identity', '/compliance').then((r) => {
          if (!r.opened) toast.error(tm(OPEN_FAILED), { description: tm(POPUP_HINT) });
        });
      }}
    />
  );
}
