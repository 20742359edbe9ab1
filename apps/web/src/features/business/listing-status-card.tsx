import type { BusinessProfile } from '@mb/contract/business';
import { ArrowRight, BadgeCheck, CircleAlert, Clock, ExternalLink, FilePen, Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { listingState } from './listing-state';

const ICON = {
  none: Warehouse,
  draft: FilePen,
  pending: Clock,
  changes_pending: Clock,
  approved: BadgeCheck,
  rejected: CircleAlert,
} as const;

/** The moderator's notes, quoted as they wrote them. */
export function ModeratorNotes({ notes }: { notes: string }) {
  return (
    <figure className="grid gap-1 rounded-md border border-warning/40 bg-warning/5 p-3 text-sm" data-testid="moderator-notes">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-warning">
        {t('business.moderatorNotes', "Moderator's notes")}
      </figcaption>
      <blockquote className="whitespace-pre-line">{notes}</blockquote>
    </figure>
  );
}

/**
 * Where the listing stands (draft, pending review, approved and public, changes in review, not
 * approved with the notes) and the one next step for it. `actions` replaces the default next step.
 */
export function ListingStatusCard({
  business,
  title = t('business.listing.title', 'Directory listing'),
  actions,
}: {
  business: BusinessProfile | null;
  title?: string;
  actions?: ReactNode;
}) {
  const s = listingState(business);
  const Icon = ICON[s.kind];
  return (
    <Card data-testid="listing-status" data-state={s.kind}>
      {/* Wraps: a long title ("Verzeichniseintrag") and its state do not fit one line of a phone in every language. */}
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="min-w-0 break-words">{title}</CardTitle>
        <Badge variant={s.variant} className="shrink-0 whitespace-nowrap">
          <Icon className="size-3.5" aria-hidden="true" />
          {s.label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <p className="font-medium">{s.title}</p>
          <p className="text-muted-foreground">{s.text}</p>
        </div>
        {s.notes ? <ModeratorNotes notes={s.notes} /> : null}
        <div className="flex flex-wrap gap-2">
          {actions ?? <DefaultAction kind={s.kind} />}
          {s.publicPath ? (
            <Button asChild variant="outline" size="sm">
              <Link to={s.publicPath}>
                <ExternalLink aria-hidden="true" />
                {t('business.viewPublic', 'View public listing')}
              </Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function DefaultAction({ kind }: { kind: ReturnType<typeof listingState>['kind'] }) {
  if (kind === 'none' || kind === 'draft') {
    return (
      <Button asChild size="sm">
        <Link to="/business/register">
          {kind === 'none' ? t('business.register', 'Register your business') : t('business.finishRegistration', 'Finish registration')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant={kind === 'rejected' ? 'default' : 'outline'}>
      <Link to="/business-profile">
        {kind === 'rejected' ? t('business.fixListing', 'Fix your listing') : t('business.editListing', 'Edit your listing')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
