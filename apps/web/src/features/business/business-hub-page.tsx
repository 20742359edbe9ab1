import { BUSINESS_MESSAGES, type BusinessProfile } from '@mb/contract/business';
import { BadgeCheck, Briefcase, Crown, ExternalLink, FilePen, type LucideIcon, Search, ShieldCheck, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useMyProfile } from '../profiles';
import { AnalyticsSection } from './analytics-section';
import { businessCategoryLabel } from './category-label';
import { DomainCard } from './domain-card';
import { ListingStatusCard } from './listing-status-card';
import { useBusinessUpdates, useMyBusiness } from './queries';

function HubSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('business.hub.loading', 'Loading your Business Hub')}>
      <Skeleton className="h-20" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function QuickLink({ to, icon: Icon, label, text }: { to: string; icon: LucideIcon; label: string; text: string }) {
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-md border p-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">{text}</span>
      </span>
    </Link>
  );
}

function PlanCard({ business }: { business: BusinessProfile }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('business.plan.title', 'Plan')}</CardTitle>
        <Badge variant={business.plan_type === 'pro' ? 'default' : 'secondary'}>
          {business.plan_type === 'pro' ? t('business.plan.pro', 'Pro') : t('business.plan.free', 'Free')}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          {t('business.plan.services', 'Services:')} <span className="font-semibold tabular-nums">{business.services.length}</span>{' '}
          {t('business.plan.of', 'of {limit}', { limit: business.service_limit })}
        </p>
        <p>
          {t('business.plan.products', 'Products:')} <span className="font-semibold tabular-nums">{business.products.length}</span>{' '}
          {t('business.plan.of', 'of {limit}', { limit: business.product_limit })}
        </p>
        {business.plan_type !== 'pro' ? (
          <Button asChild variant="link" className="h-auto justify-self-start whitespace-normal px-0 text-left">
            <Link to="/business-pricing">{t('business.plan.seePlans', 'See plans with more services and products')}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Header({ business }: { business: BusinessProfile }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
        {business.logo_url ? (
          <img
            src={business.logo_url}
            alt={t('business.logoAlt', '{name} logo', { name: business.business_name })}
            className="size-full object-cover"
          />
        ) : (
          <Warehouse className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </span>
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          <span className="truncate">{business.business_name || t('business.yourBusiness', 'Your business')}</span>
          {business.verified ? (
            <Badge variant="success">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('business.verified', 'Verified')}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {business.categories.map(businessCategoryLabel).join(' · ') || t('business.noCategories', 'No categories yet')}
          {business.location ? ` · ${business.location}` : ''}
        </p>
      </div>
    </div>
  );
}

/** /business-management (spec §2 'Business Hub'): the listing's state, domain, analytics and the ways to manage them. */
export default function BusinessHubPage() {
  usePageMeta(
    `${t('business.hub.title', 'Business Hub')} · ${PRODUCT_NAME}`,
    t('business.hub.meta', 'Manage your listing, services, products and domain verification.'),
  );
  useBusinessUpdates();
  const me = useMyProfile();
  const biz = useMyBusiness();
  const profile = me.data;
  const business = biz.data?.business ?? null;
  const failed = me.isError || biz.isError;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8" aria-labelledby="hub-title">
      <div className="grid gap-1">
        <h1 id="hub-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Briefcase className="size-6 text-primary" aria-hidden="true" />
          {t('business.hub.title', 'Business Hub')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('business.hub.intro', 'Your directory listing, its review, your domain and how people find you.')}
        </p>
      </div>
      {failed ? (
        <ErrorState
          title={t('business.hub.loadFailed', 'Could not load your Business Hub')}
          message={(biz.error ?? me.error)?.message ?? t('business.tryAgain', 'Please try again.')}
          onRetry={() => {
            void me.refetch();
            void biz.refetch();
          }}
          retrying={me.isFetching || biz.isFetching}
        />
      ) : !profile || biz.isPending ? (
        <HubSkeleton />
      ) : profile.profile_type === 'creator' ? (
        <EmptyState
          icon={Warehouse}
          title={tm(BUSINESS_MESSAGES.creatorNoBusiness)}
          action={
            <Button asChild variant="outline">
              <Link to="/business-directory">{t('business.browseDirectory', 'Browse the business directory')}</Link>
            </Button>
          }
        >
          {t('business.hub.notForCreators', 'The Business Hub is for business, studio and enterprise accounts.')}
        </EmptyState>
      ) : !business ? (
        <EmptyState
          icon={Warehouse}
          title={t('business.register', 'Register your business')}
          action={
            <Button asChild>
              <Link to="/business/register">{t('business.register', 'Register your business')}</Link>
            </Button>
          }
        >
          {t(
            'business.hub.empty',
            'Your listing, its review, analytics and domain verification live here once you have registered your business.',
          )}
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          <Header business={business} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ListingStatusCard business={business} />
            <div className="grid content-start gap-6">
              <DomainCard profile={profile} />
              {business.is_draft ? null : <PlanCard business={business} />}
            </div>
          </div>
          <AnalyticsSection business={business} />
          <Card>
            <CardHeader>
              <CardTitle>{t('business.hub.quickLinks', 'Quick links')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {business.is_draft ? (
                <QuickLink
                  to="/business/register"
                  icon={FilePen}
                  label={t('business.finishRegistration', 'Finish registration')}
                  text={t('business.hub.finishText', 'Your draft is saved; submit it for review.')}
                />
              ) : (
                <QuickLink
                  to="/business-profile"
                  icon={FilePen}
                  label={t('business.editListing', 'Edit your listing')}
                  text={t('business.hub.editText', 'Description, contact, services, products, hours, cover and colour.')}
                />
              )}
              {business.published ? (
                <QuickLink
                  to={`/business/${business.id}`}
                  icon={ExternalLink}
                  label={t('business.viewPublic', 'View public listing')}
                  text={t('business.hub.viewText', 'Your listing as visitors see it.')}
                />
              ) : null}
              <QuickLink
                to="/compliance"
                icon={ShieldCheck}
                label={t('business.hub.compliance', 'Compliance center')}
                text={t('business.hub.complianceText', 'Identity and domain verification.')}
              />
              <QuickLink
                to="/business-directory"
                icon={Search}
                label={t('business.hub.directory', 'Business directory')}
                text={t('business.hub.directoryText', 'See who else is listed, and how.')}
              />
              <QuickLink
                to="/business-pricing"
                icon={Crown}
                label={t('business.hub.plans', 'Plans')}
                text={t('business.hub.plansText', 'More services and products, featured placement.')}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </section>
  );
}
