import {
  PORTFOLIO_IMAGE_TYPES,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VIDEO_TYPES,
  type PortfolioAllowance,
  type PortfolioItemKind,
} from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import { t } from '../../lib/i18n';

// What the manager checks before a file goes up, so a member hears about a limit before waiting for an
// upload (the issue: "the browser says it before the upload starts"). The server checks all of it
// again (spec §5 upload check, §9 limits); these are its words, from the contract.

/** A file as far as the checks care (a File, or a plain object in tests). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type FileVerdict = { ok: true; kind: PortfolioItemKind } | { ok: false; message: string };

/** How much of the allowance is already spoken for: items on the server plus uploads not yet finished. */
export interface UploadBudget {
  images: number;
  items: number;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Image or video by the type the browser reports (or, when it reports none, the extension); null when neither. */
export function kindOf(file: Pick<FileLike, 'name' | 'type'>): PortfolioItemKind | null {
  const ext = file.name.includes('.') ? (file.name.split('.').at(-1) ?? '').toLowerCase() : '';
  const type = file.type || EXTENSION_TYPES[ext] || '';
  if ((PORTFOLIO_IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
  if ((PORTFOLIO_VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
  return null;
}

/** Spec §5: a name that starts with a dot or has more than one dot fails the check whatever the bytes are. */
const unsafeName = (name: string) => {
  const n = name.trim();
  return n.startsWith('.') || n.split('.').length > 2;
};

/** One file against the allowance and what is already spoken for. */
export function checkFile(file: FileLike, allowance: PortfolioAllowance, budget: UploadBudget): FileVerdict {
  if (allowance.in_grace) return { ok: false, message: PORTFOLIO_MESSAGES.inGrace };
  const kind = kindOf(file);
  if (!kind) return { ok: false, message: PORTFOLIO_MESSAGES.typeNotAllowed };
  if (unsafeName(file.name) || file.size === 0) return { ok: false, message: MESSAGES.uploadRejected };
  if (file.size > allowance.max_upload_bytes) return { ok: false, message: MESSAGES.uploadTooLarge };
  if (kind === 'video' && !allowance.can_upload_videos) return { ok: false, message: PORTFOLIO_MESSAGES.videosNeedPro };
  const full = (kind === 'image' && budget.images >= allowance.image_limit) || budget.items >= allowance.item_limit;
  if (full) return { ok: false, message: allowance.is_pro ? PORTFOLIO_MESSAGES.proItemLimitReached : PORTFOLIO_MESSAGES.imageLimitReached };
  return { ok: true, kind };
}

/**
 * Several files picked at once, checked in the order given: each accepted file takes its place in the
 * budget, so with 10 of 12 images the first two images pass and the rest are told the limit. A refused
 * file never stops the others.
 */
export function checkFiles(files: readonly FileLike[], allowance: PortfolioAllowance, budget: UploadBudget): FileVerdict[] {
  const used = { ...budget };
  return files.map((file) => {
    const verdict = checkFile(file, allowance, used);
    if (verdict.ok) {
      used.items += 1;
      if (verdict.kind === 'image') used.images += 1;
    }
    return verdict;
  });
}

/** "7 of 12 images" for members without Pro; Pro members count items against their larger limit. */
export function allowanceLabel(allowance: PortfolioAllowance, itemCount: number): string {
  if (allowance.is_pro)
    return t('portfolio.allowance.items', '{count} of {limit} items', { count: itemCount, limit: allowance.item_limit });
  return t('portfolio.allowance.images', '{count} of {limit} images', { count: allowance.image_count, limit: allowance.image_limit });
}

/** 10 MB, 2.4 MB, 830 KB: sizes as members read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
