// `npm run bench -- --scale` (scripts/bench.md "--scale"): the several-instances deployment of the
// README, on one machine. Two server instances on one PostgreSQL (a scratch database) and S3-compatible
// storage (s3rver in this process, the emulator the storage tests use), behind Debian's nginx (installed
// with apt-get when missing, run as a child with its own config and temp dir, loopback ports only).
// nginx listens on three ports: `a` (instance A only), `b` (B only) and `ab` (both, round robin), so each
// check picks its route. Measured: the authenticated read through nginx on one instance vs two, realtime
// delivery across instances (socket on A, the write on B; and the same on A alone), that a sign-out
// through A refuses the access token on B at the next request, and that a file uploaded through A is
// served by B from the bucket. Everything started here is stopped by the bench's cleanup stack.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { busCeilingRun } from './bench-bus.mjs';
import { floodRun, NGINX_FAIL_TIMEOUT_S, rollingRestartRun } from './bench-ops.mjs';

const S3_KEY = 'S3RVER'; // s3rver's built-in access key and secret
const BUCKET = 'mb-bench';

/** nginx from PATH or /usr/sbin; installed from Debian's packages (apt-get) when missing. */
function nginxBinary(log) {
  const find = () =>
    ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))].find((p) => existsSync(p));
  let bin = find();
  if (bin) return bin;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  log(`nginx missing: ${[...asRoot, 'apt-get', 'install', '-y', 'nginx'].join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const cmd of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'nginx'],
  ]) {
    const full = [...asRoot, ...cmd];
    const r = spawnSync(full[0], full.slice(1), { stdio: ['ignore', 2, 2], env });
    if (r.status !== 0) throw new Error(`${full.join(' ')} failed: install nginx (Debian package 'nginx') and run again`);
  }
  bin = find();
  if (!bin) throw new Error('nginx still not found after apt-get install');
  return bin;
}

function nginxConfig(dir, ports, upstreams) {
  const upstreamBlocks = Object.entries(upstreams)
    .map(
      ([name, servers]) =>
        `  upstream ${name} {\n${servers.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;\n`).join('')}    keepalive 64;\n    keepalive_requests 1000000;\n  }`,
    )
    .join('\n');
  const serverBlocks = Object.entries(ports)
    .map(
      ([name, port]) => `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
  }`,
    )
    .join('\n');
  // Running as root, nginx's workers switch to an unprivileged user: they can reach the temp dir (0755).
  return `${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # nginx closes a kept-alive connection after 1000 requests by default; a load generator racing that
  # close counts an error. Neither side of the proxy needs the limit here.
  keepalive_requests 1000000;
  client_max_body_size 64m;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # WebSockets pass through (Upgrade); other requests reuse kept-alive upstream connections.
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
${upstreamBlocks}
${serverBlocks}
}
`;
}

/** All CPUs' busy and total jiffies since boot (/proc/stat): the machine's load over a run, whoever caused it. */
function machineJiffies() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3] + (f[4] ?? 0);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** nginx's worker processes (the master's children). */
function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) =>
      readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/** nginx in the foreground (daemon off) as our child; stopped (SIGQUIT, then SIGKILL) by the cleanup stack. */
async function startNginx(h, ports, upstreams) {
  const bin = nginxBinary(h.log);
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace(/^nginx version: /, '');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-nginx-'));
  chmodSync(dir, 0o755);
  h.cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, ports, upstreams));
  const test = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the config: ${test.stderr}`);
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  h.children.add(child);
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  h.cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
    h.children.delete(child);
  });
  const deadline = performance.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const open = await Promise.all(Object.values(ports).map(portOpen));
    if (open.every(Boolean)) break;
    if (performance.now() > deadline) throw new Error(`nginx not listening after 10 s: ${stderr}`);
    await h.sleep(20);
  }
  return { version, pid: child.pid, dir };
}

/** s3rver in this process with one bucket, created through the S3 API as an operator would. */
async function startS3(h, tmp) {
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3') });
  const addr = await s3.run();
  h.cleanups.push(() => s3.close());
  const endpoint = `http://127.0.0.1:${addr.port}`;
  const aws = new AwsClient({ accessKeyId: S3_KEY, secretAccessKey: S3_KEY, region: 'us-east-1', service: 's3' });
  const res = await aws.fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`create bucket: ${res.status} ${await res.text()}`);
  return {
    url: `s3+http://${S3_KEY}:${S3_KEY}@127.0.0.1:${addr.port}/${BUCKET}?region=us-east-1`,
    async keys() {
      const r = await aws.fetch(`${endpoint}/${BUCKET}?list-type=2&max-keys=1000`);
      const xml = await r.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
    },
  };
}

/** autocannon on GET /api/v1/auth/user (every user's token in turn), with the servers' CPU over the measured run. */
async function authRead(h, label, base, users, connections, seconds, pids, nginxPid) {
  const opts = {
    url: `${base}/api/v1/auth/user`,
    connections,
    requests: users.map((u) => ({ method: 'GET', headers: { authorization: `Bearer ${u.token}` } })),
    bailout: 100,
  };
  if (h.S.warmupS) await autocannon({ ...opts, duration: h.S.warmupS });
  h.log(`${label}: ${seconds} s, ${connections} connections`);
  const times = [];
  const instance = autocannon({ ...opts, duration: seconds });
  instance.on('response', (_c, status, _b, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const nginxPids = [nginxPid, ...childPids(nginxPid)];
  const cpuSum = (list) => list.reduce((a, p) => a + (h.cpuMsOf(p) ?? 0), 0);
  const cpu0 = pids.map(h.cpuMsOf);
  const nginx0 = cpuSum(nginxPids);
  const self0 = process.cpuUsage();
  const machine0 = machineJiffies();
  const r = await instance;
  const machine1 = machineJiffies();
  const self = process.cpuUsage(self0);
  const nginxMs = cpuSum(nginxPids) - nginx0;
  const cpu = pids.map((p, i) => h.cpuMsOf(p) - cpu0[i]);
  const total = cpu.reduce((a, b) => a + b, 0);
  const perReq = (ms) => (r.requests.total ? h.round(ms / r.requests.total, 3) : null);
  const out = {
    connections,
    duration_s: seconds,
    requests: r.requests.total,
    req_per_s: h.round(r.requests.average),
    latency_ms: h.percentiles(times),
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    // CPU per request of the servers (both instances), nginx (master and workers) and this process
    // (autocannon), and how busy the machine's CPUs were over the run (1 = every core, whoever used it).
    cpu_ms_per_req: { servers: perReq(total), nginx: perReq(nginxMs), load_generator: perReq((self.user + self.system) / 1000) },
    machine_cpu_busy: machine0 && machine1 ? h.round((machine1.busy - machine0.busy) / (machine1.total - machine0.total), 2) : null,
    // How the load was shared: each instance's part of the servers' CPU (one entry per instance behind nginx).
    cpu_share: cpu.map((c) => (total ? h.round(c / total, 2) : null)),
  };
  h.log(
    `${label}: ${out.req_per_s} req/s, p50 ${out.latency_ms.p50} ms, p99 ${out.latency_ms.p99} ms, CPU share ${out.cpu_share.join('/')}, machine CPU busy ${out.machine_cpu_busy}`,
  );
  if (out.non_2xx || out.errors) h.log(`${label}: WARNING ${out.non_2xx} non-2xx responses, ${out.errors} errors/timeouts`);
  return out;
}

/**
 * Each user has a socket through `socketBase` subscribed to user:<id>; `events` profile edits (PATCH
 * /profiles/me, one transaction publishing profile.updated), `concurrency` at a time, go through
 * `writeBase`. Timed from just before the request to the event on the socket.
 */
async function deliveryRun(h, socketBase, writeBase, users, events, concurrency) {
  if (users.length <= concurrency) throw new Error('realtime: more sockets than writes in flight needed');
  const waiters = new Map(); // user id -> resolve(receive time)
  let misrouted = 0;
  const sockets = await h.pool(users, 8, (u) =>
    h.subscribedSocket(socketBase, u, (event, t) => {
      if (event.type !== 'profile.updated') return;
      if (event.data.id !== u.id) misrouted++;
      waiters.get(u.id)?.(t);
    }),
  );
  h.cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });
  // Never two writes of one user in flight: its event would answer the wrong one. Each write takes the
  // next user that is not busy (round robin).
  const busy = new Set();
  let turn = 0;
  const nextUser = () => {
    for (;;) {
      const u = users[turn++ % users.length];
      if (!busy.has(u.id)) return u;
    }
  };
  const samples = await h.pool(
    Array.from({ length: events }, (_, i) => i),
    concurrency,
    async () => {
      const u = nextUser();
      busy.add(u.id);
      const arrived = new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 5_000);
        waiters.set(u.id, (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
      const t0 = performance.now();
      await h.api(writeBase, 'PATCH', '/api/v1/profiles/me', {
        body: { display_name: `Bench ${randomBytes(3).toString('hex')}` },
        token: u.token,
      });
      const tResponse = performance.now();
      const tEvent = await arrived;
      waiters.delete(u.id);
      busy.delete(u.id);
      return { t0, tResponse, tEvent };
    },
  );
  for (const ws of sockets) ws.close();
  return h.deliverySummary({ sockets, samples, misrouted, concurrency });
}

/**
 * `trials` times: sign in through A, read through B (200, so anything B caches about the session is
 * warm), sign out through A, then at once read through B with the same access token: it must be 401.
 */
async function signoutRun(h, aBase, bBase, users, trials) {
  const status = async (base, token) => {
    const r = await fetch(`${base}/api/v1/auth/user`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    await r.arrayBuffer();
    return r.status;
  };
  let refused = 0;
  let servedBefore = 0;
  const statusesAfter = {};
  for (let i = 0; i < trials; i++) {
    const u = users[i % users.length];
    const s = await h.api(aBase, 'POST', '/api/v1/auth/signin', { body: { email: u.email, password: u.password } });
    const token = s.access_token;
    let ok = true;
    for (let k = 0; k < 3; k++) ok = (await status(bBase, token)) === 200 && ok;
    if (ok) servedBefore++;
    await h.api(aBase, 'POST', '/api/v1/auth/signout', { body: {}, token });
    const after = await status(bBase, token);
    statusesAfter[after] = (statusesAfter[after] ?? 0) + 1;
    if (after === 401) refused++;
  }
  return {
    trials,
    token_served_on_b_before: servedBefore,
    refused_on_b_at_next_request: refused,
    statuses_on_b_after: statusesAfter,
    signout_on_a_stops_token_on_b: refused === trials && servedBefore === trials,
  };
}

/** A portfolio photo uploaded through A lands in the bucket, and B serves its signed thumbnail. */
async function storageRun(aBase, bBase, user, s3, dataDirs) {
  const before = new Set(await s3.keys());
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const fd = new FormData();
  fd.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'scale.jpg');
  const r = await fetch(`${aBase}/api/v1/portfolio/me/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: fd,
    signal: AbortSignal.timeout(60_000),
  });
  const item = await r.json().catch(() => null);
  if (r.status !== 201) throw new Error(`portfolio upload through A -> ${r.status} ${JSON.stringify(item)}`);
  const added = (await s3.keys()).filter((k) => !before.has(k));
  const thumb = item.media?.thumb_url ?? item.item?.media?.thumb_url ?? null;
  let servedByB = null;
  if (thumb) {
    const t = await fetch(bBase + thumb, { headers: { authorization: `Bearer ${user.token}` } });
    const body = Buffer.from(await t.arrayBuffer());
    servedByB = { status: t.status, content_type: t.headers.get('content-type'), bytes: body.length };
  }
  // Nothing may have gone to a local disk: each instance's DATA_DIR has no stored files.
  const localFiles = dataDirs.flatMap((d) => {
    const dir = path.join(d, 'storage');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => statSync(path.join(dir, f)).isFile()) : [];
  });
  return {
    objects_added_to_bucket: added.length,
    thumb_served_by_b: servedByB,
    local_storage_entries: localFiles.length,
    uploaded_on_a_served_by_b: added.length > 0 && servedByB?.status === 200 && localFiles.length === 0,
  };
}

export async function scaleRun(h) {
  const { S, log } = h;
  const started = Date.now();
  const loadavg = os.loadavg().map((l) => h.round(l, 2));
  // The realtime bus's ceiling, PostgreSQL NOTIFY beside NATS, on a scratch database of its own (bench-bus.mjs).
  const busCeiling = async () => busCeilingRun(h, await h.scratchDatabase());
  if (h.args['bus-only'])
    return { meta: { mode: h.args.quick ? 'quick' : 'default', loadavg_at_start: loadavg }, bus_ceiling: await busCeiling() };
  h.ensureBuilt();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-scale-'));
  h.cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  const db = await h.scratchDatabase();
  const s3 = await startS3(h, tmp);
  log(`s3rver at ${new URL(s3.url.replace(/^s3\+/, '')).host}, bucket ${BUCKET}`);

  const taken = [];
  const port = async () => {
    const p = await h.freePort(taken);
    taken.push(p);
    return p;
  };
  const ports = { a: await port(), b: await port(), ab: await port() };
  const instancePorts = [await port(), await port()];
  const base = (p) => `http://127.0.0.1:${p}`;
  const publicUrl = base(ports.ab);

  // A first (it migrates the scratch database), then B; same database, bucket and public address,
  // TRUST_PROXY=1 for the one nginx in front, no JWT_SECRET (the database's generated one is shared).
  const dataDirs = instancePorts.map((_, i) => path.join(tmp, `data-${'ab'[i]}`));
  const instances = [];
  const envs = [];
  for (const [i, p] of instancePorts.entries()) {
    mkdirSync(dataDirs[i], { recursive: true });
    const env = { ...h.serverEnv(p, dataDirs[i], db.url), STORAGE_URL: s3.url, PUBLIC_URL: publicUrl, TRUST_PROXY: '1' };
    envs.push(env);
    instances.push(await h.startProcess(`server ${'AB'[i]}`, h.SERVER_MAIN, env, `${base(p)}/api/health`));
    log(`instance ${'AB'[i]} healthy on ${p} in ${Math.round(instances[i].ready_ms)} ms`);
  }
  const [A, B] = instances;
  const nginx = await startNginx(h, ports, { a: [instancePorts[0]], b: [instancePorts[1]], ab: instancePorts });
  log(`nginx ${nginx.version}: A only on ${ports.a}, B only on ${ports.b}, both on ${ports.ab}`);
  const aBase = base(ports.a);
  const bBase = base(ports.b);
  const abBase = base(ports.ab);
  const alive = () => {
    A.assertAlive();
    B.assertAlive();
  };

  log(`seeding ${S.users} users through nginx (both instances)`);
  const seed = await h.seedUsers(abBase, S.users);
  const users = seed.users;
  alive();

  // --ops-only: the rolling restart and the flood alone (sections 5 and 6).
  if (h.args['ops-only'])
    return {
      meta: { mode: 'ops-only', loadavg_at_start: loadavg },
      ...(await opsRun(h, { instances, envs, instancePorts, abBase, users })),
    };

  // 1. Throughput: the same read through nginx to A alone, then to A and B; first straight to A (what nginx costs).
  const direct = await authRead(
    h,
    `auth read, A without nginx, ${S.connections} conn`,
    base(instancePorts[0]),
    users,
    S.connections,
    S.readS,
    [A.pid],
    nginx.pid,
  );
  const authRead_ = { direct_to_a_without_nginx: direct };
  for (const c of [S.connections, 100]) {
    const one = await authRead(h, `auth read, 1 instance, ${c} conn`, aBase, users, c, S.readS, [A.pid], nginx.pid);
    alive();
    const two = await authRead(h, `auth read, 2 instances, ${c} conn`, abBase, users, c, S.readS, [A.pid, B.pid], nginx.pid);
    alive();
    authRead_[`connections_${c}`] = {
      one_instance: one,
      two_instances: two,
      two_over_one_req_per_s: h.round(two.req_per_s / one.req_per_s, 2),
    };
  }

  // 2. Realtime: sockets on A; the writes on A (same instance), then on B (across instances).
  const socketUsers = users.slice(0, S.sockets);
  const same = await deliveryRun(h, aBase, aBase, socketUsers, S.events, S.eventConcurrency);
  log(
    `realtime same instance (A->A): ${same.received}/${same.events}, p50 ${same.request_to_event_ms.p50} ms, p99 ${same.request_to_event_ms.p99} ms`,
  );
  const cross = await deliveryRun(h, aBase, bBase, socketUsers, S.events, S.eventConcurrency);
  log(
    `realtime across instances (write B, socket A): ${cross.received}/${cross.events}, p50 ${cross.request_to_event_ms.p50} ms, p99 ${cross.request_to_event_ms.p99} ms`,
  );
  alive();

  // 3. Sign-out through A, the token refused by B at the next request.
  const signout = await signoutRun(h, aBase, bBase, users, S.users >= 50 ? 50 : 20);
  log(
    `sign-out through A stops the token on B: ${signout.signout_on_a_stops_token_on_b} (${signout.refused_on_b_at_next_request}/${signout.trials})`,
  );
  alive();

  // 4. Storage: uploaded through A, in the bucket, served by B.
  const storage = await storageRun(aBase, bBase, users[S.sockets % users.length], s3, dataDirs);
  log(`storage: ${storage.objects_added_to_bucket} objects in the bucket, B serves the thumbnail: ${storage.thumb_served_by_b?.status}`);
  alive();

  const memory = { a: h.memoryOf(A.pid), b: h.memoryOf(B.pid) };

  // The bus's ceiling, both adapters side by side (the instances above stay idle meanwhile).
  const bus_ceiling = await busCeiling();
  const ops = await opsRun(h, { instances, envs, instancePorts, abBase, users });
  return {
    meta: {
      mode: h.args.quick ? 'quick' : 'default',
      driver: 'postgres',
      postgres_version: db.serverVersion,
      storage: 's3 (s3rver, in the bench process)',
      load_balancer: `nginx ${nginx.version}, round robin, keepalive 64 to each instance`,
      instances: 2,
      node: process.version,
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
      loadavg_at_start: loadavg,
      started_at: new Date(started).toISOString(),
      duration_s: h.round((Date.now() - started) / 1000),
      settings: { users: S.users, read_s: S.readS, warmup_s: S.warmupS, sockets: S.sockets, events: S.events },
    },
    start_ms: { a: Math.round(A.ready_ms), b: Math.round(B.ready_ms) },
    seed: { users: users.length, ms: Math.round(seed.ms) },
    auth_read: authRead_,
    realtime: { same_instance: same, cross_instance: cross },
    signout,
    storage,
    memory,
    bus_ceiling,
    ...ops,
  };
}

/** 5. A rolling restart of A then B under load through nginx; 6. a flood of A (scripts/bench-ops.mjs). */
async function opsRun(h, { instances, envs, instancePorts, abBase, users }) {
  const rolling_restart = await rollingRestartRun(h, {
    instances,
    envs,
    ports: instancePorts,
    abBase,
    users,
    connections: h.S.connections * 2,
  });
  const flood = await floodRun(h, {
    proc: instances[0],
    base: `http://127.0.0.1:${instancePorts[0]}`,
    users,
    connections: 100,
    // Long enough for a thousand connections to be opened and queue up on a busy machine.
    seconds: Math.max(10, h.S.readS),
  });
  return { rolling_restart, flood };
}
