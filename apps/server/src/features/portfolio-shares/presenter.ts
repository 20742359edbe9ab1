import type { PortfolioShare } from '@mb/contract/portfolio';
import type { ShareRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The address to hand out: the share page of the browser app, with the token. */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/portfolio/share?token=${encodeURIComponent(token)}`;

/** The owner's view of one share link, field by field. */
export function presentShare(publicUrl: string, r: ShareRow): PortfolioShare {
  return {
    id: r.id,
    label: r.label,
    url: shareUrl(publicUrl, r.token),
    expires_at: iso(r.expires_at),
    revoked_at: iso(r.revoked_at),
    views: r.views,
    created_at: r.created_at.toISOString(),
  };
}
