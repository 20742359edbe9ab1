import { ArrowRight, Cookie, Copyright, FileText, Gavel, Leaf, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { PublicPage } from '../../../components/page/page-layout';
import { t } from '../../../lib/i18n';
import { COOKIES } from './cookies';
import { DMCA } from './dmca';
import type { LegalDoc } from './legal-document';
import { PRIVACY } from './privacy';
import { RSE } from './rse';
import { STATEMENT_2257 } from './statement-2257';
import { TERMS } from './terms';

const DOCS: { doc: LegalDoc; icon: typeof FileText }[] = [
  { doc: TERMS, icon: FileText },
  { doc: PRIVACY, icon: Lock },
  { doc: COOKIES, icon: Cookie },
  { doc: STATEMENT_2257, icon: Gavel },
  { doc: DMCA, icon: Copyright },
  { doc: RSE, icon: Leaf },
];

export default function LegalIndexPage() {
  return (
    <PublicPage
      path="/legal"
      eyebrow={t('public.legal.eyebrow', 'Legal')}
      title={t('public.legal.title', 'Legal documents')}
      lead={t(
        'public.legal.lead',
        'The rules of the Platform, how we handle your data, and the statements the law asks us to publish, in plain language where we can.',
      )}
    >
      <p className="mb-8 max-w-3xl rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm">
        <strong className="font-semibold">{t('public.legal.templates', 'These documents are templates.')}</strong>{' '}
        {t('public.legal.templatesText', 'They must be reviewed and completed by qualified legal counsel before launch.')}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {DOCS.map(({ doc, icon: Icon }) => (
          <li key={doc.path}>
            <Link
              to={doc.path}
              className="group flex h-full gap-4 rounded-lg border bg-card p-5 transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary dark:text-red-400">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-1">
                <span className="inline-flex items-center gap-1 font-semibold">
                  {doc.title}
                  <ArrowRight className="size-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
                </span>
                <span className="text-sm text-muted-foreground">{doc.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}
