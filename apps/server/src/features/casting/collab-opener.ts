import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';

// The collaboration seam: the collabs feature opens a collaboration when an offer or proposal is
// accepted; app.ts registers its opener here (casting never imports collabs).

export type CollaborationOpener = (
  ctx: AppContext,
  tx: Executor,
  input: {
    ownerId: string;
    memberIds: string[];
    title: string;
    description: string;
    startsOn: string | null;
    endsOn: string | null;
    location: string | null;
    origin: 'casting';
  },
) => Promise<{ id: string }>;
export let opener: CollaborationOpener | null = null;
/** Sets (or with null removes) the opener called inside an acceptance's transaction. */
export function registerCollaborationOpener(fn: CollaborationOpener | null): void {
  opener = fn;
}
