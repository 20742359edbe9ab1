// The `realtime_delivery` figure of `npm run bench` (scripts/bench.md): a cheap write's commit to its
// event on a subscribed socket, with `active` subscribers (each its own user) among `idle` sockets that
// are authenticated and subscribed like the browser's shell but never get an event. Also the server's
// resident memory per idle socket. Everything runs on 127.0.0.1 against the bench's own server.
import WebSocket from 'ws';

/** Wall clock with sub-millisecond resolution, comparable to the server's Date (same machine). */
const wallNow = () => performance.timeOrigin + performance.now();

/**
 * Opens a socket, authenticates as `user` and subscribes to user:<id>. `onEvent(event, t, wall)` gets
 * each event frame with its arrival time (performance.now() and wall clock).
 */
function subscribedSocket(wsUrl, user, onEvent, timeoutMs = 30_000) {
  const ws = new WebSocket(wsUrl);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`realtime socket did not get ready in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const fail = (e) => {
      clearTimeout(timer);
      ws.terminate();
      reject(e);
    };
    ws.on('error', fail);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: user.token })));
    ws.on('message', (raw) => {
      const t = performance.now();
      const wall = wallNow();
      const f = JSON.parse(raw.toString('utf8'));
      if (f.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${user.id}` }));
      else if (f.type === 'subscribed') {
        clearTimeout(timer);
        resolve(ws);
      } else if (f.type === 'error') fail(new Error(`realtime: ${f.code} ${f.message}`));
      else if (f.type === 'event') onEvent?.(f.event, t, wall);
    });
  });
}

/**
 * `idle` sockets spread over `idleUsers` (authenticated, subscribed to their own topic, never written
 * to), then one subscribed socket for each of `activeUsers`; then `writes` profile updates
 * (`PATCH /api/v1/profiles/me`, a one-row UPDATE that publishes `profile.updated` in its transaction),
 * `concurrency` at a time, round-robin over the active users (never two at once for one user, so each
 * event is matched to its write). Per write: the profile's `updated_at` (the server's clock, set in the
 * transaction just before its UPDATE and COMMIT) to the event's arrival (`commit_to_event_ms`, the
 * figure: it overstates the commit-to-event time by the UPDATE and COMMIT themselves), the request's
 * start to the event, and the event's arrival relative to the HTTP response.
 */
export async function realtimeDeliveryRun(h, { activeUsers, idleUsers, idle, writes, concurrency, openConcurrency = 100 }) {
  const { base, api, pool, percentiles, round, memoryOf, cpuMsOf, pid, log, cleanups } = h;
  const wsUrl = `${base.replace(/^http/, 'ws')}/api/v1/realtime`;
  const sockets = [];
  cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });

  const before = memoryOf(pid);
  log(`realtime delivery: opening ${idle} idle sockets over ${idleUsers.length} users, ${openConcurrency} at a time`);
  const tOpen = performance.now();
  await pool(
    Array.from({ length: idle }, (_, i) => idleUsers[i % idleUsers.length]),
    openConcurrency,
    async (u) => {
      sockets.push(await subscribedSocket(wsUrl, u));
    },
  );
  const openS = (performance.now() - tOpen) / 1000;
  // Let the server settle (buffers of the handshakes freed) before reading its memory.
  await new Promise((r) => setTimeout(r, 1_000));
  const withIdle = memoryOf(pid);
  const kbPerSocket = ((withIdle.rss_mb - before.rss_mb) * 1024) / idle;
  log(
    `realtime delivery: ${idle} idle sockets in ${round(openS)} s; server RSS ${before.rss_mb} -> ${withIdle.rss_mb} MB (${round(kbPerSocket)} KB per socket)`,
  );

  const waiters = new Map(); // user id -> resolve({ t, wall })
  let misrouted = 0;
  let unexpected = 0;
  await pool(activeUsers, 20, async (u) => {
    sockets.push(
      await subscribedSocket(wsUrl, u, (event, t, wall) => {
        if (event.type !== 'profile.updated') return;
        if (event.topic !== `user:${u.id}` || event.data.id !== u.id) misrouted++;
        const w = waiters.get(u.id);
        if (w) {
          waiters.delete(u.id);
          w({ t, wall });
        } else unexpected++;
      }),
    );
  });

  const write = async (u, i) => {
    const arrived = new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiters.delete(u.id);
        resolve(null);
      }, 5_000);
      waiters.set(u.id, (got) => {
        clearTimeout(timer);
        resolve(got);
      });
    });
    const t0 = performance.now();
    const profile = await api(base, 'PATCH', '/api/v1/profiles/me', { body: { bio: `bench write ${i}` }, token: u.token });
    const tResponse = performance.now();
    const got = await arrived;
    return got && { t0, tResponse, ...got, committed: Date.parse(profile.updated_at) };
  };
  // Warm-up: every active user writes once (JIT, the statement cache, the sockets' first frames).
  await pool(activeUsers, concurrency, (u, i) => write(u, -1 - i));

  log(`realtime delivery: ${writes} writes over ${activeUsers.length} subscribers among ${idle} idle sockets, ${concurrency} at a time`);
  const cpu0 = cpuMsOf(pid);
  const tRun = performance.now();
  const samples = await pool(
    Array.from({ length: writes }, (_, i) => activeUsers[i % activeUsers.length]),
    concurrency,
    (u, i) => write(u, i),
  );
  const runS = (performance.now() - tRun) / 1000;
  const cpu1 = cpuMsOf(pid);
  const after = memoryOf(pid);
  for (const ws of sockets) ws.terminate();
  sockets.length = 0;

  const got = samples.filter(Boolean);
  const out = {
    idle_sockets: idle,
    idle_users: idleUsers.length,
    active_subscribers: activeUsers.length,
    writes,
    concurrency,
    writes_per_s: round(writes / runS),
    received: got.length,
    lost: samples.length - got.length,
    misrouted,
    unexpected,
    goal_p99_ms: 50,
    commit_to_event_ms: percentiles(got.map((s) => s.wall - s.committed)),
    request_to_event_ms: percentiles(got.map((s) => s.t - s.t0)),
    request_to_response_ms: percentiles(got.map((s) => s.tResponse - s.t0)),
    event_after_response_ms: percentiles(got.map((s) => s.t - s.tResponse)),
    events_before_response: got.filter((s) => s.t < s.tResponse).length,
    server_cpu_ms_per_write: cpu0 === null || cpu1 === null ? null : round((cpu1 - cpu0) / writes, 3),
    memory: {
      rss_before_sockets_mb: before.rss_mb,
      rss_with_idle_sockets_mb: withIdle.rss_mb,
      rss_after_writes_mb: after.rss_mb,
      kb_per_idle_socket: round(kbPerSocket),
    },
    open_idle_s: round(openS),
  };
  log(
    `realtime delivery: ${out.received}/${writes}, commit-to-event p50 ${out.commit_to_event_ms.p50} ms, p99 ${out.commit_to_event_ms.p99} ms (goal 50), request-to-event p99 ${out.request_to_event_ms.p99} ms`,
  );
  return out;
}
