import { COLLAB_MESSAGES } from '@mb/contract/collabs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCollaboration, REMINDER_JOB, sendTaskReminders } from '../../src/features/collabs/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { createJobs } from '../../src/platform/jobs/jobs.ts';
import { fetchFile } from '../helpers/portfolio.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Collaborations (issue 13): invitations, roles, tasks and their reminders, members-only files, the
// live discussion, post-production orders, verified credits, blocks and the casting seam.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Member = NamedMember;
const member = () => namedMember(t, 'col', 'Stage');

async function collabOf(owner: Member, title = 'Beach shoot') {
  const r = await t.call('createCollab', {
    token: owner.token,
    body: { title, description: 'Two days by the sea', location: 'Lisbon', starts_on: '2027-01-10', ends_on: '2027-01-11' },
  });
  expect(r.status).toBe(201);
  return r.data.id;
}

async function join(id: string, owner: Member, m: Member, role: 'collaborator' | 'viewer' = 'collaborator') {
  const inv = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: `@${m.username}`, role } });
  expect(inv.status, JSON.stringify(inv.error)).toBe(200);
  const acc = await t.call('acceptCollabInvite', { token: m.token, params: { id } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
}

const notificationsOf = async (m: { token: string }) => (await t.call('notifications', { token: m.token })).data.items;

/** A small PDF carrying `text` in an object (comments do not survive the metadata clean-up's rewrite). */
function pdf(text = 'call sheet') {
  return Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Note (${text}) >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
}

async function upload(path: string, token: string, body = pdf(), name = 'call-sheet.pdf', type = 'application/pdf') {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(body)], { type }), name);
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
    body: fd,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: { message: string } } };
}

describe('invitations and roles', () => {
  it('the owner invites, the member is told and accepts; an invitee sees only the overview until then', async () => {
    const owner = await member();
    const guest = await member();
    const id = await collabOf(owner);
    const inv = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: guest.username } });
    expect(inv.status).toBe(200);
    expect(inv.data.members.map((m) => [m.user_id, m.role, m.state])).toEqual([
      [owner.userId, 'owner', 'joined'],
      [guest.userId, 'collaborator', 'invited'],
    ]);
    const told = (await notificationsOf(guest)).filter((n) => n.type === 'collaboration_request');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: `Stage ${owner.username} invited you to collaborate`, action_url: '/collabs' });

    const mine = await t.call('myCollabs', { token: guest.token });
    expect(mine.data.invitations.map((c) => c.id)).toEqual([id]);
    expect(mine.data.collabs).toEqual([]);
    expect((await t.call('collab', { token: guest.token, params: { id } })).data.my_state).toBe('invited');
    expect((await t.call('collabTasks', { token: guest.token, params: { id } })).status).toBe(404);

    const again = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: guest.username } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(COLLAB_MESSAGES.alreadyMember);

    expect((await t.call('acceptCollabInvite', { token: guest.token, params: { id } })).status).toBe(200);
    expect((await t.call('myCollabs', { token: guest.token })).data.collabs.map((c) => c.id)).toEqual([id]);
    expect((await t.call('collabTasks', { token: guest.token, params: { id } })).status).toBe(200);
  });

  it('a declined invitation is gone; only the owner invites, edits and changes the status', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const id = await collabOf(owner);
    await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: a.username } });
    expect((await t.call('declineCollabInvite', { token: a.token, params: { id } })).status).toBe(200);
    expect((await t.call('collab', { token: a.token, params: { id } })).status).toBe(404);
    await join(id, owner, b);
    const byB = await t.call('inviteToCollab', { token: b.token, params: { id }, body: { member: a.username } });
    expect(byB.status).toBe(403);
    expect(byB.error?.message).toBe(COLLAB_MESSAGES.ownerOnly);
    expect((await t.call('updateCollab', { token: b.token, params: { id }, body: { status: 'active' } })).status).toBe(403);
    const up = await t.call('updateCollab', { token: owner.token, params: { id }, body: { status: 'active', title: 'Beach shoot II' } });
    expect(up.data).toMatchObject({ status: 'active', title: 'Beach shoot II' });
    const bad = await t.call('updateCollab', { token: owner.token, params: { id }, body: { ends_on: '2027-01-01' } });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields?.ends_on).toBe(COLLAB_MESSAGES.endsBeforeStart);
  });

  it('a blocked pair cannot invite each other, whichever of them blocked', async () => {
    const owner = await member();
    const blocker = await member();
    const blocked = await member();
    const id = await collabOf(owner);
    expect((await t.call('block', { token: blocker.token, params: { userId: owner.userId } })).status).toBeLessThan(300);
    // The blocker hides from the owner: not found, like their profile.
    const r1 = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: blocker.username } });
    expect(r1.status).toBe(422);
    expect(r1.error?.fields?.member).toBe(COLLAB_MESSAGES.noSuchMember);
    expect((await t.call('block', { token: owner.token, params: { userId: blocked.userId } })).status).toBeLessThan(300);
    const r2 = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: blocked.username } });
    expect(r2.status).toBe(403);
    expect(r2.error?.message).toBe(COLLAB_MESSAGES.blocked);
    expect((await t.call('collab', { token: owner.token, params: { id } })).data.members).toHaveLength(1);
  });

  it('a member leaves; the owner removes a member and cannot leave', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const id = await collabOf(owner);
    await join(id, owner, a);
    await join(id, owner, b, 'viewer');
    expect((await t.call('removeCollabMember', { token: a.token, params: { id, memberId: a.userId } })).status).toBe(200);
    expect((await t.call('collab', { token: a.token, params: { id } })).status).toBe(404);
    expect((await t.call('removeCollabMember', { token: b.token, params: { id, memberId: owner.userId } })).status).toBe(403);
    const stay = await t.call('removeCollabMember', { token: owner.token, params: { id, memberId: owner.userId } });
    expect(stay.error?.message).toBe(COLLAB_MESSAGES.ownerCannotLeave);
    expect((await t.call('removeCollabMember', { token: owner.token, params: { id, memberId: b.userId } })).status).toBe(200);
    expect((await t.call('collab', { token: owner.token, params: { id } })).data.members).toHaveLength(1);
  });
});

describe('nobody outside a collaboration reads, posts, lists or downloads', () => {
  it('a stranger gets 404 on every collaboration route, and nothing changes', async () => {
    const owner = await member();
    const stranger = await member();
    const id = await collabOf(owner);
    const task = await t.call('createCollabTask', { token: owner.token, params: { id }, body: { title: 'Scout' } });
    const file = await upload(`/api/v1/collabs/${id}/files`, owner.token);
    expect(file.status).toBe(201);
    const fileId = file.json.id as string;
    const p = { id };
    const calls = [
      t.call('collab', { token: stranger.token, params: p }),
      t.call('updateCollab', { token: stranger.token, params: p, body: { title: 'Mine' } }),
      t.call('inviteToCollab', { token: stranger.token, params: p, body: { member: stranger.username } }),
      t.call('acceptCollabInvite', { token: stranger.token, params: p }),
      t.call('declineCollabInvite', { token: stranger.token, params: p }),
      t.call('removeCollabMember', { token: stranger.token, params: { id, memberId: owner.userId } }),
      t.call('collabTasks', { token: stranger.token, params: p }),
      t.call('createCollabTask', { token: stranger.token, params: p, body: { title: 'x' } }),
      t.call('updateCollabTask', { token: stranger.token, params: { id, taskId: task.data.id }, body: { status: 'done' } }),
      t.call('collabFiles', { token: stranger.token, params: p }),
      t.call('deleteCollabFile', { token: stranger.token, params: { id, fileId } }),
      t.call('collabMessages', { token: stranger.token, params: p }),
      t.call('postCollabMessage', { token: stranger.token, params: p, body: { body: 'hello' } }),
      t.call('collabOrders', { token: stranger.token, params: p }),
      t.call('createCollabOrder', { token: stranger.token, params: p, body: { brief: 'Edit it' } }),
      t.call('confirmCollabCredit', { token: stranger.token, params: { id, memberId: owner.userId } }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(404);
      expect(r.error?.message).toBe(COLLAB_MESSAGES.notFound);
    }
    const up = await upload(`/api/v1/collabs/${id}/files`, stranger.token);
    expect(up.status).toBe(404);
    const after = await t.call('collab', { token: owner.token, params: p });
    expect(after.data).toMatchObject({ title: 'Beach shoot', members: [{ user_id: owner.userId }] });
    expect((await t.call('collabFiles', { token: owner.token, params: p })).data.files).toHaveLength(1);
    expect((await t.call('collabTasks', { token: owner.token, params: p })).data.tasks[0]?.status).toBe('todo');
  });
});

describe('tasks', () => {
  it('assigning tells the assignee; only members can be assigned; viewers only move their own tasks', async () => {
    const owner = await member();
    const a = await member();
    const v = await member();
    const outsider = await member();
    const id = await collabOf(owner);
    await join(id, owner, a);
    await join(id, owner, v, 'viewer');
    const r = await t.call('createCollabTask', {
      token: owner.token,
      params: { id },
      body: { title: 'Book the van', assignee_id: a.userId, due_on: '2027-01-09' },
    });
    expect(r.status).toBe(201);
    expect(r.data).toMatchObject({ title: 'Book the van', status: 'todo', due_on: '2027-01-09', assignee: { user_id: a.userId } });
    const told = (await notificationsOf(a)).filter((n) => n.type === 'task_assignment');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: `Stage ${owner.username} assigned you a task`, action_url: `/collab/${id}/tasks` });

    const bad = await t.call('createCollabTask', {
      token: owner.token,
      params: { id },
      body: { title: 'x', assignee_id: outsider.userId },
    });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields?.assignee_id).toBe(COLLAB_MESSAGES.assigneeNotMember);
    const byViewer = await t.call('createCollabTask', { token: v.token, params: { id }, body: { title: 'x' } });
    expect(byViewer.status).toBe(403);
    expect(byViewer.error?.message).toBe(COLLAB_MESSAGES.viewerReadOnly);

    const vt = await t.call('createCollabTask', {
      token: a.token,
      params: { id },
      body: { title: 'Approve shots', assignee_id: v.userId },
    });
    expect(
      (await t.call('updateCollabTask', { token: v.token, params: { id, taskId: vt.data.id }, body: { status: 'doing' } })).data.status,
    ).toBe('doing');
    expect((await t.call('updateCollabTask', { token: v.token, params: { id, taskId: r.data.id }, body: { status: 'done' } })).status).toBe(
      403,
    );
    expect(
      (await t.call('updateCollabTask', { token: a.token, params: { id, taskId: r.data.id }, body: { status: 'done' } })).data.status,
    ).toBe('done');
  });

  it('task_reminder the day before and once overdue, never twice: two workers, repeated scans and a retried job', async () => {
    const owner = await member();
    const a = await member();
    const id = await collabOf(owner);
    await join(id, owner, a);
    await t.call('updateCollab', { token: owner.token, params: { id }, body: { status: 'active' } });
    const task = await t.call('createCollabTask', {
      token: owner.token,
      params: { id },
      body: { title: 'Print releases', assignee_id: a.userId, due_on: '2030-03-10' },
    });
    const reminders = async () => (await notificationsOf(a)).filter((n) => n.type === 'task_reminder');

    // Two days before: nothing yet.
    expect(await sendTaskReminders(t.ctx, new Date('2030-03-08T12:00:00Z'))).toBe(0);
    // The day before, several runners at once: two job workers (two instances) each claiming a job of
    // the kind, and two direct scans. One reminder.
    const dayBefore = new Date('2030-03-09T08:00:00Z');
    const log = pino({ level: 'silent' });
    const workers = ['instance-a', 'instance-b'].map((workerId) => {
      const j = createJobs(t.ctx.database, log, { workerId, pollMs: 60_000 });
      j.defineJob(REMINDER_JOB, async () => void (await sendTaskReminders(t.ctx, dayBefore)));
      return j;
    });
    await workers[0]?.enqueue(t.ctx.db, { kind: REMINDER_JOB, key: `test-a-${id}` });
    await workers[1]?.enqueue(t.ctx.db, { kind: REMINDER_JOB, key: `test-b-${id}` });
    const counts = await Promise.all([
      workers[0]?.runDue(),
      workers[1]?.runDue(),
      sendTaskReminders(t.ctx, dayBefore),
      sendTaskReminders(t.ctx, dayBefore),
    ]);
    expect(counts.slice(2).reduce((x, y) => (x ?? 0) + (y ?? 0), 0)).toBeLessThanOrEqual(1);
    let got = await reminders();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: 'A task is due tomorrow', action_url: `/collab/${id}/tasks` });
    // A restart (a new worker) and a retried run the same day: still one.
    const restarted = createJobs(t.ctx.database, log, { workerId: 'instance-c', pollMs: 60_000 });
    restarted.defineJob(REMINDER_JOB, async () => void (await sendTaskReminders(t.ctx, dayBefore)));
    await restarted.enqueue(t.ctx.db, { kind: REMINDER_JOB, key: `test-c-${id}` });
    await restarted.runDue();
    expect(await sendTaskReminders(t.ctx, dayBefore)).toBe(0);
    expect(await reminders()).toHaveLength(1);

    // Overdue: once, then never again; a done task is not reminded.
    const after = new Date('2030-03-11T09:00:00Z');
    await Promise.all([sendTaskReminders(t.ctx, after), sendTaskReminders(t.ctx, after)]);
    expect(await sendTaskReminders(t.ctx, new Date('2030-03-12T09:00:00Z'))).toBe(0);
    got = await reminders();
    expect(got.map((n) => n.title).sort()).toEqual(['A task is due tomorrow', 'A task is overdue']);

    // A new due date earns a new reminder; a finished task none.
    await t.call('updateCollabTask', { token: owner.token, params: { id, taskId: task.data.id }, body: { due_on: '2030-04-02' } });
    expect(await sendTaskReminders(t.ctx, new Date('2030-04-01T10:00:00Z'))).toBe(1);
    await t.call('updateCollabTask', { token: a.token, params: { id, taskId: task.data.id }, body: { status: 'done' } });
    expect(await sendTaskReminders(t.ctx, new Date('2030-04-05T10:00:00Z'))).toBe(0);
    expect(await reminders()).toHaveLength(3);
  });

  it('the reminder scan is a registered recurring job', () => {
    expect(t.ctx.jobs.kinds()).toContain(REMINDER_JOB);
  });
});

describe('files', () => {
  it('members open a shared file; a stranger cannot list it, a re-labelled link is refused, a removed member loses it', async () => {
    const owner = await member();
    const a = await member();
    const stranger = await member();
    const id = await collabOf(owner);
    await join(id, owner, a);
    const up = await upload(`/api/v1/collabs/${id}/files`, a.token, pdf('schedule'), 'schedule.pdf');
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ name: 'schedule.pdf', content_type: 'application/pdf' });

    const list = await t.call('collabFiles', { token: owner.token, params: { id } });
    const url = list.data.files[0]?.url as string;
    expect(url).toContain('/storage/collabs/');
    expect(url).toContain(`aud=member%3A${owner.userId}`);
    const ok = await fetchFile(t, url);
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toContain('schedule');

    expect((await t.call('collabFiles', { token: stranger.token, params: { id } })).status).toBe(404);
    // A link re-labelled for the stranger breaks the signature.
    expect((await fetchFile(t, url.replace(owner.userId, stranger.userId))).status).toBe(403);
    // The link without its audience is refused too.
    expect((await fetchFile(t, url.replace(/&?aud=[^&]+/, ''))).status).toBe(403);

    // a's own link stops working the moment a is removed.
    const aUrl = (await t.call('collabFiles', { token: a.token, params: { id } })).data.files[0]?.url as string;
    expect((await fetchFile(t, aUrl)).status).toBe(200);
    await t.call('removeCollabMember', { token: owner.token, params: { id, memberId: a.userId } });
    expect((await fetchFile(t, aUrl)).status).toBe(404);
  });

  it('viewers cannot upload; the upload rules apply; the uploader or owner deletes', async () => {
    const owner = await member();
    const v = await member();
    const id = await collabOf(owner);
    await join(id, owner, v, 'viewer');
    const byViewer = await upload(`/api/v1/collabs/${id}/files`, v.token);
    expect(byViewer.status).toBe(403);
    const exe = await upload(
      `/api/v1/collabs/${id}/files`,
      owner.token,
      Buffer.from('MZ\x90\x00 not a document'),
      'tool.exe',
      'application/octet-stream',
    );
    expect([415, 422]).toContain(exe.status);
    const ok = await upload(`/api/v1/collabs/${id}/files`, owner.token);
    const fileId = ok.json.id as string;
    expect((await t.call('deleteCollabFile', { token: v.token, params: { id, fileId } })).status).toBe(403);
    expect((await t.call('deleteCollabFile', { token: owner.token, params: { id, fileId } })).status).toBe(200);
    expect((await t.call('collabFiles', { token: owner.token, params: { id } })).data.files).toEqual([]);
  });
});

describe('discussion', () => {
  it('members post and others receive it live; a stranger cannot subscribe; a removed member stops hearing', async () => {
    const owner = await member();
    const a = await member();
    const stranger = await member();
    const id = await collabOf(owner);
    await join(id, owner, a);
    const ws = await RealtimeClient.signedIn(t.url, a.token);
    const spy = await RealtimeClient.signedIn(t.url, stranger.token);
    try {
      expect(await ws.subscribe(`collab:${id}`)).toMatchObject({ type: 'subscribed' });
      expect(await spy.subscribe(`collab:${id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
      const sent = await t.call('postCollabMessage', { token: owner.token, params: { id }, body: { body: 'Call time 9:00' } });
      expect(sent.status).toBe(201);
      const got = await ws.waitFor((f) => f.type === 'event' && f.event.type === 'collab.message');
      expect(got).toMatchObject({ event: { data: { body: 'Call time 9:00', author: { user_id: owner.userId } } } });
      expect((await t.call('collabMessages', { token: a.token, params: { id } })).data.messages.map((m) => m.body)).toEqual([
        'Call time 9:00',
      ]);

      expect(await ws.subscribe(`user:${a.userId}`)).toMatchObject({ type: 'subscribed' });
      await t.call('removeCollabMember', { token: owner.token, params: { id, memberId: a.userId } });
      await ws.waitFor((f) => f.type === 'event' && f.event.type === 'collab.changed' && f.event.data.member_id === a.userId);
      // The removed member's own topic hears it too, and so does a re-invitation: their open page changes.
      await ws.waitFor((f) => f.type === 'event' && f.event.type === 'collab.changed' && f.event.topic === `user:${a.userId}`);
      expect((await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: a.username } })).status).toBe(200);
      await ws.waitFor(
        (f) =>
          f.type === 'event' &&
          f.event.type === 'collab.changed' &&
          f.event.topic === `user:${a.userId}` &&
          ws.frames.filter((g) => g.type === 'event' && g.event.type === 'collab.changed' && g.event.topic === `user:${a.userId}`)
            .length === 2,
      );
      await ws.roundTrip();
      await t.call('postCollabMessage', { token: owner.token, params: { id }, body: { body: 'After you left' } });
      await t.call('postCollabMessage', { token: owner.token, params: { id }, body: { body: 'Second' } });
      await ws.roundTrip();
      const bodies = ws.frames.flatMap((f) => (f.type === 'event' && f.event.type === 'collab.message' ? [f.event.data.body] : []));
      expect(bodies).toEqual(['Call time 9:00']);
      expect(spy.frames.some((f) => f.type === 'event')).toBe(false);
    } finally {
      ws.close();
      spy.close();
    }
  });
});

describe('post-production', () => {
  it('the owner orders, editors are told with order_id and editor_notification_type, an editor delivers, the owner is told', async () => {
    const owner = await member();
    const editor = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: editor.userId, role: 'post_production_editor', permissions: [] });
    const id = await collabOf(owner);
    const file = await upload(`/api/v1/collabs/${id}/files`, owner.token, pdf('raw footage notes'), 'notes.pdf');
    const unknown = await t.call('createCollabOrder', {
      token: owner.token,
      params: { id },
      body: { brief: 'Colour grade', file_ids: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(422);
    const order = await t.call('createCollabOrder', {
      token: owner.token,
      params: { id },
      body: { brief: 'Colour grade the teaser', file_ids: [file.json.id as string] },
    });
    expect(order.status).toBe(201);
    expect(order.data).toMatchObject({ status: 'requested', brief_files: [{ name: 'notes.pdf' }] });
    const toEditor = (await notificationsOf(editor)).find((n) => n.type === 'post_production');
    expect(toEditor).toMatchObject({ order_id: order.data.id, editor_notification_type: 'order_created', action_url: '/editor-queue' });

    const queue = await t.call('editorQueue', { token: editor.token });
    const mine = queue.data.orders.find((o) => o.id === order.data.id);
    expect(mine?.collab_title).toBe('Beach shoot');
    // The editor opens the brief's file through a staff link.
    expect((await fetchFile(t, mine?.brief_files[0]?.url as string)).status).toBe(200);

    const taken = await t.call('updateOrder', { token: editor.token, params: { orderId: order.data.id }, body: { status: 'in_progress' } });
    expect(taken.data).toMatchObject({ status: 'in_progress', editor: { user_id: editor.userId } });
    const del = await upload(
      `/api/v1/post-production/orders/${order.data.id}/deliveries`,
      editor.token,
      pdf('graded'),
      'teaser-graded.pdf',
    );
    expect(del.status).toBe(201);
    const done = await t.call('updateOrder', { token: editor.token, params: { orderId: order.data.id }, body: { status: 'delivered' } });
    expect(done.data.status).toBe('delivered');
    const toOwner = (await notificationsOf(owner)).filter((n) => n.type === 'post_production').map((n) => n.editor_notification_type);
    expect(toOwner.sort()).toEqual(['order_delivered', 'order_file_delivered', 'order_in_progress']);
    const files = await t.call('collabFiles', { token: owner.token, params: { id } });
    expect(files.data.files.find((f) => f.name === 'teaser-graded.pdf')?.order_id).toBe(order.data.id);
    const closed = await t.call('updateOrder', {
      token: editor.token,
      params: { orderId: order.data.id },
      body: { status: 'in_progress' },
    });
    expect(closed.status).toBe(409);
  });

  it('a staff link works only for files that are part of an order', async () => {
    const owner = await member();
    const id = await collabOf(owner);
    await upload(`/api/v1/collabs/${id}/files`, owner.token);
    const url = (await t.call('collabFiles', { token: owner.token, params: { id } })).data.files[0]?.url as string;
    const key = new URL(url, t.url).pathname.replace('/storage/collabs/', '');
    const forged = t.ctx.storage.url('collabs', key, { audience: 'staff' });
    expect((await fetchFile(t, forged)).status).toBe(404);
  });
});

describe('verified credits', () => {
  it('once completed, members confirm each other; the credit shows on the profile', async () => {
    const owner = await member();
    const a = await member();
    const id = await collabOf(owner, 'Neon series');
    await join(id, owner, a);
    const early = await t.call('confirmCollabCredit', { token: owner.token, params: { id, memberId: a.userId } });
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe(COLLAB_MESSAGES.creditsNotYet);
    await t.call('updateCollab', { token: owner.token, params: { id }, body: { status: 'completed' } });
    expect((await t.call('confirmCollabCredit', { token: a.token, params: { id, memberId: a.userId } })).status).toBe(422);
    const r = await t.call('confirmCollabCredit', { token: owner.token, params: { id, memberId: a.userId } });
    expect(r.data.members.find((m) => m.user_id === a.userId)?.confirmed_by).toEqual([owner.userId]);
    const shown = await t.call('memberCollabCredits', { params: { userId: a.userId } });
    expect(shown.data.credits).toEqual([
      expect.objectContaining({
        collab_id: id,
        title: 'Neon series',
        role: 'collaborator',
        confirmed_by: [expect.objectContaining({ user_id: owner.userId })],
      }),
    ]);
    expect((await t.call('memberCollabCredits', { params: { userId: owner.userId } })).data.credits).toEqual([]);
    // A reader the confirmer blocked no longer sees the confirmer's name on a's credit.
    const reader = await member();
    expect((await t.call('block', { token: owner.token, params: { userId: reader.userId } })).status).toBeLessThan(300);
    const seen = await t.call('memberCollabCredits', { token: reader.token, params: { userId: a.userId } });
    expect(seen.data.credits).toEqual([]);
    const late = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: (await member()).username } });
    expect(late.status).toBe(409);
    expect(late.error?.fields?.member).toBe(COLLAB_MESSAGES.closedForInvites);
  });
});

describe('openCollaboration (the casting seam)', () => {
  it('opens an active collaboration with the members joined, inside the caller transaction', async () => {
    const owner = await member();
    const a = await member();
    const { id } = await t.ctx.db.transaction((tx) =>
      openCollaboration(t.ctx, tx, {
        ownerId: owner.userId,
        memberIds: [a.userId, owner.userId, a.userId],
        title: 'Studio shoot',
        description: 'From a casting call',
        startsOn: '2027-02-01',
        endsOn: null,
        location: 'Berlin',
        origin: 'casting',
      }),
    );
    const c = await t.call('collab', { token: a.token, params: { id } });
    expect(c.data).toMatchObject({ status: 'active', origin: 'casting', my_role: 'collaborator', my_state: 'joined', location: 'Berlin' });
    expect(c.data.members.map((m) => [m.user_id, m.role, m.state])).toEqual([
      [owner.userId, 'owner', 'joined'],
      [a.userId, 'collaborator', 'joined'],
    ]);
    // Rolled back with the caller: nothing is left.
    let leftId = '';
    await expect(
      t.ctx.db.transaction(async (tx) => {
        leftId = (
          await openCollaboration(t.ctx, tx, {
            ownerId: owner.userId,
            memberIds: [a.userId],
            title: 'Gone',
            description: '',
            startsOn: null,
            endsOn: null,
            location: null,
            origin: 'casting',
          })
        ).id;
        throw new Error('casting failed after');
      }),
    ).rejects.toThrow('casting failed after');
    expect((await t.call('collab', { token: owner.token, params: { id: leftId } })).status).toBe(404);
  });
});
