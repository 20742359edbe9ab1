import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';

// The collaboration seam: the collabs feature opens a collaboration when an offer or proposal is
// accepted, inside the acceptance's transaction (casting never imports collabs). Null: none was opened
// (the acceptance stands; the two arrange the shoot themselves).

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
) => Promise<{ id: string } | null>;
declare module '../../platform/modules.ts' {
  interface Provisions {
    'collabs.open_collaboration': CollaborationOpener;
  }
}
