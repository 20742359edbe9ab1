import { describe, expect, it } from 'vitest';
import { createVisioRoomInput, VISIO_MESSAGES as M } from './visio.ts';

const issues = (body: unknown) => {
  const r = createVisioRoomInput.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

// One rule for the browser's form and the server: the contract says when a room may start.
describe('createVisioRoomInput', () => {
  it('takes an instant call, a start a few minutes ago (a slow form) and one within a year', () => {
    expect(issues({ title: 'Fitting', invitees: ['jane'] })).toEqual({});
    expect(issues({ title: 'Fitting', invitees: ['jane'], starts_at: inMinutes(-4) })).toEqual({});
    expect(issues({ title: 'Fitting', invitees: ['jane'], starts_at: inMinutes(60 * 24 * 365) })).toEqual({});
  });

  it('refuses a start in the past, an unreadable one and one too far ahead, under starts_at', () => {
    expect(issues({ title: 'Fitting', invitees: ['jane'], starts_at: inMinutes(-6) })).toEqual({ starts_at: M.startsInPast });
    expect(issues({ title: 'Fitting', invitees: ['jane'], starts_at: '' })).toEqual({ starts_at: M.startsInPast });
    expect(issues({ title: 'Fitting', invitees: ['jane'], starts_at: inMinutes(60 * 24 * 367) })).toEqual({ starts_at: M.startsTooFar });
  });

  it('names every wrong field at once, the start time among them', () => {
    expect(issues({ title: ' ', invitees: [], starts_at: inMinutes(-60) })).toEqual({
      title: M.titleRequired,
      starts_at: M.startsInPast,
      invitees: M.inviteSomeone,
    });
  });
});
