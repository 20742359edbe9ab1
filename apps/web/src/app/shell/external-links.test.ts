import { describe, expect, it } from 'vitest';
import { resourceLinks } from './external-links';

// Issue 31: the footer's outside links came from build-time variables with defaults on domains the
// operator may not own; they follow the server's settings now, and one without a target is hidden.
describe("the footer's Resources links", () => {
  it('are none before the settings are read', () => {
    expect(resourceLinks(undefined)).toEqual([]);
  });

  it('show only the links with a target, in the spec order', () => {
    expect(
      resourceLinks({
        documentation: 'https://docs.example.test',
        support: null,
        roadmap: 'https://road.example.test',
        compliance_hub: '/hub/',
      }),
    ).toEqual([
      { label: 'Documentation', href: 'https://docs.example.test' },
      { label: 'Roadmap', href: 'https://road.example.test' },
      { label: 'Compliance Hub', href: '/hub/' },
    ]);
  });

  it('leave out the Compliance Hub when no hub is in use', () => {
    expect(resourceLinks({ documentation: null, support: null, roadmap: null, compliance_hub: null })).toEqual([]);
  });
});
