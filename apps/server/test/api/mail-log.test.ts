import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { closeContext, createContext } from '../../src/platform/context.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// Without SMTP, a mailed one-time link (a password reset) may reach the log only in development.

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

async function logOfOneMail(NODE_ENV: string, LOG_FORMAT: string) {
  let out = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  const config = loadConfig({}, { NODE_ENV, LOG_FORMAT, LOG_LEVEL: 'info', DATA_DIR: fresh.dataDir });
  // The context must not close the shared test database.
  const database: Database = { ...fresh.database, close: async () => {} };
  const ctx = await createContext(config, { database, log: pino({ level: 'info' }, sink) });
  try {
    await ctx.mailer.send({
      to: 'someone@example.test',
      kind: 'password_reset',
      subject: 'Reset your password',
      text: 'Choose a new password here:\nhttps://models.example.org/auth/reset-password?token=SECRET-ONE-TIME-TOKEN\n',
    });
  } finally {
    await closeContext(ctx);
  }
  return out;
}

describe('mail without SMTP', () => {
  it.each([
    ['production', 'json'],
    // A person at a terminal running `npm start` (production, pretty logs) gets no link either.
    ['production', 'pretty'],
    ['test', 'json'],
  ])('NODE_ENV=%s (%s logs): the log notes the mail but never its body or link', async (env, format) => {
    const log = await logOfOneMail(env, format);
    expect(log).toContain('mail kept in outbox (no SMTP_URL)');
    expect(log).toContain('password_reset');
    expect(log).not.toContain('SECRET-ONE-TIME-TOKEN');
    expect(log).not.toContain('reset-password');
  });

  it('NODE_ENV=development: the link is printed on a line of its own', async () => {
    const log = await logOfOneMail('development', 'json');
    expect(log).toContain('https://models.example.org/auth/reset-password?token=SECRET-ONE-TIME-TOKEN');
  });
});
