// The messages part of `npm run bench` (issue 13; scripts/bench.md "messages"):
//  - send to delivery: members with several tabs each (1,000 sockets in all), each socket subscribed to
//    its member's user:<id> and to the open conversation (as the browser does); pairs of members send
//    to each other; per message, the time from the send request leaving to the `message.created` frame
//    arriving at each of the recipient's sockets (every socket counts: p99 over all of them);
//  - the conversation list: a member with 1,000 direct conversations (seeded in SQL through
//    features/messages' seedConversations with the server stopped), the first page through the API.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { importProductSource } from './bench-source.mjs';

export const MESSAGES_BENCH = { conversations: 1_000, sockets: 1_000, tabsPerMember: 10 };

export async function seedConversationsData({ dataDir, databaseUrl, memberId, count }) {
  const entry = `
    import { openDatabase } from './apps/server/src/platform/db/client.ts';
    import { seedConversations } from './apps/server/src/features/messages/repository.ts';
    export async function run(dataDir, databaseUrl, o) {
      const db = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, migrate: false });
      try {
        await seedConversations(db, o);
      } finally {
        await db.close();
      }
    }`;
  const { run } = await importProductSource('seed-messages', entry);
  const t = performance.now();
  await run(dataDir, databaseUrl, { prefix: 'msgbench', memberId, count });
  return performance.now() - t;
}

/** `rounds` reads of the first page of the member's conversation list, one at a time. */
export async function conversationListRun(base, member, rounds, percentiles) {
  const headers = { authorization: `Bearer ${member.token}` };
  const get = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/conversations`, { headers });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`conversations ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, body };
  };
  const unread = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/conversations/unread`, { headers });
    if (res.status !== 200) throw new Error(`unread ${res.status}`);
    await res.json();
    return performance.now() - t;
  };
  await get();
  await unread();
  const ms = [];
  const unreadMs = [];
  let items = 0;
  for (let i = 0; i < rounds; i++) {
    const r = await get();
    ms.push(r.ms);
    items = r.body.items.length;
    unreadMs.push(await unread());
  }
  return { first_page_ms: percentiles(ms), unread_count_ms: percentiles(unreadMs), items_on_first_page: items };
}

function openSocket(wsUrl, user, topics, onEvent) {
  const ws = new WebSocket(wsUrl);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('messages socket did not get ready in 30 s'));
    }, 30_000);
    let waiting = topics.length;
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: user.token })));
    ws.on('message', (raw) => {
      const t = performance.now();
      const f = JSON.parse(raw.toString('utf8'));
      if (f.type === 'ready') for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (f.type === 'subscribed' && --waiting === 0) {
        clearTimeout(timer);
        resolve(ws);
      } else if (f.type === 'error') reject(new Error(`realtime: ${f.code} ${f.message}`));
      else if (f.type === 'event') onEvent(f.event, t);
    });
  });
}

/**
 * `members` (an even number of signed-in members) paired into direct conversations, `tabs` sockets
 * each; `sends` messages, `concurrency` at a time, each from one member of a pair to the other.
 */
export async function sendToDeliveryRun(h, { members, tabs, sends, concurrency }) {
  const { base, api, pool, percentiles, log, cleanups } = h;
  const wsUrl = `${base.replace(/^http/, 'ws')}/api/v1/realtime`;
  const pairs = [];
  for (let i = 0; i + 1 < members.length; i += 2) {
    const c = await api(base, 'POST', '/api/v1/conversations', { token: members[i].token, body: { member_ids: [members[i + 1].id] } });
    pairs.push({ id: c.id, a: members[i], b: members[i + 1] });
  }
  // message id -> { t0, recipient, arrivals: [] }
  const pending = new Map();
  const early = new Map();
  const sockets = [];
  log(`messages: opening ${members.length * tabs} sockets (${members.length} members x ${tabs} tabs)`);
  for (const p of pairs) {
    for (const u of [p.a, p.b]) {
      const opened = await pool(
        Array.from({ length: tabs }, (_, i) => i),
        tabs,
        () =>
          openSocket(wsUrl, u, [`user:${u.id}`, `conversation:${p.id}`], (event, t) => {
            if (event.type !== 'message.created' || event.data.sender_id === u.id) return;
            const m = pending.get(event.data.message_id);
            if (m) m.arrivals.push(t);
            else early.set(event.data.message_id, [...(early.get(event.data.message_id) ?? []), t]);
          }),
      );
      sockets.push(...opened);
    }
  }
  cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });
  log(`messages: ${sends} sends over ${sockets.length} sockets, ${concurrency} at a time`);
  const results = await pool(
    Array.from({ length: sends }, (_, i) => i),
    concurrency,
    async (i) => {
      const p = pairs[i % pairs.length];
      const [from] = i % 2 ? [p.b, p.a] : [p.a, p.b];
      const t0 = performance.now();
      const m = await api(base, 'POST', `/api/v1/conversations/${p.id}/messages`, {
        token: from.token,
        body: { client_id: randomUUID(), body: `bench ${i}` },
      });
      const tResponse = performance.now();
      const entry = { t0, tResponse, arrivals: early.get(m.id) ?? [] };
      early.delete(m.id);
      pending.set(m.id, entry);
      // Wait (up to 5 s) until every tab of the recipient has it.
      const until = performance.now() + 5_000;
      while (entry.arrivals.length < tabs && performance.now() < until) await new Promise((r) => setTimeout(r, 2));
      pending.delete(m.id);
      return entry;
    },
  );
  for (const ws of sockets) ws.close();
  const all = results.flatMap((r) => r.arrivals.map((t) => t - r.t0));
  const lost = results.reduce((n, r) => n + Math.max(0, tabs - r.arrivals.length), 0);
  return {
    sockets: sockets.length,
    members: members.length,
    sends,
    concurrency,
    deliveries: all.length,
    lost,
    send_to_delivery_ms: percentiles(all),
    send_response_ms: percentiles(results.map((r) => r.tResponse - r.t0)),
  };
}
