import { PORTFOLIO_MESSAGES, type PortfolioItemKind } from '@mb/contract/portfolio';
import { t, tm } from '../../lib/i18n';
import type { FileLike, FileVerdict, UploadBudget } from './upload-checks';

// The uploads of the manager as a list the member sees: every picked file gets a row, refused ones
// with their reason (they never stop the others), accepted ones with a progress bar, finished ones
// with what happens next, failed ones with the server's words and a retry. A pure reducer, so the
// rules are unit-tested; use-upload-queue.ts runs it.

export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadTarget {
  albumId: string | null;
  nsfw: boolean;
  /** Issue 18: set when the uploads show people: the day they were shot, for their 2257 record. */
  productionDate?: string | null;
}

export interface UploadEntry<F extends FileLike = File> {
  id: string;
  file: F;
  kind: PortfolioItemKind | null;
  status: UploadStatus;
  /** 0-1 while uploading. */
  progress: number;
  /** Why it was refused or failed, or what happens now that it is up. */
  message: string | null;
  target: UploadTarget;
  /** The uploaded item's id once done. */
  itemId: string | null;
}

export type UploadAction<F extends FileLike = File> =
  | { type: 'add'; entries: UploadEntry<F>[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string; itemId: string; message: string }
  | { type: 'fail'; id: string; message: string }
  /** The server refused the file (a limit, a Pro feature): sending it again cannot succeed, so no retry. */
  | { type: 'refuse'; id: string; message: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear-finished' };

/** Rows for newly picked files, given their verdicts (same order). */
export function entriesFor<F extends FileLike>(
  files: readonly F[],
  verdicts: readonly FileVerdict[],
  target: UploadTarget,
  newId: () => string,
): UploadEntry<F>[] {
  return files.map((file, i) => {
    const v = verdicts[i] ?? { ok: false as const, message: 'Not checked.' };
    return {
      id: newId(),
      file,
      kind: v.ok ? v.kind : null,
      status: v.ok ? 'queued' : 'refused',
      progress: 0,
      message: v.ok ? null : v.message,
      target,
      itemId: null,
    };
  });
}

export function uploadReducer<F extends FileLike>(state: UploadEntry<F>[], action: UploadAction<F>): UploadEntry<F>[] {
  const patch = (id: string, change: Partial<UploadEntry<F>>) => state.map((e) => (e.id === id ? { ...e, ...change } : e));
  switch (action.type) {
    case 'add':
      return [...state, ...action.entries];
    case 'start':
      return patch(action.id, { status: 'uploading', progress: 0, message: null });
    case 'progress':
      return patch(action.id, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'done':
      return patch(action.id, { status: 'done', progress: 1, itemId: action.itemId, message: action.message });
    case 'fail':
      return patch(action.id, { status: 'failed', message: action.message });
    case 'refuse':
      return patch(action.id, { status: 'refused', progress: 0, message: action.message });
    case 'retry':
      return state.map((e) => (e.id === action.id && e.status === 'failed' ? { ...e, status: 'queued', progress: 0, message: null } : e));
    case 'remove':
      return state.filter((e) => e.id !== action.id);
    case 'clear-finished':
      return state.filter((e) => e.status === 'queued' || e.status === 'uploading');
  }
}

/** Uploads not finished yet: they already take their place in the allowance. */
export function pendingBudget(entries: readonly UploadEntry<FileLike>[]): UploadBudget {
  const open = entries.filter((e) => e.status === 'queued' || e.status === 'uploading');
  return { items: open.length, images: open.filter((e) => e.kind === 'image').length };
}

/** A short summary for the queue's heading and its live region. */
export function queueSummary(entries: readonly UploadEntry<FileLike>[]): string {
  const count = (s: UploadStatus) => entries.filter((e) => e.status === s).length;
  const parts = [
    count('uploading') + count('queued') > 0
      ? t('portfolio.queue.uploading', '{count} uploading', { count: count('uploading') + count('queued') })
      : null,
    count('done') > 0 ? t('portfolio.queue.uploaded', '{count} uploaded', { count: count('done') }) : null,
    count('refused') > 0 ? t('portfolio.queue.refused', '{count} refused', { count: count('refused') }) : null,
    count('failed') > 0 ? t('portfolio.queue.failed', '{count} failed', { count: count('failed') }) : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * The way past a refusal, when there is one (issue 31: a refusal at the limit read "Upload failed" with a
 * Retry that could never succeed): the free limit and the Pro features lead to the plans, Pro's own
 * limit to removing an item. Told by the message, which is the same whether the browser's check or the
 * server's (another tab filled the portfolio) refused the file.
 */
export type Remedy = { limit: boolean; action: 'go-pro' | 'remove-item' };

export function remedyFor(entry: Pick<UploadEntry<FileLike>, 'status' | 'message'>): Remedy | null {
  if (entry.status !== 'refused') return null;
  // The server answers in the reader's language; the browser's own check words it in English.
  const is = (english: string) => entry.message === english || entry.message === tm(english);
  if (is(PORTFOLIO_MESSAGES.imageLimitReached)) return { limit: true, action: 'go-pro' };
  if (is(PORTFOLIO_MESSAGES.proItemLimitReached)) return { limit: true, action: 'remove-item' };
  if (is(PORTFOLIO_MESSAGES.videosNeedPro) || is(PORTFOLIO_MESSAGES.albumsNeedPro)) return { limit: false, action: 'go-pro' };
  return null;
}
