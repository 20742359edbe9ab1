import type { ComplianceMe, IdentityStatus } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubLinkError } from './hub-link';
import { useVerificationWith, type Verification } from './use-verification';
import { VerificationCard } from './verification-card';

// The card's side effects over the state machine: it reads the status, makes the link, opens the tab,
// polls every 5 s for about 24 attempts (spec §4, §9) and shows each state.

const me = (status: IdentityStatus): ComplianceMe => ({
  identity: { status, verified_at: null, provider: 'vaulth', source: 'hub', failure_reason: null },
  domains: [],
  hub_ok: true,
  profile_domain: { domain_name: null, domain_verified: false, verification_status: null },
});

let latest: Verification | null = null;
function Harness(deps: Parameters<typeof useVerificationWith>[0]) {
  latest = useVerificationWith(deps, '/onboarding');
  return <VerificationCard verification={latest} />;
}
const cardState = () => screen.getByTestId('verification-embed').getAttribute('data-state');
const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  latest = null;
});

describe('useVerification', () => {
  it('reads the status, makes the link, opens it and polls every 5 s until verified', async () => {
    const answers: IdentityStatus[] = ['not_started', 'pending', 'pending', 'verified'];
    const check = vi.fn(async () => me(answers.shift() ?? 'verified'));
    const makeLink = vi.fn(async () => 'http://127.0.0.1/hub/sso?token=t');
    const open = vi.fn(() => true);
    render(<Harness check={check} makeLink={makeLink} open={open} />);
    expect(cardState()).toBe('loading');
    await flush();
    expect(makeLink).toHaveBeenCalledWith('identity', '/onboarding');
    await flush();
    expect(cardState()).toBe('ready');
    act(() => screen.getByRole('button', { name: 'Start Verification' }).click());
    expect(open).toHaveBeenCalledWith('http://127.0.0.1/hub/sso?token=t');
    expect(cardState()).toBe('verifying');
    expect(check).toHaveBeenCalledTimes(1);

    // Nothing before 5 s; then one check per 5 s, with the count shown.
    await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs - 1));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.getByText(`Check 1 of ${LIMITS.verificationPollAttempts}`)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs));
    expect(screen.getByText(`Check 2 of ${LIMITS.verificationPollAttempts}`)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs));
    expect(check).toHaveBeenCalledTimes(4);
    expect(cardState()).toBe('completed');
    await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs * 3));
    expect(check).toHaveBeenCalledTimes(4);
  });

  it(`stops after ${LIMITS.verificationPollAttempts} checks and starts again on Check Again`, async () => {
    const check = vi.fn(async () => me('pending'));
    render(<Harness check={check} makeLink={vi.fn()} open={vi.fn()} />);
    await flush();
    expect(cardState()).toBe('verifying');
    for (let i = 0; i < LIMITS.verificationPollAttempts + 3; i++) await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs));
    expect(check).toHaveBeenCalledTimes(1 + LIMITS.verificationPollAttempts);
    expect(cardState()).toBe('waiting');
    act(() => screen.getByRole('button', { name: 'Check Again' }).click());
    await act(async () => vi.advanceTimersByTime(LIMITS.verificationPollMs));
    expect(check).toHaveBeenCalledTimes(2 + LIMITS.verificationPollAttempts);
    expect(cardState()).toBe('verifying');
  });

  it('a blocked pop-up says so and offers the link to open by hand', async () => {
    const check = vi.fn(async () => me('not_started'));
    render(<Harness check={check} makeLink={async () => 'http://127.0.0.1/hub/sso?token=t'} open={() => false} />);
    await flush();
    await flush();
    act(() => screen.getByRole('button', { name: 'Start Verification' }).click());
    expect(cardState()).toBe('ready');
    expect(screen.getByRole('alert').textContent).toContain('Failed to Open Verification');
    const link = screen.getByRole('link', { name: /Open the verification page yourself/ });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1/hub/sso?token=t');
    // The test browser would follow the link itself: only the app's handler is under test.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    act(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    document.removeEventListener('click', stay);
    expect(cardState()).toBe('verifying');
  });

  it('a failed link is an error with the spec title, and Try Again makes a new one', async () => {
    const makeLink = vi.fn().mockRejectedValueOnce(new HubLinkError('url', null)).mockResolvedValueOnce('http://127.0.0.1/hub/x');
    render(<Harness check={async () => me('not_started')} makeLink={makeLink} open={vi.fn()} />);
    await flush();
    await flush();
    expect(cardState()).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain('Verification URL Generation Failed');
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    await flush();
    expect(makeLink).toHaveBeenCalledTimes(2);
    expect(cardState()).toBe('ready');
  });
});
