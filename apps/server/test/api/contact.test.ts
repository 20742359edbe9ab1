import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@mb/contract/contact';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = () => ({
  name: 'Alex Morgan',
  email: 'alex.morgan@example.test',
  topic: 'partnerships' as const,
  message: 'We run a production agency in Prague and would like to talk about listing our crew.',
});

const stored = (email: string) =>
  t.ctx.database.query<{ name: string; email: string; topic: string; message: string; user_id: string | null; status: string }>(
    'select name, email, topic, message, user_id, status from contact_messages where email = $1',
    [email],
  );

describe('contact form', () => {
  it('stores a valid message for staff and returns a reference', async () => {
    const body = { ...valid(), email: 'Stored.Person@Example.test', name: '  Alex Morgan  ' };
    const r = await t.call('contact', { body });
    expect(r.status).toBe(201);
    expect(r.data.reference).toMatch(/^C-[0-9A-F]{8}$/);
    expect(r.headers.get('ratelimit-limit')).toBe(String(CONTACT_LIMITS.perIp.max));
    const rows = await stored('stored.person@example.test');
    expect(rows).toEqual([
      {
        name: 'Alex Morgan',
        email: 'stored.person@example.test',
        topic: 'partnerships',
        message: body.message,
        user_id: null,
        status: 'new',
      },
    ]);
  });

  it('links the message to the member when signed in', async () => {
    const u = await signUpUser(t);
    const r = await t.call('contact', { body: { ...valid(), email: u.email }, token: u.token });
    expect(r.status).toBe(201);
    const [row] = await stored(u.email);
    expect(row?.user_id).toBe(u.userId);
  });

  it.each([
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1) }, CONTACT_MESSAGES.nameTooLong],
    ['email', { email: 'not-an-address' }, MESSAGES.emailInvalid],
    ['topic', { topic: 'gossip' }, CONTACT_MESSAGES.topicRequired],
    ['topic', { topic: undefined }, CONTACT_MESSAGES.topicRequired],
    ['message', { message: 'Too short.' }, CONTACT_MESSAGES.messageTooShort],
    ['message', { message: `   ${'x'.repeat(CONTACT_LIMITS.messageMin - 1)}   ` }, CONTACT_MESSAGES.messageTooShort],
    ['message', { message: 'y'.repeat(CONTACT_LIMITS.messageMax + 1) }, CONTACT_MESSAGES.messageTooLong],
  ])('refuses an invalid %s with its message and stores nothing', async (field, patch, message) => {
    const email = `invalid-${field}-${Math.random().toString(36).slice(2)}@example.test`;
    const r = await t.call('contact', { body: { ...valid(), email, ...patch } });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('validation_failed');
    expect(r.error?.fields?.[field]).toBe(message);
    if (field !== 'email') expect(await stored(email)).toHaveLength(0);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const email = 'longest@example.test';
    const r = await t.call('contact', { body: { ...valid(), email, message: 'z'.repeat(CONTACT_LIMITS.messageMax) } });
    expect(r.status).toBe(201);
    expect(await stored(email)).toHaveLength(1);
  });

  it('answers a filled honeypot like a real message but stores nothing', async () => {
    const email = 'bot@example.test';
    const r = await t.call('contact', { body: { ...valid(), email, website: 'http://spam.example' } });
    expect(r.status).toBe(201);
    expect(r.data.reference).toMatch(/^C-[0-9A-F]{8}$/);
    expect(await stored(email)).toHaveLength(0);
  });

  it(`refuses the ${CONTACT_LIMITS.perIp.max + 1}th message from one address within the hour with 429 and Retry-After`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < CONTACT_LIMITS.perIp.max; i++) {
      const ok = await t.call('contact', { body: { ...valid(), email: `burst${i}@example.test` }, headers });
      expect(ok.status).toBe(201);
    }
    const r = await t.call('contact', { body: { ...valid(), email: 'burst-over@example.test' }, headers });
    expect(r.status).toBe(429);
    expect(r.error?.code).toBe('rate_limited');
    expect(r.error?.message).toBe(CONTACT_MESSAGES.rateLimited);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored('burst-over@example.test')).toHaveLength(0);
    // Another address is unaffected.
    const other = await t.call('contact', { body: valid(), headers: { 'x-forwarded-for': '203.0.113.78' } });
    expect(other.status).toBe(201);
  });
});
