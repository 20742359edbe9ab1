import type { RouteName, RouteResponse } from '@mb/contract/routes';
import { api } from './api';

export interface UploadOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Called with the share of the body sent so far (0-1) while the file goes up. */
  onProgress: (fraction: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Sends one file to a multipart route (field "file") with upload progress. It goes through `api()`,
 * so the session is refreshed and the access token added exactly as for every other call, and errors
 * are the same ApiError; with a progress callback `api()` sends it over XMLHttpRequest, since fetch
 * cannot report upload progress.
 */
export function uploadFile<N extends RouteName>(name: N, file: File, opts: UploadOptions): Promise<RouteResponse<N>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api(name, { body, params: opts.params, query: opts.query, onProgress: opts.onProgress, signal: opts.signal });
}

/** True when the error is a cancelled request (not a failure to show). */
export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
