import { CAREERS_MESSAGES } from '@mb/contract/careers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31: careers openings are managed by staff holding the `content` permission; the site installs
// four example openings with no apply link; visitors see only the published ones.

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpUser>>;
let writer: Member; // post-production editor with `content` alone
let moderator: Member; // moderator with content_moderation only
let member: Member;

beforeAll(async () => {
  t = await startTestApp();
  [writer, moderator, member] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t)]);
  await t.ctx.db.insert(staffRoles).values([
    { user_id: writer.userId, role: 'post_production_editor', permissions: ['content'] },
    { user_id: moderator.userId, role: 'moderator', permissions: ['content_moderation'] },
  ]);
});
afterAll(() => t?.close());

const opening = (over: Record<string, unknown> = {}) => ({
  title: 'Support Lead',
  team: 'Member Support',
  location: 'Remote · Europe',
  employment_type: 'Full-time',
  summary: 'Help members with their accounts.',
  you_will: ['Answer members', '  ', 'Write guides'],
  you_have: ['Patience'],
  apply_to: 'https://jobs.example.com/support-lead',
  published: true,
  sort_order: 5,
  ...over,
});

const activity = async (id: string) =>
  (
    await t.ctx.database.query<{ action_type: string; admin_id: string }>(
      'select action_type, admin_id from admin_activity_logs where resource_type = $1 and resource_id = $2 order by created_at',
      ['career_opening', id],
    )
  ).map((r) => r.action_type);

describe('careers openings', () => {
  it('the site installs the four example openings, published, marked and with no apply link', async () => {
    const pub = await t.call('careerOpenings', {});
    expect(pub.status).toBe(200);
    expect(pub.data.openings.map((o) => o.title)).toEqual([
      'Senior Full-Stack Engineer (TypeScript)',
      'Trust & Safety Specialist',
      'Compliance Operations Lead',
      'Partnerships Manager, Studios & Agencies',
    ]);
    for (const o of pub.data.openings) {
      expect(o).toMatchObject({ is_example: true, apply_to: null });
      expect(o.you_will.length).toBeGreaterThan(0);
      expect(o.you_have.length).toBeGreaterThan(0);
    }
  });

  it('staff add, change and delete an opening, each change in the activity log', async () => {
    const created = await t.call('createCareerOpening', { token: writer.token, body: opening() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Support Lead',
      you_will: ['Answer members', 'Write guides'],
      apply_to: 'https://jobs.example.com/support-lead',
      is_example: false,
      published: true,
    });
    const id = created.data.id;
    let pub = await t.call('careerOpenings', {});
    expect(pub.data.openings.find((o) => o.id === id)).toMatchObject({ apply_to: 'https://jobs.example.com/support-lead' });
    // Sort order 5 comes before the examples (10, 20, ...).
    expect(pub.data.openings[0]?.id).toBe(id);

    const edited = await t.call('updateCareerOpening', {
      token: writer.token,
      params: { id },
      body: opening({ title: 'Senior Support Lead', apply_to: 'jobs@example.com', published: false }),
    });
    expect(edited.data).toMatchObject({ title: 'Senior Support Lead', apply_to: 'jobs@example.com', published: false });
    // Unpublished: gone from the public list, still on the staff list.
    pub = await t.call('careerOpenings', {});
    expect(pub.data.openings.some((o) => o.id === id)).toBe(false);
    const list = await t.call('staffCareerOpenings', { token: writer.token });
    expect(list.data.openings.find((o) => o.id === id)).toMatchObject({ published: false });

    expect((await t.call('deleteCareerOpening', { token: writer.token, params: { id } })).data).toEqual({ ok: true });
    expect((await t.call('deleteCareerOpening', { token: writer.token, params: { id } })).status).toBe(404);
    const missing = await t.call('updateCareerOpening', { token: writer.token, params: { id }, body: opening() });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(CAREERS_MESSAGES.notFound);
    expect(await activity(id)).toEqual(['careers_create_opening', 'careers_update_opening', 'careers_delete_opening']);
  });

  it('refuses bad input with the field and its message', async () => {
    const bad = await t.call('createCareerOpening', {
      token: writer.token,
      body: opening({ title: ' ', team: '', summary: 'x'.repeat(1001), apply_to: 'http://jobs.example.com', sort_order: -1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      title: CAREERS_MESSAGES.titleNeeded,
      team: CAREERS_MESSAGES.teamNeeded,
      summary: CAREERS_MESSAGES.summaryTooLong,
      apply_to: CAREERS_MESSAGES.applyInvalid,
      sort_order: CAREERS_MESSAGES.sortInvalid,
    });
    for (const apply_to of ['javascript:alert(1)', 'not an address', 'mailto:jobs@example.com', 'https://user:pw@example.com/']) {
      const r = await t.call('createCareerOpening', { token: writer.token, body: opening({ apply_to }) });
      expect(r.error?.fields?.apply_to, apply_to).toBe(CAREERS_MESSAGES.applyInvalid);
    }
    // An empty apply address is "apply by e-mail to the careers address".
    const empty = await t.call('createCareerOpening', { token: writer.token, body: opening({ apply_to: '', published: false }) });
    expect(empty.data.apply_to).toBeNull();
    await t.call('deleteCareerOpening', { token: writer.token, params: { id: empty.data.id } });
  });

  it('an example keeps no apply link on the public page, and loses its mark when saved unticked', async () => {
    const example = (await t.call('staffCareerOpenings', { token: writer.token })).data.openings.find((o) => o.is_example);
    if (!example) throw new Error('no example opening');
    const body = {
      title: example.title,
      team: example.team,
      location: example.location,
      employment_type: example.employment_type,
      summary: example.summary,
      you_will: example.you_will,
      you_have: example.you_have,
      apply_to: 'careers@example.com',
      published: true,
      sort_order: example.sort_order,
    };
    await t.call('updateCareerOpening', { token: writer.token, params: { id: example.id }, body: { ...body, is_example: true } });
    let seen = (await t.call('careerOpenings', {})).data.openings.find((o) => o.id === example.id);
    expect(seen).toMatchObject({ is_example: true, apply_to: null });
    await t.call('updateCareerOpening', { token: writer.token, params: { id: example.id }, body: { ...body, is_example: false } });
    seen = (await t.call('careerOpenings', {})).data.openings.find((o) => o.id === example.id);
    expect(seen).toMatchObject({ is_example: false, apply_to: 'careers@example.com' });
  });

  it('refuses staff without the content permission, members and visitors', async () => {
    const any = (await t.call('staffCareerOpenings', { token: writer.token })).data.openings[0]?.id ?? '';
    for (const token of [moderator.token, member.token, undefined]) {
      const want = token ? 403 : 401;
      expect((await t.call('staffCareerOpenings', { token })).status).toBe(want);
      expect((await t.call('createCareerOpening', { token, body: opening() })).status).toBe(want);
      expect((await t.call('updateCareerOpening', { token, params: { id: any }, body: opening() })).status).toBe(want);
      expect((await t.call('deleteCareerOpening', { token, params: { id: any } })).status).toBe(want);
    }
    // Nothing they tried changed anything; visitors and members still read the public list.
    const after = await t.call('staffCareerOpenings', { token: writer.token });
    expect(after.data.openings.some((o) => o.id === any)).toBe(true);
    expect(after.data.openings.some((o) => o.title === 'Support Lead')).toBe(false);
    expect((await t.call('careerOpenings', { token: member.token })).status).toBe(200);
  });
});
