import { LIMITS } from '@mb/contract/limits';
import { describe, expect, it } from 'vitest';
import { type CardEvent, type CardState, cardReducer, initialCardState } from './verification-machine';

// Spec §4 'Verification UI': loading, generating, ready, verifying, completed, error; polling every 5 s
// for about 24 attempts (§9); §8 'Verification Setup Failed', 'Verification URL Generation Failed'.

const run = (events: CardEvent[], from: CardState = initialCardState) => events.reduce(cardReducer, from);
const URL = 'http://127.0.0.1/hub/verify/abc';

describe('the verification card', () => {
  it('starts loading, and a member with nothing started gets a link made', () => {
    expect(initialCardState).toEqual({ kind: 'loading' });
    expect(run([{ type: 'loaded', status: 'not_started' }])).toEqual({ kind: 'generating' });
    expect(
      run([
        { type: 'loaded', status: 'not_started' },
        { type: 'generated', url: URL },
      ]),
    ).toEqual({
      kind: 'ready',
      url: URL,
      blocked: false,
    });
  });

  it('shows completed at once for a verified member, and waits for a pending one', () => {
    expect(run([{ type: 'loaded', status: 'verified' }])).toEqual({ kind: 'completed' });
    expect(run([{ type: 'loaded', status: 'pending' }])).toEqual({ kind: 'verifying', url: null, attempt: 0, exhausted: false });
  });

  it('a failed verification is an error whose Try Again makes a new link', () => {
    const failed = run([{ type: 'loaded', status: 'failed' }]);
    expect(failed).toMatchObject({
      kind: 'error',
      reason: 'failed',
      message: 'There was an issue with your verification. Please try again.',
    });
    expect(cardReducer(failed, { type: 'retry' })).toEqual({ kind: 'generating' });
  });

  it('a status that cannot be read is an error whose Try Again reads it again', () => {
    const s = run([{ type: 'load_failed' }]);
    expect(s).toMatchObject({ kind: 'error', reason: 'status', title: 'Failed to check verification status' });
    expect(cardReducer(s, { type: 'retry' })).toEqual({ kind: 'loading' });
  });

  it('names which half of making the link failed (spec §8), keeping a server message when there is one', () => {
    const generating: CardState = { kind: 'generating' };
    expect(cardReducer(generating, { type: 'generate_failed', stage: 'token' })).toMatchObject({
      kind: 'error',
      title: 'Verification Setup Failed',
      message: 'Failed to generate SSO token',
    });
    expect(cardReducer(generating, { type: 'generate_failed', stage: 'url' })).toMatchObject({
      title: 'Verification URL Generation Failed',
      message: 'Failed to generate verification URL',
    });
    expect(cardReducer(generating, { type: 'generate_failed', stage: 'token', message: 'The hub is down' })).toMatchObject({
      message: 'The hub is down',
    });
  });

  it('a blocked tab keeps the link ready (to open by hand); opening it starts polling', () => {
    const ready: CardState = { kind: 'ready', url: URL, blocked: false };
    const blocked = cardReducer(ready, { type: 'blocked' });
    expect(blocked).toEqual({ kind: 'ready', url: URL, blocked: true });
    expect(cardReducer(blocked, { type: 'opened' })).toEqual({ kind: 'verifying', url: URL, attempt: 0, exhausted: false });
  });

  it('counts each poll, completes on verified and fails on failed', () => {
    const v = run([{ type: 'opened' }], { kind: 'ready', url: URL, blocked: false });
    const twice = run([{ type: 'polled', status: 'not_started' }, { type: 'poll_failed' }], v);
    expect(twice).toMatchObject({ kind: 'verifying', attempt: 2, exhausted: false });
    expect(cardReducer(twice, { type: 'polled', status: 'pending' })).toMatchObject({ attempt: 3 });
    expect(cardReducer(twice, { type: 'polled', status: 'verified' })).toEqual({ kind: 'completed' });
    expect(cardReducer(twice, { type: 'polled', status: 'failed' })).toMatchObject({ kind: 'error', reason: 'failed' });
  });

  it(`stops after ${LIMITS.verificationPollAttempts} attempts until Check Again`, () => {
    let s: CardState = { kind: 'verifying', url: URL, attempt: 0, exhausted: false };
    for (let i = 0; i < LIMITS.verificationPollAttempts - 1; i++) s = cardReducer(s, { type: 'polled', status: 'pending' });
    expect(s).toMatchObject({ attempt: LIMITS.verificationPollAttempts - 1, exhausted: false });
    s = cardReducer(s, { type: 'poll_failed' });
    expect(s).toMatchObject({ attempt: LIMITS.verificationPollAttempts, exhausted: true });
    // A late answer after the stop changes nothing; Check Again starts a new round.
    expect(cardReducer(s, { type: 'polled', status: 'pending' })).toBe(s);
    expect(cardReducer(s, { type: 'check_again' })).toEqual({ kind: 'verifying', url: URL, attempt: 0, exhausted: false });
  });

  it('ignores events that do not belong to the state (a late answer after leaving it)', () => {
    const completed: CardState = { kind: 'completed' };
    for (const e of [
      { type: 'loaded', status: 'failed' },
      { type: 'generated', url: URL },
      { type: 'polled', status: 'failed' },
      { type: 'retry' },
      { type: 'blocked' },
      { type: 'opened' },
    ] as CardEvent[])
      expect(cardReducer(completed, e)).toBe(completed);
    const loading: CardState = { kind: 'loading' };
    expect(cardReducer(loading, { type: 'generated', url: URL })).toBe(loading);
    expect(cardReducer(loading, { type: 'polled', status: 'verified' })).toBe(loading);
  });
});
