import type { VerificationType } from '@mb/contract/compliance';
import { ApiError, api } from '../../lib/api';

// Making a signed-in link into the hub, free of zod and React so the header's compliance center link
// (members' chrome) can use it without pulling the compliance pages in. Only type imports from the
// contract's compliance module: its schemas stay out of that chunk.

export type LinkStage = 'token' | 'url';

/** Failure of one half of making a hub link, so the card can name it (spec §8). */
export class HubLinkError extends Error {
  constructor(
    public readonly stage: LinkStage,
    public readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? stage);
  }
}

const serverMessage = (e: unknown) => (e instanceof ApiError && e.code !== 'internal' && e.code !== 'network' ? e.message : null);

/**
 * POST sso-token, then sso-login with the page to come back to (spec §7: onboarding returns to
 * /onboarding; other pages to themselves). Resolves with the hub page's address.
 */
export async function makeHubLink(verificationType: VerificationType, returnUrl: string): Promise<string> {
  let token: string;
  try {
    token = (await api('complianceSsoToken', { body: { verificationType } })).session_token;
  } catch (e) {
    throw new HubLinkError('token', serverMessage(e));
  }
  try {
    return (await api('complianceSsoLogin', { body: { session_token: token, return_url: returnUrl } })).verification_url;
  } catch (e) {
    throw new HubLinkError('url', serverMessage(e));
  }
}

/**
 * Opens the hub in a new tab, signed in as the member. The tab is opened at the click, so a pop-up
 * blocker lets it through, and sent on once the link is made; if making it fails the tab shows
 * `fallback`, the hub in use as the server's settings name it (spec §7: "falls back to opening the hub
 * auth page"), or closes when no hub is configured (url null). Answers what happened.
 */
export async function openHubSignedIn(
  fallback: string | null,
  verificationType: VerificationType,
  returnUrl: string,
): Promise<{ opened: boolean; url: string | null; linked: boolean }> {
  const tab = window.open('', '_blank');
  let url = fallback;
  let linked = true;
  try {
    url = await makeHubLink(verificationType, returnUrl);
  } catch {
    linked = false;
  }
  if (!tab) return { opened: false, url, linked };
  if (!url) {
    tab.close();
    return { opened: false, url, linked };
  }
  tab.opener = null;
  tab.location.href = url;
  return { opened: true, url, linked };
}
