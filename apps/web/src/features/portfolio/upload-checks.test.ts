import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioAllowance } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it } from 'vitest';
import { allowanceLabel, checkFile, checkFiles, formatBytes, kindOf } from './upload-checks';

const free: PortfolioAllowance = {
  is_pro: false,
  verified: false,
  uploads_reviewed: true,
  in_grace: false,
  image_count: 0,
  image_limit: PORTFOLIO_LIMITS.freeImageLimit,
  item_limit: PORTFOLIO_LIMITS.freeImageLimit,
  can_upload_videos: false,
  can_use_albums: false,
  max_upload_bytes: PORTFOLIO_LIMITS.uploadMaxBytes,
};
const pro: PortfolioAllowance = { ...free, is_pro: true, image_limit: 500, item_limit: 500, can_upload_videos: true, can_use_albums: true };
const none = { images: 0, items: 0 };
const png = (name = 'a.png', size = 1000) => ({ name, type: 'image/png', size });

describe('kindOf', () => {
  it('reads the type the browser reports, or the extension when it reports none', () => {
    expect(kindOf({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image');
    expect(kindOf({ name: 'clip.webm', type: 'video/webm' })).toBe('video');
    expect(kindOf({ name: 'photo.JPEG', type: '' })).toBe('image');
    expect(kindOf({ name: 'clip.mp4', type: '' })).toBe('video');
    expect(kindOf({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(kindOf({ name: 'contract.pdf', type: 'application/pdf' })).toBeNull();
    expect(kindOf({ name: 'noext', type: '' })).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts an image within every limit', () => {
    expect(checkFile(png(), free, none)).toEqual({ ok: true, kind: 'image' });
  });

  it("refuses a type the portfolio does not take with the contract's words", () => {
    expect(checkFile({ name: 'notes.txt', type: 'text/plain', size: 10 }, free, none)).toEqual({
      ok: false,
      message: PORTFOLIO_MESSAGES.typeNotAllowed,
    });
  });

  it('refuses a file over 10 MB, and takes one of exactly 10 MB', () => {
    expect(checkFile(png('big.png', PORTFOLIO_LIMITS.uploadMaxBytes + 1), free, none)).toEqual({
      ok: false,
      message: MESSAGES.uploadTooLarge,
    });
    expect(checkFile(png('edge.png', PORTFOLIO_LIMITS.uploadMaxBytes), free, none).ok).toBe(true);
  });

  it('refuses names spec §5 rejects (leading dot, more than one dot) and empty files', () => {
    expect(checkFile(png('.hidden.png'), free, none)).toEqual({ ok: false, message: MESSAGES.uploadRejected });
    expect(checkFile(png('shell.php.png'), free, none)).toEqual({ ok: false, message: MESSAGES.uploadRejected });
    expect(checkFile(png('empty.png', 0), free, none)).toEqual({ ok: false, message: MESSAGES.uploadRejected });
  });

  it('refuses videos without Pro and takes them with it', () => {
    const clip = { name: 'clip.mp4', type: 'video/mp4', size: 5000 };
    expect(checkFile(clip, free, none)).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.videosNeedPro });
    expect(checkFile(clip, pro, none)).toEqual({ ok: true, kind: 'video' });
  });

  it('refuses the 13th image of a free member', () => {
    expect(checkFile(png(), free, { images: 11, items: 11 }).ok).toBe(true);
    expect(checkFile(png(), free, { images: 12, items: 12 })).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.imageLimitReached });
  });

  it('refuses past the Pro item limit', () => {
    expect(checkFile(png(), pro, { images: 10, items: 500 })).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.proItemLimitReached });
  });

  it('refuses everything during the grace period', () => {
    expect(checkFile(png(), { ...pro, in_grace: true }, none)).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.inGrace });
  });
});

describe('checkFiles', () => {
  it('checks each file on its own: a refused one never stops the others', () => {
    const verdicts = checkFiles(
      [png('one.png'), { name: 'notes.txt', type: 'text/plain', size: 3 }, png('big.png', 11 * 1024 * 1024), png('two.png')],
      free,
      none,
    );
    expect(verdicts.map((v) => v.ok)).toEqual([true, false, false, true]);
    expect(verdicts[1]).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.typeNotAllowed });
    expect(verdicts[2]).toEqual({ ok: false, message: MESSAGES.uploadTooLarge });
  });

  it('counts accepted files against the limit in order: with 10 of 12, two pass and the rest hear the limit', () => {
    const verdicts = checkFiles(
      [png('1.png'), png('2.png'), png('3.png'), png('4.png')],
      { ...free, image_count: 10 },
      { images: 10, items: 10 },
    );
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, false, false]);
    expect(verdicts[2]).toEqual({ ok: false, message: PORTFOLIO_MESSAGES.imageLimitReached });
  });

  it('a refused file does not use up the allowance', () => {
    const verdicts = checkFiles([{ name: 'x.txt', type: 'text/plain', size: 1 }, png()], free, { images: 11, items: 11 });
    expect(verdicts.map((v) => v.ok)).toEqual([false, true]);
  });
});

describe('labels', () => {
  it('says the allowance as members read it', () => {
    expect(allowanceLabel({ ...free, image_count: 7 }, 7)).toBe('7 of 12 images');
    expect(allowanceLabel(pro, 31)).toBe('31 of 500 items');
  });

  it('formats sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(830 * 1024)).toBe('830 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
