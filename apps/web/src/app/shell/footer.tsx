import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { openPreferences } from '../../lib/cookie-consent';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useSiteInfo } from '../../lib/site-info';
import { externalLinkProps, resourceLinks } from './external-links';
import { Logo } from './logo';

// Spec §2 footer. The operator credit is configurable at build time (VITE_OPERATOR_NAME).
const OPERATOR = (import.meta.env as Record<string, string | undefined>).VITE_OPERATOR_NAME || `${PRODUCT_NAME} Media Group`;

const footerCompanyLinks = () => [
  { to: '/about', label: t('shell.footer.about', 'About') },
  { to: '/contact', label: t('shell.footer.contact', 'Contact') },
  { to: '/careers', label: t('shell.footer.careers', 'Careers') },
  { to: '/blog', label: t('shell.footer.blog', 'Blog') },
  { to: '/ambassadors', label: t('shell.footer.ambassadors', 'Ambassadors') },
  { to: '/rse-policy', label: t('shell.footer.rse', 'RSE') },
];

const footerLegalLinks = () => [
  { to: '/terms', label: t('shell.footer.terms', 'Terms of Service') },
  { to: '/privacy', label: t('shell.footer.privacy', 'Privacy Policy') },
  { to: '/cookie-policy', label: t('shell.footer.cookies', 'Cookie Policy & GDPR') },
  { to: '/2257-statement', label: t('shell.footer.statement2257', '18 U.S.C. § 2257 Statement') },
  { to: '/dmca', label: t('shell.footer.dmca', 'DMCA') },
];

const linkClass = 'rounded-sm text-muted-foreground transition-colors hover:text-foreground';

export function Footer() {
  const year = new Date().getFullYear();
  // Shown once the server's settings are read (the prerendered page has none, as hydration expects).
  const resources = resourceLinks(useSiteInfo().data?.links);
  return (
    <footer id="site-footer" className="border-t bg-background">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo variant="wide" className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">
            {t('shell.footer.tagline', 'The professional network, directory and career platform for the adult entertainment industry.')}
          </p>
          <p className="inline-flex w-fit items-center gap-2 rounded-md border px-2 py-1 text-xs font-semibold">
            <span className="rounded bg-primary px-1.5 py-0.5 text-primary-foreground">18+</span>
            {t('shell.footer.adultsOnly', 'Adults only. Every member must be 18 or older.')}
          </p>
        </div>
        <nav aria-label={t('shell.footer.company', 'Company')} className="text-sm">
          <h2 className="mb-3 font-semibold">{t('shell.footer.company', 'Company')}</h2>
          <ul className="grid gap-2">
            {footerCompanyLinks().map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('shell.footer.legal', 'Legal')} className="text-sm">
          <h2 className="mb-3 font-semibold">{t('shell.footer.legal', 'Legal')}</h2>
          <ul className="grid gap-2">
            {footerLegalLinks().map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={openPreferences} className={`${linkClass} text-left`}>
                {t('shell.cookies.preferences', 'Cookie Preferences')}
              </button>
            </li>
          </ul>
        </nav>
        {resources.length ? (
          <nav aria-label={t('shell.footer.resources', 'Resources')} className="text-sm">
            <h2 className="mb-3 font-semibold">{t('shell.footer.resources', 'Resources')}</h2>
            <ul className="grid gap-2">
              {resources.map((l) => (
                <li key={l.href}>
                  <a href={l.href} {...externalLinkProps} className={`${linkClass} inline-flex items-center gap-1`}>
                    {l.label}
                    <ExternalLink className="size-3" aria-hidden="true" />
                    <span className="sr-only">{t('shell.opensNewTab', '(opens in a new tab)')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-6 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('shell.footer.copyright', '© {year} {product}. Operated by {operator}.', {
              year,
              product: PRODUCT_NAME,
              operator: OPERATOR,
            })}
          </p>
          <p>
            {t('shell.footer.sponsor', 'Proud sponsor of industry events, conventions and awards across the adult entertainment sector.')}
          </p>
        </div>
      </div>
    </footer>
  );
}
