import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Shared by the Pro and grace-period specs (issue 14).

export const clip = readFileSync(path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/clip.mp4'));
export const IN_GRACE = 'Your Pro grace period is active: uploads and edits are paused until you renew.';

export const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token: string; user: { id: string } });

/** In grace the server refuses an upload whatever the page shows, with the grace message. */
export async function expectUploadRefusedInGrace(request: APIRequestContext, token: string) {
  const refused = await request.post('/api/v1/portfolio/me/items', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(IN_GRACE);
}
