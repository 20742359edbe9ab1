import { AD_MESSAGES, type SponsoredAd } from '@mb/contract/ads';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// The sponsored slot: labelled Sponsored, the click through the server's address, one impression
// beacon per ad served, nothing at all when the server has no ad, no request without a page.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));

const { SponsoredSlot } = await import('./sponsored-slot');

const CAMPAIGN = '00000000-0000-4000-8000-000000000001';
const PAGE = '11111111-2222-4333-8444-555555555555';
const ad: SponsoredAd = {
  campaign_id: CAMPAIGN,
  headline: 'Daylight studio in Berlin',
  body: 'By the hour.',
  image_url: '/storage/business-logos/x/ad.webp',
  click_url: `/api/v1/ads/${CAMPAIGN}/go`,
  display_host: 'studio.example.com',
  serve_token: 'token.sig',
};

const render = (el: React.ReactElement) => renderRoutes([{ path: '/', element: el }], '/');

/** Every observed element is on screen at once (happy-dom's observer never reports). */
class OnScreen {
  constructor(private readonly cb: (entries: unknown[], io: unknown) => void) {}
  observe(target: Element) {
    this.cb([{ isIntersecting: true, intersectionRatio: 1, target }], this);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  apiMock.mockReset();
  vi.stubGlobal('IntersectionObserver', OnScreen);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SponsoredSlot', () => {
  it('shows the ad labelled Sponsored, links through the server, and sends one impression', async () => {
    apiMock.mockImplementation((name: string) => Promise.resolve(name === 'adSlot' ? { ad } : { counted: true }));
    render(<SponsoredSlot placement="portfolio" page={PAGE} />);
    expect(await screen.findByText(AD_MESSAGES.sponsored)).toBeTruthy();
    expect(screen.getByText('Daylight studio in Berlin')).toBeTruthy();
    const link = screen.getByTestId('sponsored-link');
    expect(link.getAttribute('href')).toBe(ad.click_url);
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(apiMock).toHaveBeenCalledWith('adSlot', { query: { placement: 'portfolio', page: PAGE } });
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('adImpression', { body: { serve_token: 'token.sig' } }));
    expect(apiMock.mock.calls.filter(([n]) => n === 'adImpression')).toHaveLength(1);
  });

  it('renders nothing and sends no beacon when the server has no ad (a Pro page, nothing targeted)', async () => {
    apiMock.mockResolvedValue({ ad: null });
    render(<SponsoredSlot placement="portfolio" page={PAGE} />);
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('adSlot', expect.anything()));
    expect(screen.queryByText(AD_MESSAGES.sponsored)).toBeNull();
    expect(apiMock.mock.calls.some(([n]) => n === 'adImpression')).toBe(false);
  });

  it('asks nothing for a portfolio slot without a page', async () => {
    apiMock.mockResolvedValue({ ad });
    render(<SponsoredSlot placement="portfolio" />);
    await new Promise((r) => setTimeout(r, 0));
    expect(apiMock).not.toHaveBeenCalled();
  });
});
