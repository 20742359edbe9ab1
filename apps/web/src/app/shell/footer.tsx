import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { openPreferences } from '../../lib/cookie-consent';
import { PRODUCT_NAME } from '../../lib/product';
import { useSiteInfo } from '../../lib/site-info';
import { externalLinkProps, resourceLinks } from './external-links';
import { Logo } from './logo';

// Spec §2 footer. The operator credit is configurable at build time (VITE_OPERATOR_NAME).
const OPERATOR = (import.meta.env as Record<string, string | undefined>).VITE_OPERATOR_NAME || `${PRODUCT_NAME} Media Group`;

const FOOTER_COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
  { to: '/ambassadors', label: 'Ambassadors' },
  { to: '/rse-policy', label: 'RSE' },
] as const;

const FOOTER_LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy & GDPR' },
  { to: '/2257-statement', label: '18 U.S.C. § 2257 Statement' },
  { to: '/dmca', label: 'DMCA' },
] as const;

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
            The professional network, directory and career platform for the adult entertainment industry.
          </p>
          <p className="inline-flex w-fit items-center gap-2 rounded-md border px-2 py-1 text-xs font-semibold">
            <span className="rounded bg-primary px-1.5 py-0.5 text-primary-foreground">18+</span>
            Adults only. Every member must be 18 or older.
          </p>
        </div>
        <nav aria-label="Company" className="text-sm">
          <h2 className="mb-3 font-semibold">Company</h2>
          <ul className="grid gap-2">
            {FOOTER_COMPANY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className="text-sm">
          <h2 className="mb-3 font-semibold">Legal</h2>
          <ul className="grid gap-2">
            {FOOTER_LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={openPreferences} className={`${linkClass} text-left`}>
                Cookie Preferences
              </button>
            </li>
          </ul>
        </nav>
        {resources.length ? (
          <nav aria-label="Resources" className="text-sm">
            <h2 className="mb-3 font-semibold">Resources</h2>
            <ul className="grid gap-2">
              {resources.map((l) => (
                <li key={l.href}>
                  <a href={l.href} {...externalLinkProps} className={`${linkClass} inline-flex items-center gap-1`}>
                    {l.label}
                    <ExternalLink className="size-3" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
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
            © {year} {PRODUCT_NAME}. Operated by {OPERATOR}.
          </p>
          <p>Proud sponsor of industry events, conventions and awards across the adult entertainment sector.</p>
        </div>
      </div>
    </footer>
  );
}
