import { describe, expect, it } from 'vitest';
import { isApplyTarget, isEmailApply } from './careers.ts';

describe('where candidates apply (issue 31)', () => {
  it('takes an https address or an e-mail address', () => {
    for (const ok of ['https://jobs.example.com/support-lead', 'https://example.com', 'jobs@example.com'])
      expect(isApplyTarget(ok), ok).toBe(true);
    expect(isEmailApply('jobs@example.com')).toBe(true);
    expect(isEmailApply('https://example.com')).toBe(false);
  });
  it('refuses anything else', () => {
    for (const bad of [
      'http://jobs.example.com',
      'javascript:alert(1)',
      'mailto:jobs@example.com',
      'https://user:pw@example.com/',
      'https://localhost',
      'not an address',
      'jobs@example',
    ])
      expect(isApplyTarget(bad), bad).toBe(false);
  });
});
