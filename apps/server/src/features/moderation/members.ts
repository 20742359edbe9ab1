import type { ModerationMember } from '@mb/contract/moderation';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { provision } from '../../platform/modules.ts';

// Moderation sits below profiles (profiles queues its avatars here), so it asks profiles by name for
// who a member is rather than importing it.
declare module '../../platform/modules.ts' {
  interface Provisions {
    /** What a reviewer sees of members, by id: public identity and verification state; no contact data. */
    'profiles.member_cards': (db: Executor, ids: string[]) => Promise<Map<string, ModerationMember>>;
  }
}

export const memberCards = (ctx: AppContext, ids: string[]) => provision(ctx, 'profiles.member_cards')(ctx.db, ids);

/** Each id's username (null for a member without one, or no member). */
export async function usernamesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string | null>> {
  const cards = await memberCards(ctx, ids);
  return new Map(ids.map((id) => [id, cards.get(id)?.username ?? null]));
}
