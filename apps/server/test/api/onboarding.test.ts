import { type onboardingActionInput, PROFILE_MESSAGES } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Action = z.input<typeof onboardingActionInput>;
const act = (token: string, body: Action) => t.call('onboarding', { token, body });
const draft = {
  business_name: 'Velvet Films',
  categories: ['agency', 'marketing_pr'],
  description: 'Boutique studio',
  location: 'Prague',
  website: '',
};

describe('creator onboarding (6 steps)', () => {
  it('walks welcome -> avatar -> profile -> skip verification -> final -> complete, recording last-seen', async () => {
    const u = await signUpUser(t, 'creator');
    const started = await act(u.token, { action: 'start', profile_type: 'creator' });
    expect(started.data).toMatchObject({ onboarding_step: 1, profile_type: 'creator' });
    expect(started.data.onboarding_last_seen).not.toBeNull();
    expect((await act(u.token, { action: 'step', step: 2 })).data.onboarding_step).toBe(2);

    // No step past 2 without a username.
    const blocked = await act(u.token, { action: 'step', step: 3 });
    expect(blocked.status).toBe(400);
    expect(blocked.error?.fields?.username).toBe(MESSAGES.usernameRequired.description);
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername('creator') } });
    expect((await act(u.token, { action: 'step', step: 3 })).data.onboarding_step).toBe(3);

    // Skipping at 3 sets verification_skipped and jumps to 5, the creators' final screen.
    const skipped = await act(u.token, { action: 'skip_verification' });
    expect(skipped.data).toMatchObject({ onboarding_step: 5, verification_skipped: true, onboarding_completed: false });
    const done = await act(u.token, { action: 'complete' });
    expect(done.data).toMatchObject({ onboarding_completed: true, onboarding_step: 5 });

    // Once complete, onboarding is closed.
    const again = await act(u.token, { action: 'step', step: 1 });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(PROFILE_MESSAGES.onboardingDone);
  });

  it('records last-seen when the wizard opens, without moving the step', async () => {
    const u = await signUpUser(t, 'creator');
    await act(u.token, { action: 'start', profile_type: 'creator' });
    const before = (await t.call('myProfile', { token: u.token })).data;
    await new Promise((r) => setTimeout(r, 20));
    const seen = await act(u.token, { action: 'seen' });
    expect(seen.data.onboarding_step).toBe(1);
    expect(Date.parse(seen.data.onboarding_last_seen ?? '')).toBeGreaterThan(Date.parse(before.onboarding_last_seen ?? ''));
  });

  it('cannot jump ahead, skip verification elsewhere than step 3, or complete before the last step', async () => {
    const u = await signUpUser(t, 'creator');
    expect((await act(u.token, { action: 'step', step: 2 })).status).toBe(409);
    await act(u.token, { action: 'start', profile_type: 'creator' });
    expect((await act(u.token, { action: 'skip_verification' })).status).toBe(409);
    expect((await act(u.token, { action: 'complete' })).status).toBe(409);
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername() } });
    await act(u.token, { action: 'step', step: 2 });
    await act(u.token, { action: 'step', step: 3 });
    await act(u.token, { action: 'step', step: 4 });
    // Back is always allowed.
    expect((await act(u.token, { action: 'step', step: 1 })).data.onboarding_step).toBe(1);
    // A creator has no step 6.
    expect((await act(u.token, { action: 'step', step: 6 })).status).toBe(409);
    expect((await act(u.token, { action: 'step', step: 8 })).status).toBe(400);
  });

  it('a creator does not keep business details', async () => {
    const u = await signUpUser(t, 'creator');
    const r = await t.call('saveBusinessRegistrationDraft', { token: u.token, body: draft });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(PROFILE_MESSAGES.creatorNoBusiness);
  });
});

describe("'Skip onboarding' (issue 31: a member who skipped was kept out of the complete-profile pages for good)", () => {
  it('a creator with a username skips the rest: onboarding is completed where they stood, with the welcome notification', async () => {
    const u = await signUpUser(t, 'creator');
    await act(u.token, { action: 'start', profile_type: 'creator' });
    const early = await act(u.token, { action: 'skip' });
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe(PROFILE_MESSAGES.onboardingRequiredMissing);
    expect((await t.call('myProfile', { token: u.token })).data.onboarding_completed).toBe(false);

    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername('skipper') } });
    await act(u.token, { action: 'step', step: 2 });
    await act(u.token, { action: 'step', step: 3 });
    const skipped = await act(u.token, { action: 'skip' });
    expect(skipped.data).toMatchObject({ onboarding_completed: true, onboarding_step: 3, verification_skipped: false });
    expect((await t.call('myProfile', { token: u.token })).data.onboarding_completed).toBe(true);
    const inbox = await t.call('notifications', { token: u.token, query: {} });
    expect(inbox.data.items.map((n) => n.title)).toContain(`Welcome to ${t.ctx.config.PRODUCT_NAME}`);
    expect((await act(u.token, { action: 'skip' })).error?.message).toBe(PROFILE_MESSAGES.onboardingDone);
  });

  it.each(['business', 'studio', 'enterprise'] as const)('a %s may skip only once its business is registered', async (type) => {
    const u = await signUpUser(t, type);
    await act(u.token, { action: 'start', profile_type: type });
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername(type) } });
    await act(u.token, { action: 'step', step: 2 });
    await act(u.token, { action: 'step', step: 3 });
    await act(u.token, { action: 'skip_verification' });
    // A username alone is not enough, nor is a draft.
    expect((await act(u.token, { action: 'skip' })).error?.message).toBe(PROFILE_MESSAGES.onboardingRequiredMissing);
    await t.call('saveBusinessRegistrationDraft', { token: u.token, body: draft });
    expect((await act(u.token, { action: 'skip' })).error?.message).toBe(PROFILE_MESSAGES.onboardingRequiredMissing);
    const submitted = await t.call('submitBusinessRegistration', { token: u.token, body: draft });
    expect(submitted.status).toBe(200);
    // Registering from step 5 moved the member on to the domain step; from there the rest may wait.
    const skipped = await act(u.token, { action: 'skip' });
    expect(skipped.data).toMatchObject({ onboarding_completed: true, onboarding_step: 6, profile_type: type });
  });
});

describe('business onboarding (8 steps)', () => {
  it('walks to business registration, needs its details, then domain (skipped) and completes at step 7', async () => {
    const u = await signUpUser(t, 'business');
    await act(u.token, { action: 'start', profile_type: 'business' });
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername('biz') } });
    await act(u.token, { action: 'step', step: 2 });
    await act(u.token, { action: 'step', step: 3 });
    const skipped = await act(u.token, { action: 'skip_verification' });
    expect(skipped.data).toMatchObject({ onboarding_step: 5, verification_skipped: true });

    const noDraft = await act(u.token, { action: 'step', step: 6 });
    expect(noDraft.status).toBe(409);
    expect(noDraft.error?.message).toBe(PROFILE_MESSAGES.businessDraftRequired);

    const bad = await t.call('saveBusinessRegistrationDraft', {
      token: u.token,
      body: { ...draft, business_name: 'V', categories: ['agency', 'other', 'marketing_pr', 'events_awards'], website: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toMatchObject({
      business_name: PROFILE_MESSAGES.businessNameRequired,
      categories: PROFILE_MESSAGES.categoryMax,
      website: PROFILE_MESSAGES.invalidUrl,
    });
    const saved = await t.call('saveBusinessRegistrationDraft', {
      token: u.token,
      body: { ...draft, website: 'https://velvet.example.com' },
    });
    expect(saved.data.business).toMatchObject({
      business_name: 'Velvet Films',
      categories: ['agency', 'marketing_pr'],
      location: 'Prague',
    });
    expect((await t.call('myBusiness', { token: u.token })).data.business?.website).toBe('https://velvet.example.com');
    expect((await t.call('myProfile', { token: u.token })).data).toMatchObject({ has_business_profile: true, business_complete: false });

    expect((await act(u.token, { action: 'step', step: 6 })).data.onboarding_step).toBe(6);
    expect((await act(u.token, { action: 'complete' })).status).toBe(409);
    expect((await act(u.token, { action: 'step', step: 7 })).data.onboarding_step).toBe(7);
    const done = await act(u.token, { action: 'complete' });
    expect(done.data).toMatchObject({ onboarding_completed: true, onboarding_step: 7, profile_type: 'business' });
  });

  it('changes the account type at step 0 while onboarding is open', async () => {
    const u = await signUpUser(t, 'creator');
    const r = await act(u.token, { action: 'start', profile_type: 'studio' });
    expect(r.data).toMatchObject({ profile_type: 'studio', onboarding_step: 1 });
    const back = await act(u.token, { action: 'start', profile_type: 'creator' });
    expect(back.data.profile_type).toBe('creator');
  });

  it('no business profile yet is null, not an error (spec §8: a missing draft is not an error)', async () => {
    const u = await signUpUser(t, 'enterprise');
    const r = await t.call('myBusiness', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.data.business).toBeNull();
  });
});
