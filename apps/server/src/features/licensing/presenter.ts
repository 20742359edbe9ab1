import {
  formatLicenseCode,
  type License,
  type LicenseOffer,
  type LicenseRequest,
  type LicenseStatus,
  type LicenseVerification,
  type LicensingPerson,
} from '@mb/contract/licensing';
import type { LicenseRow, OfferRow, RequestRow } from './repository.ts';

export type Person = LicensingPerson;

const unknown = (id: string): Person => ({ id, username: null, display_name: null, avatar_url: null });
const thumbUrl = (b64: string | null) => (b64 ? `data:image/jpeg;base64,${b64}` : null);

function itemOf(o: Pick<OfferRow, 'item_id' | 'item_title' | 'item_kind' | 'nsfw' | 'thumb_jpeg'>) {
  return { id: o.item_id, title: o.item_title, kind: o.item_kind, nsfw: o.nsfw, thumb_url: thumbUrl(o.thumb_jpeg) };
}

export function presentOffer(o: OfferRow, people: Map<string, Person>, blockedReason: string | null): LicenseOffer {
  return {
    id: o.id,
    status: o.status,
    item: itemOf(o),
    licensor: people.get(o.licensor_id) ?? unknown(o.licensor_id),
    terms: o.terms,
    note: o.note,
    requestable: o.status === 'active' && blockedReason === null,
    blocked_reason: o.status === 'active' ? blockedReason : null,
    visibility: o.visibility,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}

export function presentRequest(
  r: RequestRow,
  offer: OfferRow | undefined,
  people: Map<string, Person>,
  viewerId: string,
  licenseId: string | null,
): LicenseRequest {
  const role = r.licensor_id === viewerId ? 'licensor' : 'requester';
  const yourMove = role === 'licensor' ? r.status === 'pending' : r.status === 'countered' || r.status === 'accepted';
  return {
    id: r.id,
    offer_id: r.offer_id,
    status: r.status,
    item: offer ? itemOf(offer) : { id: r.offer_id, title: null, kind: 'image' as const, nsfw: false, thumb_url: null },
    licensor: people.get(r.licensor_id) ?? unknown(r.licensor_id),
    requester: people.get(r.requester_id) ?? unknown(r.requester_id),
    terms: r.terms,
    message: r.message,
    counter_note: r.counter_note,
    reason: r.reason,
    role,
    your_move: yourMove,
    license_id: licenseId,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export function licenseStatusOf(l: Pick<LicenseRow, 'revoked_at' | 'expires_at'>, now = new Date()): LicenseStatus {
  if (l.revoked_at) return 'revoked';
  if (l.expires_at && l.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

function common(l: LicenseRow, verifyUrl: string) {
  return {
    code: formatLicenseCode(l.code),
    status: licenseStatusOf(l),
    licensor: { name: l.licensor_name, username: l.licensor_username },
    licensee: { name: l.licensee_name, username: l.licensee_username },
    terms: l.terms,
    issued_at: l.issued_at.toISOString(),
    expires_at: l.expires_at?.toISOString() ?? null,
    revoked_at: l.revoked_at?.toISOString() ?? null,
    revoke_reason: l.revoke_reason,
    verify_url: verifyUrl,
  };
}

export function presentLicense(l: LicenseRow, viewerId: string, verifyUrl: string): License {
  const role = l.licensor_id === viewerId ? 'licensor' : 'licensee';
  const c = common(l, verifyUrl);
  return {
    id: l.id,
    ...c,
    item: { id: l.item_id, title: l.item_title, kind: l.item_kind, nsfw: l.nsfw, thumb_url: thumbUrl(l.thumb_jpeg) },
    role,
    can_revoke: role === 'licensor' && c.status === 'valid',
    refunded: l.refund_requested_at !== null,
  };
}

export function presentVerification(l: LicenseRow, verifyUrl: string): LicenseVerification {
  return {
    ...common(l, verifyUrl),
    item: { title: l.item_title, kind: l.item_kind, nsfw: l.nsfw, thumb_url: thumbUrl(l.thumb_jpeg) },
  };
}
