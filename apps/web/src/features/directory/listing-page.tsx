import { SOCIAL_NETWORKS, type SocialNetwork } from '@mb/contract/business-text';
import type { DirectoryListing } from '@mb/contract/directory';
import { DIRECTORY_MESSAGES, DIRECTORY_PATH, WEEKDAYS } from '@mb/contract/directory-text';
import { pageTitle } from '@mb/contract/site';
import { ArrowLeft, Clock, Globe, Mail, MapPin, Phone, Share2, Store } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AdultNotice } from '../../components/page/adult-notice';
import { HydrateLater } from '../../components/page/hydrate-later';
import { KeptText } from '../../components/page/kept-text';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { pictureSrcSet } from '../../lib/responsive-image';
import { BusinessEvents } from '../events';
import { categoryLabel, displayHost, formatRating, safeHref, safeImage, weekdayLabel } from './format';
import { ListingLogo, VerifiedBadge } from './listing-card';
import { recordListingEvent, useListing } from './queries';
import { Reviews } from './reviews';
import { Stars } from './stars';

const snippet = (s: string | null) => (s ? (s.length > 160 ? `${s.slice(0, 157)}…` : s) : undefined);

export default function ListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const notFound = listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400);
  usePageMeta(
    listing.data
      ? pageTitle(listing.data.business_name, PRODUCT_NAME)
      : notFound
        ? pageTitle(t('directory.notFound', 'Business not found'), PRODUCT_NAME)
        : undefined,
    listing.data
      ? (snippet(listing.data.description) ??
          t('directory.metaText', '{name} in the {product} business directory.', {
            name: listing.data.business_name,
            product: PRODUCT_NAME,
          }))
      : undefined,
  );
  const isOwner = viewerId !== null && viewerId === listing.data?.id;
  // One view per page load; the server ignores the owner's own and counts only with analytics on.
  const loadedId = listing.data?.id;
  useEffect(() => {
    if (loadedId && !isOwner) recordListingEvent(loadedId, 'view');
  }, [loadedId, isOwner]);

  return (
    <div className="flex flex-col">
      <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-16">
        <Link
          to={DIRECTORY_PATH}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t('directory.eyebrow', 'Business directory')}
        </Link>
        {listing.isPending ? (
          // At least a screen tall: the notice below stays out of sight until the listing replaces this,
          // instead of being pushed down by it in view (a layout shift of 0.11 on a phone, issue 33).
          <Loading className="mt-6 grid min-h-dvh content-start gap-4" label={t('directory.loadingListing', 'Loading listing…')}>
            <Skeleton className="h-40 w-full rounded-xl" />
            <div className="flex items-center gap-4">
              <Skeleton className="size-20 rounded-xl" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-8 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-24 w-full" />
          </Loading>
        ) : notFound ? (
          <div className="mt-8">
            <EmptyState
              icon={Store}
              title={t('directory.notFound', 'Business not found')}
              titleAs="h1"
              action={
                <Button asChild>
                  <Link to={DIRECTORY_PATH}>{t('directory.browse', 'Browse the directory')}</Link>
                </Button>
              }
            >
              {tm(DIRECTORY_MESSAGES.notFound)} {t('directory.notFoundText', 'It may be waiting for review or have been taken down.')}
            </EmptyState>
          </div>
        ) : listing.isError ? (
          <div className="mt-8">
            <h1 className="sr-only">{t('directory.listing', 'Business listing')}</h1>
            <ErrorState
              message={tm(DIRECTORY_MESSAGES.listingLoadFailed)}
              onRetry={() => listing.refetch()}
              retrying={listing.isFetching}
            />
          </div>
        ) : (
          <Listing listing={listing.data} isOwner={isOwner} viewerId={viewerId} />
        )}
      </div>
      <div className="border-t">
        <AdultNotice />
      </div>
    </div>
  );
}

function Listing({ listing: l, isOwner, viewerId }: { listing: DirectoryListing; isOwner: boolean; viewerId: string | null }) {
  const cover = safeImage(l.cover_photo_url);
  const accent = l.brand_color && /^#[0-9a-f]{6}$/i.test(l.brand_color) ? l.brand_color : undefined;
  return (
    <article className="mt-6">
      <div
        className="relative h-36 overflow-hidden rounded-xl border bg-gradient-to-br from-primary/30 via-primary/10 to-transparent sm:h-52"
        style={accent && !cover ? { background: `linear-gradient(135deg, ${accent}66, transparent)` } : undefined}
      >
        {/* The page's largest picture: fetched first. The stored cover is at most 1920 x 1080. */}
        {cover ? (
          <img
            src={cover}
            srcSet={pictureSrcSet(cover, 1920)}
            sizes="(min-width: 1024px) 992px, 100vw"
            alt=""
            width={1920}
            height={1080}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {/* Only the logo reaches up into the cover; the name starts below it. */}
      <header className="flex flex-col gap-3 px-2 sm:flex-row sm:items-start sm:gap-5 sm:px-6">
        <ListingLogo
          name={l.business_name}
          url={l.logo_url}
          eager
          className="relative -mt-10 size-20 text-2xl shadow-sm sm:-mt-12 sm:size-24"
        />
        <div className="min-w-0 flex-1 sm:pt-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight break-words">{l.business_name}</h1>
            {l.verified ? <VerifiedBadge /> : null}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{l.categories.map(categoryLabel).join(' · ')}</span>
            {l.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> {l.location}
              </span>
            ) : null}
            {l.review_count > 0 ? (
              <a href="#reviews" className="inline-flex items-center gap-1.5 text-foreground hover:underline">
                <Stars value={l.rating_avg} /> {formatRating(l.rating_avg)} ({l.review_count})
              </a>
            ) : null}
          </div>
        </div>
      </header>
      {isOwner ? (
        <p className="mt-6 rounded-lg border border-info/40 bg-info/5 p-3 text-sm">
          {t('directory.ownerBefore', 'This is your listing as visitors see it. Edit it in the')}{' '}
          <Link to="/business-management" className="font-medium underline">
            {t('directory.businessHub', 'Business Hub')}
          </Link>
          {t('directory.ownerAfter', '; changes go through review while this version stays public.')}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 content-start gap-10">
          {l.description ? (
            <section aria-labelledby="about">
              <h2 id="about" className="text-xl font-semibold">
                {t('profiles.about', 'About')}
              </h2>
              <p className="mt-3 whitespace-pre-line text-pretty">{l.description}</p>
            </section>
          ) : null}
          {/* Hydrated after the header, the description and the contact card (issue 33). */}
          <HydrateLater>
            {l.services.length ? <Services listing={l} /> : null}
            {l.products.length ? <Products listing={l} /> : null}
            <BusinessEvents businessId={l.id} />
            <Reviews listing={l} isOwner={isOwner} viewerId={viewerId} />
          </HydrateLater>
        </div>
        {/* On a phone the contact details come before the long sections. */}
        <aside className="order-first grid content-start gap-6 lg:order-none">
          <Contact listing={l} />
          <Hours listing={l} />
        </aside>
      </div>
    </article>
  );
}

function Services({ listing }: { listing: DirectoryListing }) {
  return (
    <section aria-labelledby="services">
      <h2 id="services" className="text-xl font-semibold">
        {t('directory.services', 'Services')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {listing.services.map((s, i) => {
          const picture = safeImage(s.picture);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: services have no id; their order is the owner's
            <li key={i} className="overflow-hidden rounded-lg border bg-card">
              {picture ? (
                <img
                  src={picture}
                  srcSet={pictureSrcSet(picture, 1200)}
                  sizes="(min-width: 640px) 496px, 100vw"
                  alt=""
                  width={1200}
                  height={675}
                  decoding="async"
                  className="aspect-video w-full object-cover"
                  loading="lazy"
                />
              ) : null}
              <div className="grid gap-2 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{s.name}</h3>
                  {s.category ? <Badge variant="secondary">{s.category}</Badge> : null}
                </div>
                {s.description ? <p className="text-sm text-muted-foreground">{s.description}</p> : null}
                {s.features.length ? (
                  <ul className="list-inside list-disc text-sm">
                    {s.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                ) : null}
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {s.processing_time ? (
                    <>
                      <dt className="text-muted-foreground">{t('directory.turnaround', 'Turnaround')}</dt>
                      <dd>{s.processing_time}</dd>
                    </>
                  ) : null}
                  {s.revision_rounds !== null ? (
                    <>
                      <dt className="text-muted-foreground">{t('directory.revisions', 'Revisions')}</dt>
                      <dd>{t('directory.rounds', '{count, plural, one {# round} other {# rounds}}', { count: s.revision_rounds })}</dd>
                    </>
                  ) : null}
                  {s.warranty ? (
                    <>
                      <dt className="text-muted-foreground">{t('directory.warranty', 'Warranty')}</dt>
                      <dd>{s.warranty}</dd>
                    </>
                  ) : null}
                  {s.extras.length ? (
                    <>
                      <dt className="text-muted-foreground">{t('directory.extras', 'Extras')}</dt>
                      <dd>{s.extras.join(', ')}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Products({ listing }: { listing: DirectoryListing }) {
  return (
    <section aria-labelledby="products">
      <h2 id="products" className="text-xl font-semibold">
        {t('directory.products', 'Products')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {listing.products.map((p, i) => {
          const image = safeImage(p.image);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: products have no id; their order is the owner's
            <li key={i} className="overflow-hidden rounded-lg border bg-card">
              {image ? (
                <img
                  src={image}
                  srcSet={pictureSrcSet(image, 1200)}
                  sizes="(min-width: 768px) 330px, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={1200}
                  height={1200}
                  decoding="async"
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              ) : null}
              <div className="grid gap-1 p-4">
                <h3 className="font-semibold">{p.name}</h3>
                {p.price ? <p className="text-sm font-medium text-primary dark:text-red-400">{p.price}</p> : null}
                {p.description ? <p className="text-sm text-muted-foreground">{p.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Contact({ listing: l }: { listing: DirectoryListing }) {
  const website = safeHref(l.website);
  const social = Object.entries(l.social_media)
    .map(([k, v]) => [k, safeHref(v)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null);
  const clicked = () => recordListingEvent(l.id, 'contact_click');
  const hasAny = website || l.contact_email || l.phone || l.address || social.length;
  return (
    <section aria-labelledby="contact" className="rounded-lg border bg-card p-5">
      <h2 id="contact" className="font-semibold">
        {t('directory.contact', 'Contact')}
      </h2>
      {hasAny ? (
        <ul className="mt-3 grid gap-2.5 text-sm">
          {website ? (
            <li className="flex items-center gap-2">
              <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                onClick={clicked}
                className="break-all underline-offset-4 hover:underline"
              >
                {displayHost(website)}
              </a>
            </li>
          ) : null}
          {l.contact_email ? (
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <a href={`mailto:${l.contact_email}`} onClick={clicked} className="break-all underline-offset-4 hover:underline">
                {l.contact_email}
              </a>
            </li>
          ) : null}
          {l.phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <a href={`tel:${l.phone.replace(/[^+\d]/g, '')}`} onClick={clicked} className="underline-offset-4 hover:underline">
                {l.phone}
              </a>
            </li>
          ) : null}
          {l.address ? (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>{l.address}</span>
            </li>
          ) : null}
          {social.map(([k, href]) => (
            <li key={k} className="flex items-center gap-2">
              <Share2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                onClick={clicked}
                className="underline-offset-4 hover:underline"
              >
                {SOCIAL_NETWORKS[k as SocialNetwork]?.label ?? k}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t('directory.noContact', 'This business has not shared contact details.')}</p>
      )}
    </section>
  );
}

function Hours({ listing }: { listing: DirectoryListing }) {
  const stated = WEEKDAYS.filter((d) => d in listing.business_hours);
  if (!stated.length) return null;
  return (
    <section aria-labelledby="hours" className="rounded-lg border bg-card p-5">
      <h2 id="hours" className="flex items-center gap-2 font-semibold">
        <Clock className="size-4" aria-hidden /> {t('directory.hours', 'Opening hours')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {stated.map((d) => {
          const h = listing.business_hours[d];
          return (
            <div key={d} className="contents">
              <dt className="text-muted-foreground">
                <KeptText watch={d} text={() => weekdayLabel(d, WEEKDAYS)} />
              </dt>
              <dd className="tabular-nums">{h ? `${h.open} – ${h.close}` : t('directory.closed', 'Closed')}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
