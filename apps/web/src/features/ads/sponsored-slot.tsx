import { AD_MESSAGES, type AdPlacement } from '@mb/contract/ads-text';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../components/ui/card';
import { tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { sendImpression, useAdSlot } from './queries';

/** Starts once the element is near the screen (the slot never costs the page's first paint). */
function useNear(ref: React.RefObject<HTMLElement | null>, margin = '200px') {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near, margin]);
  return near;
}

/**
 * A sponsored slot (issue 14): loads after the page, only when near the screen; the server decides
 * whether there is an ad (none on Pro members' pages). The impression beacon goes once half of the
 * ad has been on screen; the click goes through the server, which counts it and redirects.
 */
export function SponsoredSlot({ placement, page, className }: { placement: AdPlacement; page?: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box);
  const slot = useAdSlot(placement, page, near && (placement === 'feed' || !!page));
  const ad = slot.data?.ad ?? null;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!ad || !el || sent.current === ad.serve_token) return;
    const fire = () => {
      if (sent.current === ad.serve_token) return;
      sent.current = ad.serve_token;
      sendImpression(ad.serve_token);
    };
    if (typeof IntersectionObserver === 'undefined') {
      fire();
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.intersectionRatio >= 0.5) && fire(), { threshold: [0.5] });
    io.observe(el);
    return () => io.disconnect();
  }, [ad]);

  return (
    <div ref={box} className={cn(!ad && 'min-h-px', className)} data-testid="sponsored-slot">
      {ad ? (
        <Card className="overflow-hidden" aria-label={AD_MESSAGES.sponsored} role="complementary">
          <a
            href={ad.click_url}
            target="_blank"
            rel="sponsored noopener"
            className="group grid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="sponsored-link"
          >
            <img src={ad.image_url} alt="" className="aspect-[3/2] w-full object-cover" loading="lazy" />
            <div className="grid gap-1 p-4">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground" data-testid="sponsored-label">
                {tm(AD_MESSAGES.sponsored)}
              </p>
              <p className="font-semibold group-hover:underline">{ad.headline}</p>
              {ad.body ? <p className="text-sm text-muted-foreground">{ad.body}</p> : null}
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                {ad.display_host}
                <ExternalLink className="size-3" aria-hidden />
              </p>
            </div>
          </a>
        </Card>
      ) : null}
    </div>
  );
}
