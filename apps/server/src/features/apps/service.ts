import type { AppContext } from '../../platform/context.ts';
import * as repo from './repository.ts';

/** Whether the member has the app installed (status active): what every app's own routes check first. */
export async function hasActiveInstallation(ctx: AppContext, userId: string, appId: string): Promise<boolean> {
  return (await repo.activeInstallation(ctx.db, userId, appId)) !== undefined;
}
