import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { verifyIdentity } from './hub-helpers';
import { shoot } from './shots';

// MB Trophy (issue 16): an organizer creates and launches an award; a member nominates another, who
// accepts; the organizer shortlists; a verified member votes; voting closes (the test hook moves the
// award's windows rather than waiting); the organizer publishes, and the winner's trophy is on their
// public profile until they hide it. E2E_SHOTS=<dir> also writes screenshots of each page (desktop
// and 390 px phone, light and dark).

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${res.status()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

async function memberPage(browser: Browser, type: 'creator' | 'enterprise') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const m = newMember();
  const { username, session } = await signUpMember(page, m, type);
  return { page, username, email: m.email, session: session as Session, close: () => context.close() };
}

/** A page's first paint on a busy machine (lazy chunks, reads): more than the default expect timeout. */
const PAGE = 60_000;

const movePhase = async (request: APIRequestContext, id: string, phase: string) =>
  ok(await request.post(`/api/v1/test-hooks/mb-trophy/awards/${id}/phase`, { data: { phase } }));

test('an award from nominations to a published winner with the trophy on their profile', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const organizer = await memberPage(browser, 'enterprise');
  const nominee = await memberPage(browser, 'creator');
  const voter = await memberPage(browser, 'creator');
  await ok(await organizer.page.request.post('/api/v1/app-store/apps/mb-trophy/install', { headers: auth(organizer.session) }));

  // The organizer: no awards yet; creates one (the form checks before sending) and launches it.
  await organizer.page.goto('/apps/mb-trophy');
  await expect(organizer.page.getByTestId('my-awards-empty')).toBeVisible({ timeout: PAGE });
  await shoot(organizer.page, 'trophy-home-empty');
  await organizer.page.getByTestId('my-awards-empty').getByRole('button', { name: 'Create award' }).click();
  const form = organizer.page.getByTestId('award-form');
  await form.getByRole('button', { name: 'Create award' }).click();
  await expect(form.getByText('Give the award a title.')).toBeVisible();
  await expect(form.getByText('Give the category a name.')).toBeVisible();
  await form.getByLabel('Title').fill('Industry Awards 2027');
  await form.getByLabel('Category 1 name').fill('Best Newcomer');
  await shoot(organizer.page, 'trophy-create');
  await form.getByRole('button', { name: 'Create award' }).click();
  await expect(organizer.page).toHaveURL(/\/apps\/mb-trophy\/manage\/[0-9a-f-]{36}$/, { timeout: PAGE });
  const awardId = organizer.page.url().split('/').pop() as string;
  await expect(organizer.page.getByTestId('award-phase')).toHaveAttribute('data-phase', 'draft', { timeout: PAGE });
  await organizer.page.getByRole('button', { name: 'Launch award' }).click();
  await expect(organizer.page.getByText('Award launched')).toBeVisible();
  await expect(organizer.page.getByTestId('award-phase')).toHaveAttribute('data-phase', 'nominations');

  // A member nominates another; the nominee is asked and accepts.
  await voter.page.goto(`/apps/mb-trophy/awards/${awardId}`);
  const category = voter.page.getByTestId('award-category').filter({ hasText: 'Best Newcomer' });
  await expect(category.getByLabel('Member to nominate')).toBeVisible({ timeout: PAGE });
  await category.getByLabel('Member to nominate').fill(`@${nominee.username}`);
  await category.getByLabel('Why (optional)').fill('A breakout year');
  await shoot(voter.page, 'trophy-award-nominations');
  await category.getByRole('button', { name: 'Nominate', exact: true }).click();
  await expect(voter.page.getByText('Nomination sent')).toBeVisible();

  await nominee.page.goto('/apps/mb-trophy/nominations');
  const mine = nominee.page.getByTestId('received-nominations').getByTestId('nomination');
  await expect(mine).toHaveAttribute('data-status', 'pending', { timeout: PAGE });
  await expect(mine).toContainText('A breakout year');
  await shoot(nominee.page, 'trophy-nominations');
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(nominee.page.getByText('Nomination accepted')).toBeVisible();
  await expect(mine).toHaveAttribute('data-status', 'accepted');

  // The organizer shortlists the accepted nomination.
  await organizer.page.reload();
  const row = organizer.page.getByTestId('manage-nomination').filter({ hasText: nominee.username });
  await row.getByRole('button', { name: 'Make finalist' }).click({ timeout: PAGE });
  await expect(organizer.page.getByText('Added to the finalists')).toBeVisible();
  await expect(row.getByText('Finalist', { exact: true })).toBeVisible();
  await shoot(organizer.page, 'trophy-manage-nominations');

  // Voting opens (the hook moves the windows); an unverified member is told why they cannot vote, a
  // verified one votes.
  await movePhase(request, awardId, 'voting');
  await voter.page.reload();
  await expect(voter.page.getByTestId('vote-refusal')).toContainText('Voting needs a verified identity', { timeout: PAGE });
  await verifyIdentity(browser, request, voter.session, voter.email);
  await voter.page.reload();
  const finalist = voter.page.getByTestId('finalist').filter({ hasText: nominee.username });
  await finalist.getByRole('button', { name: /^Vote for / }).click({ timeout: PAGE });
  await expect(voter.page.getByText('Vote recorded')).toBeVisible();
  await expect(finalist.getByText('Your vote')).toBeVisible();
  await shoot(voter.page, 'trophy-award-voting');

  // Voting closes: the organizer sees the tally and publishes.
  await movePhase(request, awardId, 'closed');
  await organizer.page.reload();
  await expect(organizer.page.getByTestId('award-phase')).toHaveAttribute('data-phase', 'closed', { timeout: PAGE });
  await expect(organizer.page.getByTestId('tally')).toHaveAttribute('data-votes', '1');
  await shoot(organizer.page, 'trophy-manage-tallies');
  await organizer.page.getByRole('button', { name: 'Publish results' }).click();
  // The toast and the phase badge say the same words: the badge is the lasting proof.
  await expect(organizer.page.getByTestId('award-phase')).toHaveAttribute('data-phase', 'published', { timeout: PAGE });

  // Anyone sees the winner on the award page.
  const visitor = await browser.newContext();
  const open = await visitor.newPage();
  await open.goto(`/apps/mb-trophy/awards/${awardId}`);
  await expect(open.getByTestId('result').filter({ hasText: nominee.username })).toHaveAttribute('data-winner', 'true', { timeout: PAGE });
  await shoot(open, 'trophy-award-published');

  // The winner's profile shows the trophy; hidden by its owner, it is gone.
  await open.goto(`/${nominee.username}`);
  const badge = open.getByTestId('profile-trophies').getByTestId('trophy-badge');
  await expect(badge).toHaveAttribute('data-kind', 'winner', { timeout: PAGE });
  await expect(badge).toContainText('Best Newcomer');
  await shoot(open, 'trophy-profile');
  await nominee.page.goto('/apps/mb-trophy/trophies');
  await expect(nominee.page.getByTestId('my-trophy')).toBeVisible({ timeout: PAGE });
  await shoot(nominee.page, 'trophy-my-trophies');
  await nominee.page.getByRole('switch', { name: 'Show Best Newcomer on my profile' }).click();
  await expect(nominee.page.getByText('Trophy hidden from your profile')).toBeVisible();
  await open.reload();
  await expect(open.locator('#profile-name')).toBeVisible({ timeout: PAGE });
  await expect(open.getByTestId('profile-trophies')).toHaveCount(0);

  await Promise.all([organizer.close(), nominee.close(), voter.close(), visitor.close()]);
});
