// Placeholder until helper notif's notify() reaches main (the shared name in the issue 8 brief); the
// merge takes theirs. Security alerts are written against this signature.
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';

export interface NotifyInput {
  type: string;
  title: string;
  content: string;
  action_url?: string;
}

export async function notify(_ctx: AppContext, _tx: Tx, _userId: string, _n: NotifyInput): Promise<unknown> {
  return null;
}
