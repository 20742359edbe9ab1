import { randomBytes } from 'node:crypto';
import net from 'node:net';

/**
 * The realtime bus adapters the bus contract runs against: PostgreSQL NOTIFY (the default, on PGlite or
 * PostgreSQL) and NATS (`REALTIME_BUS_URL`). The NATS run uses the server at NATS_TEST_URL (default
 * nats://127.0.0.1:4222); it is skipped, saying so, when none answers there, unless NATS_REQUIRED=1
 * (CI's .ci/run sets it when its NATS is up): then a missing server fails the run instead.
 */
export const NATS_TEST_URL = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';

/** Whether a NATS server answers at `url`: it greets every connection with an INFO line. */
export function natsAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 4222), u.hostname);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('error', () => done(false));
    s.once('data', (d) => done(d.toString('utf8').startsWith('INFO ')));
  });
}

const natsUp = await natsAnswers(NATS_TEST_URL);
if (!natsUp && process.env.NATS_REQUIRED === '1') throw new Error(`NATS_REQUIRED=1 but no NATS server answers at ${NATS_TEST_URL}`);
export const natsSkipReason = natsUp
  ? null
  : `skipped: no NATS server answers at ${NATS_TEST_URL} (set NATS_TEST_URL, or start nats-server)`;
if (natsSkipReason) console.warn(`NATS bus tests ${natsSkipReason}`);

export interface TestBus {
  kind: 'notify' | 'nats';
  name: string;
  /** Settings for startTestApp: each NATS app of a test file gets a subject of its own (test files run side by side). */
  env: () => Record<string, string>;
  skip: boolean;
}

/** A subject no other test shares. */
export const uniqueSubject = () => `mb.test.${randomBytes(6).toString('hex')}`;

export const testBuses: TestBus[] = [
  { kind: 'notify', name: 'PostgreSQL NOTIFY', env: () => ({}), skip: false },
  {
    kind: 'nats',
    name: natsSkipReason ? `NATS (${natsSkipReason})` : 'NATS',
    env: () => ({ REALTIME_BUS_URL: NATS_TEST_URL, REALTIME_BUS_SUBJECT: uniqueSubject() }),
    skip: !natsUp,
  },
];
