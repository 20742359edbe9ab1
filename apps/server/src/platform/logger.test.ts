import { describe, expect, it } from 'vitest';
import { logFormat } from './logger.ts';

describe('log format', () => {
  it('is readable at a terminal and JSON anywhere else', () => {
    expect(logFormat({ LOG_FORMAT: 'auto' }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'auto' }, false)).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });
});
