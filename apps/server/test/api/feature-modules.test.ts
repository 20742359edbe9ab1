import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../../src/app.ts';
import { keptInPlaceTables } from '../../src/features/member-data/service.ts';
import { enqueueModeration, queueSummary } from '../../src/features/moderation/service.ts';
import { canSubscribe, topicKind } from '../../src/features/realtime/policy.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { FeatureRegistry } from '../../src/platform/modules.ts';
import { makeImage, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Extension points live in each app's registry (ctx.features), not in module globals: a second app in
// the same process, installed from a module list without feed and records and with profiles giving only
// its answers (moderation asks it for member cards), lacks their moderation kind, report subjects,
// realtime topic, kept tables and page statuses, while the running app keeps them.

let t: TestApp;
let other: AppContext;
beforeAll(async () => {
  t = await startTestApp();
  other = { ...t.ctx, features: new FeatureRegistry() };
  other.features.install(
    FEATURE_MODULES.filter((m) => !['feed', 'records'].includes(m.name)).map((m) =>
      m.name === 'profiles' ? { name: m.name, provide: m.provide } : m,
    ),
  );
});
afterAll(() => t.close());

describe('two apps in one process', () => {
  it('do not share moderation kinds: the other refuses an avatar item, this one still queues and lists it', async () => {
    expect((await queueSummary(other)).queues.map((q) => q.type)).not.toContain('avatar');
    await expect(
      other.db.transaction((tx) =>
        enqueueModeration(other, tx, {
          type: 'avatar',
          subjectId: crypto.randomUUID(),
          ownerId: crypto.randomUUID(),
          summary: { title: 'x' },
        }),
      ),
    ).rejects.toThrow('no feature module gives the moderation kind avatar');

    const u = await signUpUser(t);
    expect((await postAvatar(t, u.token, { body: await makeImage('png'), name: 'me.png', type: 'image/png' })).status).toBe(200);
    const mod = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: mod.userId, role: 'moderator', permissions: ['content_moderation'] });
    const queues = await t.call('moderationQueues', { token: mod.token });
    expect(queues.data.queues.find((q) => q.type === 'avatar')?.open).toBeGreaterThanOrEqual(1);
  });

  it('do not share realtime topics, report subjects, the tables an erasure keeps or page statuses', async () => {
    const actor = { userId: crypto.randomUUID(), sessionId: '' };
    expect(topicKind(t.ctx, `feed:${actor.userId}`)).toBeDefined();
    expect(await canSubscribe(t.ctx, actor, `feed:${actor.userId}`)).toBe(true);
    expect(topicKind(other, `feed:${actor.userId}`)).toBeUndefined();
    expect(await canSubscribe(other, actor, `feed:${actor.userId}`)).toBe(false);
    // Topics of modules both lists keep are in both.
    expect(topicKind(other, 'conversation:x')).toBe(topicKind(t.ctx, 'conversation:x'));

    const subjects = (ctx: AppContext) => ctx.features.extensions('moderation.report_subject').map((s) => s.type);
    expect(subjects(t.ctx)).toEqual(expect.arrayContaining(['feed_post', 'feed_comment']));
    expect(subjects(other)).not.toContain('feed_post');
    expect(subjects(other).length).toBe(subjects(t.ctx).length - 2);

    expect(keptInPlaceTables(t.ctx)).toEqual(['records_identities', 'records_2257', 'records_2257_performers']);
    expect(keptInPlaceTables(other)).toEqual([]);
    expect(t.ctx.features.extensions('http.page_status')).toHaveLength(2);
    expect(other.features.extensions('http.page_status')).toEqual([]);
  });
});
