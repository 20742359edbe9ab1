import type { PublicProfile } from '@mb/contract/profiles';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { BioLinkIcon } from '../biolinks';
import { useMemberBioLinks } from '../portfolio';
import type { ProfileViewer } from '../profiles';

/** Where a link goes, for people who look before they click: the host name, or the address of an e-mail. */
function destination(url: string) {
  if (url.startsWith('mailto:')) return url.slice('mailto:'.length);
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The member's links (their /biolink page's list) on the profile: up to 20, with icons, and a link to
 * the full page. Nothing is shown to others when the member has none; the owner is offered to make one.
 */
export function ProfileBioLinks({ profile, viewer }: { profile: PublicProfile; viewer: ProfileViewer }) {
  const query = useMemberBioLinks(profile.id);
  if (query.isPending) {
    return (
      <Card>
        <CardContent className="grid gap-2 pt-6" role="status" aria-label={t('publicProfile.links.loading', 'Loading links')}>
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </CardContent>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('publicProfile.links.error', 'Links did not load')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const page = query.data;
  if (!page || page.links.length === 0) {
    if (viewer !== 'owner') return null;
    return (
      <Card>
        <CardContent className="grid gap-2 pt-6">
          <h2 className="text-base font-semibold">{t('publicProfile.links.title', 'Links')}</h2>
          <p className="text-sm text-muted-foreground">
            {t('publicProfile.links.empty', 'Put your shops, socials and sites on one link-in-bio page, and they show here too.')}
          </p>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to="/my-portfolio">{t('publicProfile.links.make', 'Make your bio link page')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 id="profile-links" className="text-base font-semibold">
          {t('publicProfile.links.title', 'Links')}
        </h2>
        <ul className="grid gap-2" aria-labelledby="profile-links">
          {page.links.map((link) => {
            return (
              <li key={link.id}>
                {/* Through the page's click counter (a 302 with no cookies), so the member's counts include the profile. */}
                <a
                  href={`/biolink/${encodeURIComponent(page.slug)}/go/${link.id}`}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors duration-150 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <BioLinkIcon icon={link.icon} className="size-4 text-muted-foreground" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{link.label}</span>
                    <span className="truncate text-xs text-muted-foreground">{destination(link.url)}</span>
                  </span>
                  <ExternalLink className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">{t('public.careers.newTab', '(opens in a new tab)')}</span>
                </a>
              </li>
            );
          })}
        </ul>
        <a href={`/biolink/${encodeURIComponent(page.slug)}`} className="text-sm text-primary underline-offset-4 hover:underline">
          {t('publicProfile.links.full', 'Open the full link page')}
        </a>
      </CardContent>
    </Card>
  );
}
