import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { memberViaApi, signInContext } from './staff-helpers';

// MB Bookings (issue 16): an owner sets up a service and weekly hours, a creator (who may not install
// apps) finds the Book button on the owner's profile and requests a free time with a note, the request
// reaches the owner's open page live, the owner accepts, the creator's list turns accepted live, and the
// time is gone for a third member. E2E_SHOTS=<dir> also writes
// screenshots of each page (desktop and 390 px phone, light and dark).

async function memberPage(browser: Browser, type: 'enterprise' | 'creator' = 'enterprise') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  // Enterprise accounts may install apps (spec §4) and run MB Bookings; creators may not install apps,
  // but they book the members who run it.
  // No page opened yet: each member's first page is the test's own.
  const { username } = await signUpMember(page, newMember(), type, { path: null });
  if (type === 'creator') return { page, username, close: () => context.close() };
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string });
  const res = await page.request.post('/api/v1/app-store/apps/mb-bookings/install', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { page, username, close: () => context.close() };
}

test('a booking requested, accepted, and the slot gone for others', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await memberPage(browser);
  const booker = await memberPage(browser, 'creator');
  const third = await memberPage(browser);

  // The owner: the app's home says there is nothing yet, then a service and weekly hours.
  await owner.page.goto('/apps/mb-bookings');
  await expect(owner.page.getByTestId('booking-requests-empty')).toBeVisible();
  await expect(owner.page.getByTestId('app-settings')).toBeVisible();
  await shoot(owner.page, 'bookings-home-empty');
  await owner.page.getByRole('link', { name: 'Services and availability' }).click();
  const form = owner.page.getByTestId('service-form');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(form.getByText('Give the service a name.')).toBeVisible();
  await expect(form.getByText('Say where it takes place, or mark it online.')).toBeVisible();
  await form.getByLabel('Name').fill('Editorial shoot');
  await form.getByLabel('Rate (optional)').fill('250');
  await form.getByLabel('Location', { exact: true }).fill('Studio 4, Berlin');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(owner.page.getByText('Service saved')).toBeVisible();
  await expect(owner.page.getByTestId('service-row')).toContainText('Editorial shoot');
  const availability = owner.page.getByTestId('availability');
  await availability.getByLabel('Time zone').selectOption('Europe/Berlin');
  // A working week in three clicks (issue 31): Monday's hours, copied to every weekday; then Saturday.
  await availability.getByRole('button', { name: 'Add hours on Monday' }).click();
  await availability.getByLabel('Monday to', { exact: true }).fill('18:00');
  await availability.getByRole('button', { name: "Copy Monday's hours to every weekday" }).click();
  await expect(owner.page.getByText("Monday's hours copied to every weekday.")).toBeVisible();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(availability.getByLabel(`${day} from`, { exact: true })).toHaveValue('09:00');
    await expect(availability.getByLabel(`${day} to`, { exact: true })).toHaveValue('18:00');
  }
  await expect(availability.getByTestId('weekday-6')).toContainText('Unavailable');
  await expect(availability.getByTestId('weekday-7')).toContainText('Unavailable');
  await availability.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await availability.getByRole('button', { name: 'Add hours on Sunday' }).click();
  await availability.getByLabel('Sunday from', { exact: true }).fill('12:00');
  await availability.getByRole('button', { name: 'Save availability' }).click();
  await expect(owner.page.getByText('Availability saved')).toBeVisible();
  await owner.page.reload();
  await expect(availability.getByLabel('Friday to', { exact: true })).toHaveValue('18:00');
  await expect(availability.getByLabel('Sunday from', { exact: true })).toHaveValue('12:00');
  // Every day takes Sunday's hours, replacing their own.
  await availability.getByRole('button', { name: "Copy Sunday's hours to every day" }).click();
  await expect(availability.getByLabel('Monday from', { exact: true })).toHaveValue('12:00');
  await expect(availability.getByLabel('Monday to', { exact: true })).toHaveValue('17:00');
  await expect(availability.getByLabel('Saturday from', { exact: true })).toHaveValue('12:00');
  await availability.getByRole('button', { name: 'Save availability' }).click();
  await expect(owner.page.getByText('Availability saved').first()).toBeVisible();
  await shoot(owner.page, 'bookings-setup');

  // The owner's home stays open: the request arrives there live.
  await owner.page.goto('/apps/mb-bookings');
  await expect(owner.page.getByTestId('booking-requests-empty')).toBeVisible();

  // A creator (no app of their own) books from the owner's profile: the first free time, with a note.
  await booker.page.goto(`/${owner.username}`);
  await expect(booker.page.getByTestId('profile-book')).toBeVisible();
  await shoot(booker.page, 'bookings-profile-book');
  await booker.page.getByTestId('profile-book').click();
  await expect(booker.page).toHaveURL(new RegExp(`/apps/mb-bookings/book/${owner.username}$`));
  await expect(booker.page.getByRole('heading', { name: /^Book / })).toBeVisible();
  const first = booker.page.getByTestId('slots').locator('[data-slot]').first();
  await expect(first).toBeVisible();
  const slot = (await first.getAttribute('data-slot')) as string;
  await first.click();
  await shoot(booker.page, 'bookings-book');
  await booker.page.getByLabel('Note for the request (optional)').fill('For the spring lookbook');
  await booker.page.getByRole('button', { name: 'Send request' }).click();
  await expect(booker.page.getByText('Request sent')).toBeVisible();
  await expect(booker.page).toHaveURL(/\/apps\/mb-bookings\/my$/);
  await expect(booker.page.getByTestId('booking-card')).toHaveAttribute('data-status', 'pending');

  // The owner accepts it, without reloading: the request came in live.
  const request = owner.page.getByTestId('booking-requests').getByTestId('booking-card');
  await expect(request).toContainText('For the spring lookbook');
  await shoot(owner.page, 'bookings-home-request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.page.getByText('Booking accepted')).toBeVisible();
  await expect(owner.page.getByTestId('booking-requests-empty')).toBeVisible();
  await owner.page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(owner.page.getByTestId('booking-upcoming').getByTestId('booking-card')).toHaveAttribute('data-status', 'accepted');

  // The booker sees it accepted, live.
  await expect(booker.page.getByTestId('booking-card')).toHaveAttribute('data-status', 'accepted');
  await expect(booker.page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await shoot(booker.page, 'bookings-my');

  // A third member: the accepted time is gone, the next ones are still offered.
  await third.page.goto(`/apps/mb-bookings/book/${owner.username}`);
  await expect(third.page.getByTestId('slots').locator('[data-slot]').first()).toBeVisible();
  await expect(third.page.locator(`[data-slot="${slot}"]`)).toHaveCount(0);

  await Promise.all([owner.close(), booker.close(), third.close()]);
});

const api = async <T>(page: Page, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> => {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string });
  const res = await page.request[method](url, { headers: { authorization: `Bearer ${session.access_token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
};

test('a time booked while the request was being written: the form stays with the note, says so, and offers the next free times', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await memberPage(browser);
  await api(owner.page, 'put', '/api/v1/bookings/me/settings', {
    time_zone: 'Europe/Berlin',
    buffer_minutes: 0,
    cancel_hours: 24,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '13:00' })),
    exceptions: [],
  });
  const { service } = await api<{ service: { id: string } }>(owner.page, 'post', '/api/v1/bookings/me/services', {
    name: 'Portrait session',
    duration_minutes: 60,
    rate_cents: null,
    currency: 'EUR',
    description: '',
    online: false,
    location: 'Studio 2, Berlin',
  });

  // A creator picks the first free time and writes a note.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, await memberViaApi(request, newMember(), 'Lena Writes'));
  const page = await context.newPage();
  await page.goto(`/apps/mb-bookings/book/${owner.username}`);
  const first = page.getByTestId('slots').locator('[data-slot]').first();
  await expect(first).toBeVisible();
  const slot = (await first.getAttribute('data-slot')) as string;
  await first.click();
  const form = page.getByTestId('request-form');
  await form.getByLabel('Note for the request (optional)').fill('Headshots for my agency page');

  // Meanwhile another member asks for the same time and the owner accepts them.
  const other = await memberViaApi(request, newMember(), 'Quick Booker');
  const made = await request.post(`/api/v1/bookings/members/${owner.username}/requests`, {
    headers: { authorization: `Bearer ${other.access_token}` },
    data: { service_id: service.id, start: slot, note: '' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { booking } = (await made.json()) as { booking: { id: string } };
  await api(owner.page, 'post', `/api/v1/bookings/requests/${booking.id}/accept`);

  // Sending now: refused, said plainly, the note kept, the time gone from the list, the next ones offered.
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('This time was just booked. Pick another one.');
  await expect(form.getByLabel('Note for the request (optional)')).toHaveValue('Headshots for my agency page');
  await expect(form.getByRole('button', { name: 'Send request' })).toBeDisabled();
  await expect(page.locator(`[data-slot="${slot}"]`)).toHaveCount(0);
  const nextSlots = form.getByTestId('next-slots');
  await expect(nextSlots.getByRole('heading', { name: 'Next free times' })).toBeVisible();
  await expect(nextSlots.getByRole('button')).toHaveCount(4);
  await shoot(page, 'bookings-book-taken');
  await nextSlots.getByRole('button').first().click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/mb-bookings\/my$/);
  await expect(page.getByTestId('booking-card')).toHaveAttribute('data-status', 'pending');

  await Promise.all([owner.close(), context.close()]);
});
