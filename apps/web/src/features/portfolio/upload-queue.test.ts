import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it } from 'vitest';
import { activateLoaded } from '../../lib/i18n';
import { entriesFor, pendingBudget, queueSummary, remedyFor, type UploadEntry, uploadReducer } from './upload-queue';

type F = { name: string; type: string; size: number };
const file = (name: string): F => ({ name, type: 'image/png', size: 10 });
const target = { albumId: null, nsfw: false };

function start() {
  let i = 0;
  const entries = entriesFor(
    [file('a.png'), file('b.txt'), file('c.png')],
    [
      { ok: true, kind: 'image' },
      { ok: false, message: 'nope' },
      { ok: true, kind: 'image' },
    ],
    target,
    () => `e${++i}`,
  );
  return uploadReducer<F>([], { type: 'add', entries });
}

describe('upload queue', () => {
  it('queues accepted files and keeps refused ones with their reason', () => {
    const s = start();
    expect(s.map((e) => [e.id, e.status, e.message])).toEqual([
      ['e1', 'queued', null],
      ['e2', 'refused', 'nope'],
      ['e3', 'queued', null],
    ]);
    expect(pendingBudget(s)).toEqual({ images: 2, items: 2 });
  });

  it('goes through progress to done; a failure keeps the file for a retry', () => {
    let s: UploadEntry<F>[] = start();
    s = uploadReducer(s, { type: 'start', id: 'e1' });
    s = uploadReducer(s, { type: 'progress', id: 'e1', progress: 0.5 });
    expect(s[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    s = uploadReducer(s, { type: 'done', id: 'e1', itemId: 'item-1', message: 'Published' });
    s = uploadReducer(s, { type: 'start', id: 'e3' });
    s = uploadReducer(s, { type: 'fail', id: 'e3', message: MESSAGES.uploadTooLarge });
    expect(s.map((e) => e.status)).toEqual(['done', 'refused', 'failed']);
    expect(queueSummary(s)).toBe('1 uploaded, 1 refused, 1 failed');
    expect(pendingBudget(s)).toEqual({ images: 0, items: 0 });
    s = uploadReducer(s, { type: 'retry', id: 'e3' });
    expect(s[2]).toMatchObject({ status: 'queued', message: null, progress: 0 });
    expect(s[2]?.file.name).toBe('c.png');
  });

  it('retries only failed uploads, and clearing keeps what is still going', () => {
    let s: UploadEntry<F>[] = start();
    s = uploadReducer(s, { type: 'retry', id: 'e2' });
    expect(s[1]?.status).toBe('refused');
    s = uploadReducer(s, { type: 'start', id: 'e1' });
    s = uploadReducer(s, { type: 'clear-finished' });
    expect(s.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(queueSummary(s)).toBe('2 uploading');
  });

  it('a refusal from the server is final: refused, not failed, and no retry brings it back (issue 31)', () => {
    let s: UploadEntry<F>[] = start();
    s = uploadReducer(s, { type: 'start', id: 'e1' });
    s = uploadReducer(s, { type: 'refuse', id: 'e1', message: PORTFOLIO_MESSAGES.imageLimitReached });
    expect(s[0]).toMatchObject({ status: 'refused', message: PORTFOLIO_MESSAGES.imageLimitReached, progress: 0 });
    s = uploadReducer(s, { type: 'retry', id: 'e1' });
    expect(s[0]?.status).toBe('refused');
    expect(queueSummary(s)).toBe('1 uploading, 2 refused');
    expect(pendingBudget(s)).toEqual({ images: 1, items: 1 });
  });

  it('the way past a refusal: the free limit and Pro features lead to Pro, Pro’s own limit to removing an item', () => {
    const refused = (message: string) => ({ status: 'refused' as const, message });
    expect(remedyFor(refused(PORTFOLIO_MESSAGES.imageLimitReached))).toEqual({ limit: true, action: 'go-pro' });
    expect(remedyFor(refused(PORTFOLIO_MESSAGES.proItemLimitReached))).toEqual({ limit: true, action: 'remove-item' });
    expect(remedyFor(refused(PORTFOLIO_MESSAGES.videosNeedPro))).toEqual({ limit: false, action: 'go-pro' });
    expect(remedyFor(refused(MESSAGES.uploadTooLarge))).toBeNull();
    expect(remedyFor({ status: 'failed', message: PORTFOLIO_MESSAGES.imageLimitReached })).toBeNull();
  });

  it("knows the server's refusal in the reader's language as well as the browser's English one", () => {
    activateLoaded('es', {}, { [PORTFOLIO_MESSAGES.imageLimitReached]: 'Has llegado al límite de imágenes.' });
    try {
      expect(remedyFor({ status: 'refused', message: 'Has llegado al límite de imágenes.' })).toEqual({ limit: true, action: 'go-pro' });
      expect(remedyFor({ status: 'refused', message: PORTFOLIO_MESSAGES.imageLimitReached })).toEqual({ limit: true, action: 'go-pro' });
    } finally {
      activateLoaded('en', {}, {});
    }
  });
});
