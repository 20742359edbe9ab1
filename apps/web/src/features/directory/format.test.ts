import { describe, expect, it } from 'vitest';
import { initials, safeHref, safeImage } from './format';

describe('what a listing may link to and show', () => {
  it('links only web addresses', () => {
    expect(safeHref('https://velvet.example/a?b=1')).toBe('https://velvet.example/a?b=1');
    expect(safeHref('http://velvet.example')).toBe('http://velvet.example/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('shows images from our own storage or https only', () => {
    expect(safeImage('/storage/business-logos/a/b.webp')).toBe('/storage/business-logos/a/b.webp');
    expect(safeImage('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(safeImage('//evil.example/x.webp')).toBeNull();
    expect(safeImage('http://plain.example/x.webp')).toBeNull();
    expect(safeImage('javascript:alert(1)')).toBeNull();
  });

  it('makes initials of the first two words', () => {
    expect(initials('velvet lens studios')).toBe('VL');
    expect(initials('  Noir  ')).toBe('N');
  });
});
