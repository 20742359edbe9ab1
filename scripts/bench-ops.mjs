// Operations scenarios of `npm run bench -- --scale` (scripts/bench.md "--scale"): a rolling restart of
// both instances behind nginx under load, and a flood of one instance. Called by bench-scale.mjs with
// its helpers (`h`) and the running deployment.
import autocannon from 'autocannon';

/** nginx's upstream `fail_timeout` in the scale bench: a restarted instance gets traffic again after it. */
export const NGINX_FAIL_TIMEOUT_S = 2;

const count = (map, key) => {
  map[key] = (map[key] ?? 0) + 1;
};

/**
 * Restarts A, then B (SIGTERM, wait for the exit, start again, wait for /api/ready), while autocannon
 * sends the authenticated read and a profile edit, in turn, through nginx to both. Answers what the
 * clients saw: every status, errors and timeouts; and each instance's stop and start times.
 * `instances[i]` is replaced by its restarted process.
 */
export async function rollingRestartRun(h, { instances, envs, ports, abBase, users, connections }) {
  const requests = users.flatMap((u, i) => [
    { method: 'GET', path: '/api/v1/auth/user', headers: { authorization: `Bearer ${u.token}` } },
    {
      method: 'PATCH',
      path: '/api/v1/profiles/me',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: `Rolling ${i}` }),
    },
  ]);
  const statuses = {};
  const times = [];
  h.log(`rolling restart: ${connections} connections through nginx, reads and writes in turn`);
  const load = autocannon({ url: abBase, connections, duration: 3600, requests, timeout: 30 });
  load.on('response', (_c, status, _b, ms) => {
    count(statuses, status);
    if (status >= 200 && status < 300) times.push(ms);
  });
  const done = new Promise((resolve, reject) => load.once('done', resolve).once('error', reject));
  const steps = [];
  // Some load before the first restart, so the instances hold kept-alive connections from nginx.
  await h.sleep(2_000);
  for (const [i, name] of ['A', 'B'].entries()) {
    const t0 = performance.now();
    const stopMs = await instances[i].stop();
    const ready = `http://127.0.0.1:${ports[i]}/api/ready`;
    instances[i] = await h.startProcess(`server ${name} (restarted)`, h.SERVER_MAIN, envs[i], ready);
    const step = { instance: name, stop_ms: Math.round(stopMs), start_to_ready_ms: Math.round(instances[i].ready_ms) };
    h.log(`rolling restart: ${name} stopped in ${step.stop_ms} ms, ready again in ${step.start_to_ready_ms} ms`);
    // nginx sends to the restarted instance again once its fail_timeout has passed.
    await h.sleep(NGINX_FAIL_TIMEOUT_S * 1000 + 1_000);
    step.total_ms = Math.round(performance.now() - t0);
    steps.push(step);
  }
  await h.sleep(2_000);
  load.stop();
  const r = await done;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses).reduce((a, [s, n]) => a + (Number(s) >= 200 && Number(s) < 300 ? n : 0), 0);
  const out = {
    connections,
    duration_s: h.round(r.duration),
    requests: total,
    req_per_s: h.round(total / r.duration),
    latency_ms: h.percentiles(times),
    statuses,
    non_2xx: total - ok,
    errors: r.errors,
    timeouts: r.timeouts,
    restarts: steps,
    dropped_nothing: total - ok === 0 && r.errors === 0 && r.timeouts === 0,
  };
  h.log(
    `rolling restart: ${out.requests} requests, ${out.non_2xx} non-2xx, ${out.errors} errors, ${out.timeouts} timeouts, p99 ${out.latency_ms.p99} ms`,
  );
  return out;
}

/**
 * One instance, straight (no nginx): the authenticated read at `connections`, then a flood of ten times
 * as many connections, while a separate client asks /api/health every 100 ms and the instance's memory
 * is sampled. Answers the statuses seen, whether the 503s carry Retry-After, health's answers and
 * latency, the resident memory's peak, and that the instance is still alive and healthy afterwards.
 */
export async function floodRun(h, { proc, base, users, connections, seconds }) {
  const requests = users.map((u) => ({ method: 'GET', path: '/api/v1/auth/user', headers: { authorization: `Bearer ${u.token}` } }));
  const run = async (label, conns) => {
    const statuses = {};
    const times = [];
    h.log(`flood: ${label}, ${conns} connections, ${seconds} s`);
    const instance = autocannon({ url: base, connections: conns, duration: seconds, requests, timeout: 30 });
    instance.on('response', (_c, status, _b, ms) => {
      count(statuses, status);
      if (status >= 200 && status < 300) times.push(ms);
    });
    // Meanwhile: the balancer's health check, a shed request's headers, and memory.
    const health = { ok: 0, failed: 0, times: [] };
    const retryAfter = {};
    let rssPeak = 0;
    let running = true;
    const probes = (async () => {
      while (running) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
          await res.arrayBuffer();
          if (res.status === 200) health.ok++;
          else health.failed++;
          health.times.push(performance.now() - t0);
        } catch {
          health.failed++;
        }
        const shed = await fetch(`${base}/api/v1/auth/user`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
        if (shed?.status === 503) count(retryAfter, shed.headers.get('retry-after') ?? 'none');
        await shed?.arrayBuffer().catch(() => {});
        rssPeak = Math.max(rssPeak, h.memoryOf(proc.pid).rss_mb ?? 0);
        await h.sleep(100);
      }
    })();
    const r = await instance;
    running = false;
    await probes;
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    return {
      connections: conns,
      requests: total,
      req_per_s: h.round(total / seconds),
      ok_per_s: h.round((statuses[200] ?? 0) / seconds),
      latency_2xx_ms: h.percentiles(times),
      statuses,
      errors: r.errors,
      timeouts: r.timeouts,
      shed_503_retry_after: retryAfter,
      health: { ok: health.ok, failed: health.failed, latency_ms: h.percentiles(health.times) },
      rss_peak_mb: rssPeak,
    };
  };
  const normal = await run('normal', connections);
  const flood = await run('ten times', connections * 10);
  proc.assertAlive();
  // What was admitted before the flood stopped is still finishing: how long until health answers at once.
  const t0 = performance.now();
  let healthAfter = null;
  while (performance.now() - t0 < 120_000) {
    const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
    await r?.arrayBuffer();
    if (r?.status === 200) {
      healthAfter = r.status;
      break;
    }
  }
  const out = {
    normal,
    flood,
    alive_after: proc.child.exitCode === null,
    health_after: healthAfter,
    healthy_again_after_ms: Math.round(performance.now() - t0),
    rss_after_mb: h.memoryOf(proc.pid).rss_mb,
  };
  h.log(
    `flood: ${flood.requests} requests (${flood.statuses[200] ?? 0} served, ${flood.statuses[503] ?? 0} shed with 503), health ${flood.health.ok} ok / ${flood.health.failed} failed, p99 ${flood.health.latency_ms.p99} ms, RSS peak ${flood.rss_peak_mb} MB`,
  );
  return out;
}
