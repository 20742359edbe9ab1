import { AVATAR_MIME_TYPES, LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/ui-text';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';

// What the picker's hint names: the types the server accepts (the contract's list), never more. A type
// added to AVATAR_MIME_TYPES needs its label here, or this file does not compile.
const TYPE_LABELS: Record<(typeof AVATAR_MIME_TYPES)[number], string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** The hint under the avatar picker, e.g. 'JPG, PNG or WebP, up to 5 MB'. */
export function avatarHint(): string {
  const labels = AVATAR_MIME_TYPES.map((t) => TYPE_LABELS[t]);
  const types =
    labels.length > 1
      ? t('profiles.avatar.typesOr', '{list} or {last}', { list: labels.slice(0, -1).join(', '), last: labels.at(-1) })
      : (labels[0] ?? '');
  return t('profiles.avatar.hint', '{types}, up to {size} MB', { types, size: LIMITS.avatarMaxBytes / (1024 * 1024) });
}

/** Spec §5: checked before uploading (the server checks again, on the bytes). The picker accepts any image. */
export function checkAvatarFile(file: File): string | null {
  if (file.size > LIMITS.avatarMaxBytes) return MESSAGES.avatar.tooLarge;
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(type)) return MESSAGES.avatar.badType;
  return null;
}

/** Spec §8 'Avatar upload': the message for a failed upload. */
export function avatarUploadMessage(e: unknown): string {
  if (!(e instanceof ApiError)) return MESSAGES.avatar.failed;
  if (e.status === 401 || e.status === 403) return MESSAGES.avatar.permission;
  if (e.status === 409) return MESSAGES.avatar.exists;
  if (e.status === 413) return MESSAGES.avatar.sizeToast;
  if (e.status >= 500 || e.code === 'unavailable') return MESSAGES.avatar.storage;
  if (e.code === 'network') return MESSAGES.avatar.failed;
  return e.message || MESSAGES.avatar.failed;
}

/** The server re-encodes and names the file itself: send a plain name so odd file names cannot trip the check. */
export function uploadName(file: File): string {
  const ext = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[file.type] ?? 'bin';
  return `avatar.${ext}`;
}
