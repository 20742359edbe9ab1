import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered (prerendered) content that is read before it is used: a Suspense boundary, which
 * React's hydration leaves for a later, low-priority pass of its own (in React 18+ a boundary met while
 * hydrating is hydrated at offscreen priority). The page's interactive parts outside it hydrate first,
 * in a shorter task; a click inside it hydrates it at once and is replayed. Rendered in the browser from
 * scratch it is a plain wrapper (nothing in it suspends). Nothing a visitor types into goes inside: a
 * field typed into before the scripts ran is set again as the page commits, before this part hydrates.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
