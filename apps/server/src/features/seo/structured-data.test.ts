import { describe, expect, it } from 'vitest';
import { breadcrumbs, eventLd, jsonLdScript, listingLd } from './structured-data.ts';

const event = {
  title: 'Creators’ night',
  description: 'Portfolio reviews, then drinks.',
  status: 'published',
  start_date: new Date('2027-03-01T18:00:00Z'),
  end_date: new Date('2027-03-01T22:00:00Z'),
  is_online: false,
  location: 'Berlin, Germany',
  ticket_kind: 'free',
  price_minor: 0,
  currency: 'EUR',
  sold_out: false,
};
const URL = 'https://x.example/events/1';

describe('schema.org structured data', () => {
  it('an Event has Google’s required name, startDate and location, and its status, mode, offer and picture', () => {
    expect(eventLd(event, URL, 'https://x.example/storage/e.webp')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Creators’ night',
      description: 'Portfolio reviews, then drinks.',
      startDate: '2027-03-01T18:00:00.000Z',
      endDate: '2027-03-01T22:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Berlin, Germany', address: { '@type': 'PostalAddress', addressLocality: 'Berlin, Germany' } },
      image: ['https://x.example/storage/e.webp'],
      url: URL,
      offers: { '@type': 'Offer', url: URL, price: '0', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });

  it('an online, cancelled, paid, sold-out event: its page stands in for the join link; no start, no Event', () => {
    const ld = eventLd(
      { ...event, is_online: true, status: 'cancelled', ticket_kind: 'paid', price_minor: 2550, sold_out: true },
      URL,
      undefined,
    );
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: URL },
      offers: { price: '25.50', availability: 'https://schema.org/SoldOut' },
    });
    expect(ld).not.toHaveProperty('image');
    expect(eventLd({ ...event, start_date: null }, URL, undefined)).toBeUndefined();
  });

  it('a listing is an Organization without empty properties; crumbs link all but the page itself', () => {
    expect(
      listingLd({ business_name: 'Lumen', description: '', location: null }, 'https://x.example/business/1', undefined, undefined),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lumen',
      url: 'https://x.example/business/1',
    });
    expect(breadcrumbs('https://x.example', 'MB', [{ name: 'Directory', url: 'https://x.example/d' }, { name: 'Lumen' }])).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://x.example/' },
        { position: 2, item: 'https://x.example/d' },
        { position: 3, name: 'Lumen' },
      ],
    });
  });

  it('escapes markup so member text cannot leave the script element', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(out).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028"}</script>',
    );
    expect(JSON.parse(out.slice(out.indexOf('>') + 1, out.lastIndexOf('<')))).toEqual({
      name: '</script><script>alert(1)</script> & \u2028',
    });
  });
});
