import type { SiteInfo } from '@mb/contract/site-info';
import { MESSAGES } from '@mb/contract/ui-text';
import { FileWarning } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Markdown, parseBlocks } from '../../../components/page/markdown';
import { PublicPage } from '../../../components/page/page-layout';
import { ErrorState, Loading } from '../../../components/page/states';
import { Skeleton } from '../../../components/ui/skeleton';
import { t, tm } from '../../../lib/i18n';
import { PRODUCT_NAME } from '../../../lib/product';
import { useSiteInfo } from '../queries';

export interface LegalDoc {
  path: string;
  title: string;
  summary: string;
  /** The template's date, shown at the top. */
  version: string;
  /** The text in the site's markdown subset; `##` headings make the table of contents. */
  body: (site: SiteInfo) => string;
}

/** Placeholder for details only the operator can supply; shown in brackets so counsel sees what is missing. */
export const missing = (what: string) => `[${what} – to be completed before launch]`;

/** An e-mail address as a mailto link in the markdown subset. */
export const mail = (address: string) => `[${address}](mailto:${address})`;

export const addressOf = (site: SiteInfo) => site.company_address ?? missing('registered postal address');

/** A legal page: clearly marked as a template, with a table of contents and the document. */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const site = useSiteInfo();
  const blocks = useMemo(() => (site.data ? parseBlocks(doc.body(site.data)) : []), [site.data, doc]);
  const toc = blocks.filter((b) => b.type === 'heading' && b.level === 2) as { id: string; text: string }[];

  return (
    <PublicPage path={doc.path} eyebrow={t('public.legal.eyebrow', 'Legal')} title={doc.title} lead={doc.summary}>
      <div
        role="note"
        aria-label={t('public.legal.noticeLabel', 'Template notice')}
        className="mb-10 flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm"
        data-testid="legal-template-notice"
      >
        <FileWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <p>
          <strong className="font-semibold">{t('public.legal.template', 'Template – not yet reviewed by counsel.')}</strong>{' '}
          {t(
            'public.legal.templateText',
            'This document is a working template for {product}. It must be reviewed and completed by qualified legal counsel before launch and is not legal advice. Bracketed items are still to be supplied.',
            { product: PRODUCT_NAME },
          )}{' '}
          <span className="text-muted-foreground">{t('public.legal.version', 'Version: {version}.', { version: doc.version })}</span>
        </p>
      </div>
      {site.isPending ? (
        <Loading className="grid max-w-3xl gap-3" label={t('public.legal.loading', 'Loading document…')}>
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="mt-6 h-7 w-52" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/5" />
        </Loading>
      ) : site.isError ? (
        <ErrorState message={tm(MESSAGES.documentLoadFailed)} onRetry={() => site.refetch()} retrying={site.isFetching} />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
          <nav aria-label={t('public.legal.toc', 'On this page')} className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('public.legal.toc', 'On this page')}</h2>
            <ol className="mt-3 grid gap-1.5 border-l pl-4 text-sm">
              {toc.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-sm">
              <Link to="/legal" className="font-medium underline-offset-4 hover:underline">
                {t('public.legal.all', 'All legal documents')}
              </Link>
            </p>
          </nav>
          <Markdown blocks={blocks} className="max-w-3xl" />
        </div>
      )}
    </PublicPage>
  );
}
