import { type MyPortfolio, PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { isAbort } from '../../lib/upload';
import { uploadPortfolioItem, useRefreshPortfolio, useSetOwnItem } from './queries';
import { checkFiles } from './upload-checks';
import { entriesFor, pendingBudget, type UploadEntry, type UploadTarget, uploadReducer } from './upload-queue';

/**
 * The server said no to this file for good (a limit reached in another tab, a Pro feature, a type or
 * size it does not take): a retry would be told the same, so the row is refused, not failed.
 */
const FINAL = new Set(['forbidden', 'validation_failed', 'payload_too_large', 'unsupported_media_type']);
const refusal = (e: unknown) => e instanceof ApiError && FINAL.has(e.code) && Boolean(e.message);

/** Two files go up at a time: each shows progress, and a slow one does not hold up the rest. */
const PARALLEL = 2;

/**
 * The manager's upload queue: checks picked files against the allowance before anything is sent,
 * uploads the accepted ones with progress, puts each new item into the portfolio as it lands, and
 * refetches the portfolio (its allowance) once the batch is over. Leaving the page with uploads still
 * running asks first; unmounting cancels them.
 */
export function useUploadQueue(portfolio: MyPortfolio | undefined) {
  const [entries, dispatch] = useReducer(uploadReducer<File>, []);
  const started = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const nextId = useRef(0);
  const setItem = useSetOwnItem();
  const refresh = useRefreshPortfolio();

  const add = useCallback(
    (files: readonly File[], target: UploadTarget) => {
      if (!portfolio || files.length === 0) return;
      const open = pendingBudget(entries);
      const budget = { images: portfolio.allowance.image_count + open.images, items: portfolio.items.length + open.items };
      const verdicts = checkFiles(files, portfolio.allowance, budget);
      dispatch({ type: 'add', entries: entriesFor(files, verdicts, target, () => `upload-${++nextId.current}`) });
    },
    [portfolio, entries],
  );

  const run = useCallback(
    async (entry: UploadEntry) => {
      const controller = new AbortController();
      controllers.current.set(entry.id, controller);
      dispatch({ type: 'start', id: entry.id });
      try {
        const item = await uploadPortfolioItem(entry.file, {
          ...entry.target,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'progress', id: entry.id, progress }),
        });
        setItem(item);
        const message = item.moderation_status === 'pending' ? PORTFOLIO_MESSAGES.pendingModeration : PORTFOLIO_MESSAGES.published;
        dispatch({ type: 'done', id: entry.id, itemId: item.id, message });
      } catch (e) {
        if (isAbort(e)) dispatch({ type: 'remove', id: entry.id });
        else if (refusal(e)) dispatch({ type: 'refuse', id: entry.id, message: errorMessage(e) });
        else dispatch({ type: 'fail', id: entry.id, message: errorMessage(e) || PORTFOLIO_MESSAGES.uploadFailed });
      } finally {
        controllers.current.delete(entry.id);
        if (controllers.current.size === 0) void refresh();
      }
    },
    [setItem, refresh],
  );

  // Start queued uploads while fewer than PARALLEL are running.
  useEffect(() => {
    const running = entries.filter((e) => e.status === 'uploading' || (e.status === 'queued' && started.current.has(e.id))).length;
    const waiting = entries.filter((e) => e.status === 'queued' && !started.current.has(e.id));
    for (const entry of waiting.slice(0, Math.max(0, PARALLEL - running))) {
      started.current.add(entry.id);
      void run(entry);
    }
  }, [entries, run]);

  const busy = entries.some((e) => e.status === 'queued' || e.status === 'uploading');
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  const cancel = useCallback((id: string) => {
    const c = controllers.current.get(id);
    if (c) c.abort();
    else dispatch({ type: 'remove', id });
  }, []);
  const retry = useCallback((id: string) => {
    started.current.delete(id);
    dispatch({ type: 'retry', id });
  }, []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const clearFinished = useCallback(() => dispatch({ type: 'clear-finished' }), []);

  return { entries, busy, add, cancel, retry, remove, clearFinished };
}
