import { describe, expect, it } from 'vitest';
import { lastUsedText } from './launch';

describe("the launcher's 'Last used' line (spec §2)", () => {
  it("says 'Never used' until launched", () => {
    expect(lastUsedText(null)).toBe('Never used');
  });
  it('names the day, and the year only when it is not this one', () => {
    const thisYear = new Date().getFullYear();
    expect(lastUsedText(new Date(thisYear, 2, 5, 12).toISOString())).toBe('Last used Mar 5');
    expect(lastUsedText(new Date(2020, 10, 26, 12).toISOString())).toBe('Last used Nov 26, 2020');
  });
});
