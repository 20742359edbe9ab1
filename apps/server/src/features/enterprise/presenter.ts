import type { EnterpriseAccount, LinkedAccount, LinkParty, StudioLink } from '@mb/contract/enterprise';
import type { AccountRow, LinkRow } from './repository.ts';

export type Party = LinkParty & { profile_type: string | null };

interface Card {
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
  profile_type: string;
}

const filled = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/**
 * Spec §3 Linked account entry's name: display name, else username, else 'Main Account' (the
 * enterprise) or 'Studio Account'. An enterprise with company details goes by its company name.
 */
export function entryName(card: Card | undefined, account?: AccountRow): string {
  if (card?.profile_type === 'enterprise' && filled(account?.company_name)) return filled(account?.company_name) as string;
  return filled(card?.display_name) ?? filled(card?.username) ?? (card?.profile_type === 'studio' ? 'Studio Account' : 'Main Account');
}

export function presentParty(id: string, card: Card | undefined, account?: AccountRow): Party {
  return {
    id,
    name: entryName(card, account),
    username: filled(card?.username),
    avatar_url: card?.avatar_url ?? null,
    profile_type: card?.profile_type ?? null,
  };
}

const party = (p: Party | undefined, id: string): LinkParty => ({
  id,
  name: p?.name ?? 'Main Account',
  username: p?.username ?? null,
  avatar_url: p?.avatar_url ?? null,
});

export function presentLink(l: LinkRow, parties: Map<string, Party>): StudioLink {
  return {
    id: l.id,
    status: l.status,
    enterprise: party(parties.get(l.enterprise_id), l.enterprise_id),
    studio: party(parties.get(l.studio_id), l.studio_id),
    invited_at: l.invited_at.toISOString(),
    accepted_at: l.accepted_at?.toISOString() ?? null,
  };
}

export const presentAccount = (a: AccountRow): EnterpriseAccount => ({
  company_name: a.company_name,
  business_email: a.business_email,
  website: a.website,
  about: a.about,
});

export const emptyAccount = (): EnterpriseAccount => ({ company_name: '', business_email: '', website: '', about: '' });

/** Spec §3 Linked account entry: id, name (display name, else username, else 'Main Account' / 'Studio Account'), type, avatar_url. */
export function presentEntry(id: string, card: Card | undefined, _account?: AccountRow): LinkedAccount {
  const name =
    filled(card?.display_name) ?? filled(card?.username) ?? (card?.profile_type === 'studio' ? 'Studio Account' : 'Main Account');
  return { id, name, type: (card?.profile_type ?? 'creator') as LinkedAccount['type'], avatar_url: card?.avatar_url ?? null };
}
