import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './responsive-image';

describe('pictureSrcSet', () => {
  it('lists a copy at each width below the stored one, then the stored file at its width', () => {
    expect(pictureSrcSet('/storage/business-logos/u/a.webp', 600)).toBe(
      '/storage/business-logos/u/a.webp?w=160 160w, /storage/business-logos/u/a.webp?w=320 320w, /storage/business-logos/u/a.webp?w=480 480w, /storage/business-logos/u/a.webp 600w',
    );
  });
  it('keeps a query the URL already has', () => {
    expect(pictureSrcSet('/storage/blog/posts/a.webp?v=2', 320)).toBe(
      '/storage/blog/posts/a.webp?v=2&w=160 160w, /storage/blog/posts/a.webp?v=2 320w',
    );
  });
  it('leaves URLs the server makes no copies of alone', () => {
    expect(pictureSrcSet('/storage/portfolio/u/a.webp?aud=public', 1600)).toBeUndefined();
    expect(pictureSrcSet('https://cdn.example.test/a.webp', 1600)).toBeUndefined();
    expect(pictureSrcSet(null, 1600)).toBeUndefined();
    expect(pictureSrcSet('/storage/blog/a.webp', 100)).toBeUndefined();
  });
});
