import { CASTING_MESSAGES } from '@mb/contract/casting';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { memberViaApi, publishedItemViaApi, signInContext } from './staff-helpers';

// Casting (issue 13) in the browser: a studio builds a casting form and opens a call on it; a creator
// applies with a portfolio item; the studio shortlists and makes an offer; the creator accepts, and the
// accepted offer opens a collaboration both of them are members of.

type Session = { access_token: string; user: { id: string } };
test('a studio builds a form and a call; a creator applies with portfolio items; shortlist, offer, accept', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The studio, in this tab, past onboarding.
  await signUpMember(page, newMember(), 'studio', { displayName: 'Velvet Studios', path: '/casting-forms' });
  await expect(page.getByRole('heading', { name: 'Casting Forms Builder' })).toBeVisible();
  await expect(page.getByText('No casting forms yet')).toBeVisible();

  // Build a form: a required text field and a required yes/no field, in that order.
  await page.getByRole('button', { name: 'New form' }).click();
  const builder = page.getByRole('form', { name: 'New casting form' });
  await builder.getByLabel('Form title').fill('Feature casting');
  await builder.getByLabel('Field 1 label').fill('Stage name');
  await builder.getByLabel('Required').first().click();
  await builder.getByRole('button', { name: 'Add field' }).click();
  await builder.getByLabel('Field 2 label').fill('Can you travel?');
  await builder.getByLabel('Type').nth(1).selectOption('yes_no');
  await builder.getByLabel('Required').nth(1).click();
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByTestId('casting-form')).toContainText('Feature casting');
  await expect(page.getByTestId('casting-form')).toContainText('2 fields');

  // Open a call on it.
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'New casting call' }).click();
  const callForm = page.getByRole('form', { name: 'New casting call' });
  await callForm.getByLabel('Role', { exact: true }).fill('Lead, summer feature');
  await callForm.getByLabel('Role description').fill('Lead role in a two-day summer feature.');
  await callForm.getByLabel('Location').fill('Miami, Florida, United States');
  await callForm.getByLabel('Lowest rate (USD)').fill('800');
  await callForm.getByLabel('Highest rate (USD)').fill('1500');
  await callForm.getByLabel('Nudity and acts disclosure').fill('Full nudity; two boy/girl scenes.');
  await callForm.getByLabel('Application deadline').fill(deadline);
  await callForm.getByRole('button', { name: 'Open casting call' }).click();
  await expect(page.getByTestId('my-casting-call')).toContainText('Lead, summer feature');

  // The creator, with one published portfolio item, in a second context.
  const creator = (await memberViaApi(request, newMember(), 'Nova Reyes')) as Session;
  await publishedItemViaApi(request, creator);
  const cContext = await browser.newContext();
  await signInContext(cContext, creator);
  const cPage = await cContext.newPage();
  await cPage.goto('/casting');
  const card = cPage.getByTestId('casting-call').filter({ hasText: 'Lead, summer feature' });
  await expect(card).toContainText('$800 – $1,500 per scene');
  await card.getByRole('button', { name: 'Apply' }).click();
  const dialog = cPage.getByRole('dialog');
  await dialog.getByLabel('Stage name *').fill('Nova Reyes');
  await dialog.getByLabel('Can you travel? *').selectOption('yes');
  await dialog.getByTestId('pick-item').first().click();
  // The disclosure must be acknowledged: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText(CASTING_MESSAGES.acknowledgeDisclosure)).toBeVisible();
  await dialog.getByLabel('I have read the disclosure and understand what this role involves.').click();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('application-status')).toHaveText('Submitted');

  // The studio reviews: the answers and the attached item show; shortlist, then an offer.
  await page.reload();
  await page.getByRole('link', { name: /Review 1 applicant/ }).click();
  await expect(page).toHaveURL(/\/casting-proposals\?call=/);
  const applicant = page.getByTestId('applicant');
  await expect(applicant).toContainText('Nova Reyes');
  await expect(applicant).toContainText('Yes');
  await expect(applicant.getByRole('list', { name: 'Attached portfolio items' }).getByRole('listitem')).toHaveCount(1);
  await applicant.getByRole('button', { name: 'Shortlist' }).click();
  await expect(applicant.getByTestId('application-status')).toHaveText('Shortlisted');
  await applicant.getByLabel('Private note (only your studio sees it)').fill('Strong screen presence.');
  await applicant.getByRole('button', { name: 'Save note' }).click();
  await applicant.getByRole('button', { name: 'Make an offer' }).click();
  await applicant.getByLabel('Offer message').fill('We would love to have you as our lead.');
  await applicant.getByLabel('Rate (USD, optional)').fill('1200');
  await applicant.getByRole('button', { name: 'Send offer' }).click();
  await expect(applicant.getByTestId('application-status')).toHaveText('Offer made');

  // The creator sees the offer (never the studio's note) and accepts it.
  await cPage.goto('/casting?tab=applications');
  const mine = cPage.getByTestId('my-application');
  await expect(mine).toContainText('We would love to have you as our lead.');
  await expect(mine).toContainText('$1,200 per scene');
  await expect(cPage.getByText('Strong screen presence.')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Accept offer' }).click();
  await expect(mine.getByTestId('application-status')).toHaveText('Offer accepted');

  // The accepted offer opened a collaboration: the creator follows the link into it.
  await mine.getByRole('link', { name: 'Open collaboration' }).click();
  await expect(cPage).toHaveURL(/\/collab\/[0-9a-f-]{36}/);
  await expect(cPage.getByRole('heading', { level: 1 })).toHaveText('Lead, summer feature');
  const collabUrl = new URL(cPage.url()).pathname;

  // The studio's view follows, and its link leads to the same collaboration.
  await page.reload();
  await expect(page.getByTestId('applicant').getByTestId('application-status')).toHaveText('Offer accepted');
  await page.getByTestId('applicant').getByRole('link', { name: 'Open collaboration' }).click();
  await expect(page).toHaveURL(new RegExp(`${collabUrl}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead, summer feature');

  // The studio edits the call; changing the disclosure says the applicant keeps the text they acknowledged.
  await page.goto('/casting-forms');
  await page.getByRole('button', { name: 'Edit Lead, summer feature' }).click();
  const edit = page.getByRole('form', { name: CASTING_MESSAGES.editCallTitle });
  await expect(edit.getByLabel('Role', { exact: true })).toHaveValue('Lead, summer feature');
  await edit.getByLabel('Role', { exact: true }).fill('Lead, summer feature (two days)');
  await edit.getByLabel('Highest rate (USD)').fill('1600');
  await expect(edit.getByTestId('disclosure-warning')).toHaveCount(0);
  await edit.getByLabel('Nudity and acts disclosure').fill('Full nudity; two boy/girl scenes; one outdoor scene.');
  await expect(edit.getByTestId('disclosure-warning')).toHaveText(CASTING_MESSAGES.disclosureEditWarning(1));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(CASTING_MESSAGES.callSaved)).toBeVisible();
  await expect(page.getByTestId('my-casting-call')).toContainText('Lead, summer feature (two days)');
  await expect(page.getByTestId('my-casting-call')).toContainText('$800 – $1,600 per scene');
  await page.getByRole('link', { name: /Review 1 applicant/ }).click();
  await expect(page.getByTestId('earlier-disclosure')).toContainText('Full nudity; two boy/girl scenes.');
  await cContext.close();
});

test('a performer reaches open calls from the sidebar in one click, picks work in the form’s media field, and the studio sees it', async ({
  page,
  browser,
  request,
}) => {
  // Two performers; with E2E_SHOTS, four screenshots a state on a shared machine take minutes more.
  test.setTimeout(process.env.E2E_SHOTS ? 600_000 : 240_000);
  // The studio, with a form whose work is asked for in a media-request field, and a call on it.
  const { session: studio } = await signUpMember(page, newMember(), 'studio', { displayName: 'Lumen Studios', path: '/casting-forms' });
  const headers = { authorization: `Bearer ${studio.access_token}` };
  const form = await request.post('/api/v1/casting/forms', {
    headers,
    data: {
      title: 'Shots form',
      fields: [
        { id: 'name', type: 'text', label: 'Stage name', required: true },
        { id: 'shots', type: 'media_request', label: 'Portfolio shots', required: true },
      ],
    },
  });
  expect(form.ok(), await form.text()).toBe(true);
  const role = `Night feature ${Math.random().toString(36).slice(2, 7)}`;
  const call = await request.post('/api/v1/casting/calls', {
    headers,
    data: {
      form_id: ((await form.json()) as { id: string }).id,
      title: role,
      role_description: 'A night shoot.',
      rate_unit: 'per_scene',
      content_types: [],
      disclosure: 'Full nudity.',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(call.ok(), await call.text()).toBe(true);
  const callId = ((await call.json()) as { id: string }).id;

  // The performer, with one published image: the sidebar's Casting shows the open calls straight away.
  const creator = (await memberViaApi(request, newMember(), 'Ivy Lane')) as Session;
  await publishedItemViaApi(request, creator);
  const cContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(cContext, creator);
  const cPage = await cContext.newPage();
  await cPage.goto('/dashboard');
  await cPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Casting' }).click();
  await expect(cPage.getByRole('tab', { name: 'Open calls' })).toHaveAttribute('aria-selected', 'true');
  const card = cPage.getByTestId('casting-call').filter({ hasText: role });
  await shoot(cPage, 'casting-open-calls');
  await card.getByRole('button', { name: 'Apply' }).click();

  // One picker: the media field's; no second "Portfolio items to attach" of the same images.
  const dialog = cPage.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Portfolio shots' })).toBeVisible();
  await expect(dialog.getByText(CASTING_MESSAGES.attachHeading)).toHaveCount(0);
  await expect(dialog.getByTestId('pick-item')).toHaveCount(1);
  await shoot(cPage, 'casting-apply-media-field');
  await dialog.getByLabel('Stage name *').fill('Ivy Lane');
  await dialog.getByTestId('pick-item').click();
  await dialog.getByLabel('I have read the disclosure and understand what this role involves.').click();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();

  // The studio's applicant card shows the picked image, loaded.
  await page.goto(`/casting-proposals?call=${callId}`);
  const applicant = page.getByTestId('applicant').filter({ hasText: 'Ivy Lane' });
  await expect(applicant).toContainText('1 portfolio item (shown below)');
  await expect(applicant.getByText('No portfolio items attached.')).toHaveCount(0);
  const shots = applicant.getByRole('list', { name: 'Attached portfolio items' }).locator('img');
  await expect(shots).toHaveCount(1);
  await expect.poll(() => shots.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, 'casting-applicant-card');
  await cContext.close();

  // A new performer whose only upload waits for moderation is told so once, with when it will be decided.
  const newcomer = (await memberViaApi(request, newMember(), 'Wren New')) as Session;
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/v1/portfolio/me/items', {
    headers: { authorization: `Bearer ${newcomer.access_token}` },
    multipart: { file: { name: 'first.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const nContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(nContext, newcomer);
  const nPage = await nContext.newPage();
  await nPage.goto('/casting-proposals');
  await nPage.getByTestId('casting-call').filter({ hasText: role }).getByRole('button', { name: 'Apply' }).click();
  const notice = nPage.getByRole('dialog').getByTestId('nothing-to-pick');
  await expect(notice).toContainText('Your upload is waiting for review. A moderator decides by');
  await expect(notice).toContainText(CASTING_MESSAGES.mediaNeeded);
  await expect(nPage.getByRole('dialog').getByText(CASTING_MESSAGES.noPublishedItems)).toHaveCount(0);
  await shoot(nPage, 'casting-apply-waiting');
  await nContext.close();
});

test('non-studios get a clear refusal on the studio pages', async ({ page }) => {
  await signUpMember(page, newMember(), 'creator', { path: '/casting-forms' });
  await expect(page.getByRole('heading', { name: 'Casting Forms Builder is for studios' })).toBeVisible();
  await page.goto('/studio-news');
  await expect(page.getByRole('heading', { name: 'News & Updates is for studios' })).toBeVisible();
  await page.goto('/casting');
  await expect(page.getByText('Casting functionality coming soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Casting', exact: true })).toBeVisible();
});
