import { fillProduct, findPublicPage, pageTitle, SITE_DEFAULT_DESCRIPTION } from '@mb/contract/site';
import { useEffect, useRef } from 'react';
import { PRODUCT_NAME } from '../../lib/product';
import { isKeepingServerText } from './kept-text';

function setMeta(attr: 'name' | 'property', key: string, value: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', value);
}

function apply(title: string, description: string) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', window.location.origin + window.location.pathname);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = window.location.origin + window.location.pathname;
}

/**
 * Sets the tab title and description on client-side navigation (the server writes the same tags into
 * the first HTML it sends, for crawlers). Leaving the page restores the product's defaults.
 *
 * A description worked out through Intl (an event's dates) is given as a function and what it is made
 * from (`watch`): on the first page, as it hydrates, the server's tags are left as they are and the
 * function is not called (components/page/kept-text.tsx).
 */
export function usePageMeta(title: string | undefined, description: string | (() => string) | undefined, watch?: string) {
  const lazy = typeof description === 'function';
  const describe = useRef(description);
  describe.current = description;
  const key = lazy ? watch : description;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what the description is made from; the function itself is read through the ref.
  useEffect(() => {
    if (!title) return;
    const restore = () => apply(PRODUCT_NAME, SITE_DEFAULT_DESCRIPTION);
    if (lazy && isKeepingServerText()) return restore;
    const d = describe.current;
    apply(title, (typeof d === 'function' ? d() : d) ?? SITE_DEFAULT_DESCRIPTION);
    return restore;
  }, [title, key, lazy]);
}

/** The meta of a page from the shared catalogue (the same one the server uses). */
export function usePublicPageMeta(path: string) {
  const page = findPublicPage(path);
  usePageMeta(
    page ? fillProduct(page.title ?? pageTitle(page.name, PRODUCT_NAME), PRODUCT_NAME) : undefined,
    page ? fillProduct(page.description, PRODUCT_NAME) : undefined,
  );
}

/**
 * `<meta name="robots" content="noindex">` while the page is open (a share link's page, a member who
 * opted out of indexing). The server may have written one into the first HTML already: then none is added.
 */
export function useNoindex(noindex = true) {
  useEffect(() => {
    if (!noindex) return;
    if (document.head.querySelector('meta[name="robots"][content~="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}
