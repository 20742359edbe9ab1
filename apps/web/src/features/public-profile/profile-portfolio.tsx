import type { PublicProfile } from '@mb/contract/profiles';
import { ImagePlus, Images } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { useAdultConfirmed } from '../../lib/adult-consent';
import { ApiError } from '../../lib/api';
import { useContentFilter } from '../../lib/content-filter';
import { errorMessage } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { FilterNote, GallerySkeleton, GalleryView, useMemberPortfolio } from '../portfolio';
import { type ProfileViewer, publicName, useSignInHref } from '../profiles';

/**
 * The member's portfolio on their profile page: approved, consented items as this reader may see them
 * (the header's content filter applied; NSFW blurred until the reader confirms 18+).
 */
export function ProfilePortfolio({ profile, viewer }: { profile: PublicProfile; viewer: ProfileViewer }) {
  const filter = useContentFilter();
  const adult = useAdultConfirmed();
  const signIn = useSignInHref();
  const query = useMemberPortfolio(profile.id, { filter, adult });
  const name = publicName(profile);
  const data = query.data;
  const count = data?.items.length ?? 0;

  let body: ReactNode;
  if (query.isPending) body = <GallerySkeleton />;
  else if (query.isError && !(query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <ErrorState
        title={t('publicProfile.portfolio.error', 'The portfolio did not load')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data || (data.items.length === 0 && data.hidden_by_filter === 0)) {
    body =
      viewer === 'owner' ? (
        <EmptyState
          icon={ImagePlus}
          title={t('publicProfile.portfolio.empty', 'Your portfolio is empty')}
          titleAs="h2"
          action={
            <Button asChild>
              <Link to="/my-portfolio">
                <ImagePlus aria-hidden="true" />
                {t('publicProfile.portfolio.upload', 'Upload your work')}
              </Link>
            </Button>
          }
        >
          {t(
            'publicProfile.portfolio.emptyText',
            'Studios and collaborators look here first. Upload your best images; they show here once published.',
          )}
        </EmptyState>
      ) : (
        <EmptyState icon={Images} title={t('publicProfile.portfolio.none', 'No portfolio yet')} titleAs="h2">
          {t('publicProfile.portfolio.noneText', '{name} has not published any work yet.', { name })}
        </EmptyState>
      );
  } else if (data.items.length === 0) {
    body = (
      <div className="grid gap-2 rounded-lg border border-dashed p-6">
        <FilterNote count={data.hidden_by_filter} />
        <p className="text-sm text-muted-foreground">
          {t('publicProfile.portfolio.filtered', 'Choose another content filter in the header to see them.')}
        </p>
      </div>
    );
  } else {
    body = (
      <GalleryView
        items={data.items}
        albums={data.albums}
        hiddenByFilter={data.hidden_by_filter}
        viewer={viewer}
        signInHref={signIn}
        label={t('publicProfile.portfolio.label', "{name}'s portfolio", { name })}
      />
    );
  }

  return (
    <section aria-labelledby="profile-portfolio" className="grid gap-4" data-testid="profile-portfolio">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-portfolio" className="flex items-baseline gap-2 text-lg font-semibold">
          {t('publicProfile.portfolio.title', 'Portfolio')}
          {count > 0 ? <span className="text-sm font-normal text-muted-foreground tabular-nums">{count}</span> : null}
        </h2>
        {viewer === 'owner' && count > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/my-portfolio">{t('publicProfile.portfolio.manage', 'Manage portfolio')}</Link>
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
