import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { avatarHint, avatarUploadMessage, checkAvatarFile, uploadName } from './avatar-errors';

const file = (size: number, type: string, name = 'a') => new File([new Uint8Array(size)], name, { type });

describe('avatar checks before upload (spec §5)', () => {
  it('refuses over 5 MB and types other than JPEG, PNG and WebP', () => {
    expect(checkAvatarFile(file(5 * 1024 * 1024 + 1, 'image/png'))).toBe(MESSAGES.avatar.tooLarge);
    expect(checkAvatarFile(file(10, 'image/gif'))).toBe(MESSAGES.avatar.badType);
    expect(checkAvatarFile(file(10, 'image/svg+xml'))).toBe(MESSAGES.avatar.badType);
    for (const t of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) expect(checkAvatarFile(file(10, t))).toBeNull();
  });

  it('names exactly the accepted types in the hint (GIF is refused, so it is not offered)', () => {
    expect(avatarHint()).toBe('JPG, PNG or WebP, up to 5 MB');
    for (const t of ['GIF', 'SVG', 'HEIC']) expect(avatarHint()).not.toContain(t);
  });

  it('sends a plain file name (the server renames and re-encodes anyway)', () => {
    expect(uploadName(file(1, 'image/jpeg', 'IMG.2024.01.05.JPG'))).toBe('avatar.jpg');
    expect(uploadName(file(1, 'image/webp', '.hidden'))).toBe('avatar.webp');
  });
});

describe('avatar upload failures (spec §8)', () => {
  it.each([
    [new ApiError(403, 'forbidden', 'x'), MESSAGES.avatar.permission],
    [new ApiError(401, 'unauthenticated', 'x'), MESSAGES.avatar.permission],
    [new ApiError(409, 'conflict', 'x'), MESSAGES.avatar.exists],
    [new ApiError(413, 'payload_too_large', 'x'), MESSAGES.avatar.sizeToast],
    [new ApiError(503, 'unavailable', 'x'), MESSAGES.avatar.storage],
    [new ApiError(0, 'network', 'x'), MESSAGES.avatar.failed],
    [new ApiError(415, 'unsupported_media_type', MESSAGES.avatar.badType), MESSAGES.avatar.badType],
    [new ApiError(400, 'bad_request', ''), MESSAGES.avatar.failed],
    [new Error('boom'), MESSAGES.avatar.failed],
  ])('%s -> %s', (error, message) => {
    expect(avatarUploadMessage(error)).toBe(message);
  });
});
