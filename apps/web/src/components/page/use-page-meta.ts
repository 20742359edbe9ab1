import { fillProduct, findPublicPage, pageTitle, SITE_DEFAULT_DESCRIPTION } from '@mb/contract/site';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../lib/product';

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
 */
export function usePageMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    apply(title, description ?? SITE_DEFAULT_DESCRIPTION);
    return () => apply(PRODUCT_NAME, SITE_DEFAULT_DESCRIPTION);
  }, [title, description]);
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
