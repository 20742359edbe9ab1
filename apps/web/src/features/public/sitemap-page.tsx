import { BLOG_LIMITS, BLOG_MESSAGES } from '@mb/contract/blog';
import { fillProduct, PUBLIC_PAGES, type SiteSection } from '@mb/contract/site';
import { Link } from 'react-router';
import { PublicPage } from '../../components/page/page-layout';
import { ErrorState, Loading } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useLatestPosts } from '../blog';

const SECTIONS: SiteSection[] = ['Product', 'Company', 'Resources', 'Legal', 'Account'];

/** A section's heading in the reader's language (the contract's section names are English). */
const sectionName = (s: SiteSection) =>
  ({
    Product: t('public.sitemap.product', 'Product'),
    Company: t('public.sitemap.company', 'Company'),
    Resources: t('public.sitemap.resources', 'Resources'),
    Legal: t('public.sitemap.legal', 'Legal'),
    Account: t('public.sitemap.account', 'Account'),
  })[s];

const lightPages = () => [
  { href: '/amp', name: t('public.sitemap.ampHome', 'Home (lightweight)') },
  { href: '/amp/pricing', name: t('public.sitemap.ampPricing', 'Pricing (lightweight)') },
  { href: '/amp/network', name: t('public.sitemap.ampNetwork', 'The network (lightweight)') },
];

const linkClass = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export default function SitemapPage() {
  const posts = useLatestPosts(BLOG_LIMITS.pageSizeMax);
  return (
    <PublicPage
      path="/sitemap"
      eyebrow={t('public.sitemap.eyebrow', 'Sitemap')}
      title={t('public.sitemap.title', 'Every public page')}
      lead={t('public.sitemap.lead', "All of {product}'s public pages in one list.", { product: PRODUCT_NAME })}
    >
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((section) => {
          const pages = PUBLIC_PAGES.filter((p) => p.section === section && (p.listed || section === 'Account'));
          return (
            <section key={section} aria-labelledby={`sitemap-${section}`}>
              <h2 id={`sitemap-${section}`} className="font-semibold">
                {sectionName(section)}
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {pages.map((p) => (
                  <li key={p.path}>
                    <Link to={p.path} className={linkClass}>
                      {fillProduct(tm(p.name), PRODUCT_NAME)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <section aria-labelledby="sitemap-light">
          <h2 id="sitemap-light" className="font-semibold">
            {t('public.sitemap.light', 'Lightweight pages')}
          </h2>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('public.sitemap.lightText', 'Fast, script-free pages for slow connections.')}
          </p>
          <ul className="mt-3 grid gap-2 text-sm">
            {lightPages().map((p) => (
              <li key={p.href}>
                {/* Served by the server, not the app: a full page load. */}
                <a href={p.href} className={linkClass}>
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-blog" className="sm:col-span-2 lg:col-span-3">
          <h2 id="sitemap-blog" className="font-semibold">
            {t('public.sitemap.blog', 'Blog posts')}
          </h2>
          {posts.isPending ? (
            <Loading className="mt-3 grid gap-2" label={t('home.blog.loading', 'Loading posts…')}>
              <Skeleton className="h-4 w-72" />
              <Skeleton className="h-4 w-64" />
              <Skeleton className="h-4 w-80" />
            </Loading>
          ) : posts.isError ? (
            <ErrorState
              className="mt-3"
              message={tm(BLOG_MESSAGES.loadFailed)}
              onRetry={() => posts.refetch()}
              retrying={posts.isFetching}
            />
          ) : posts.data.posts.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">{tm(BLOG_MESSAGES.empty)}</p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              {posts.data.posts.map((p) => (
                <li key={p.id}>
                  <Link to={`/blog/${p.slug}`} className={linkClass}>
                    {p.title}
                  </Link>
                </li>
              ))}
              {posts.data.has_more ? (
                <li>
                  <Link to="/blog?page=2" className={linkClass}>
                    {t('public.sitemap.older', 'Older posts…')}
                  </Link>
                </li>
              ) : null}
            </ul>
          )}
        </section>
      </div>
    </PublicPage>
  );
}
