import { ArrowRight, BadgeCheck, CalendarCheck, Clapperboard, ShieldCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Backdrop } from '../../components/page/backdrop';
import { HydrateLater } from '../../components/page/hydrate-later';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';

const trust = () => [
  { icon: ShieldCheck, text: t('home.trust.identity', 'Identity verified via vAulth') },
  { icon: Clapperboard, text: t('home.trust.uploads', 'Uploads moderated within 48 hours') },
  { icon: Store, text: t('home.trust.listings', 'Listings verified before publication') },
];

export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden border-b">
      <Backdrop strong />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-16 sm:pt-24 sm:pb-24 lg:grid-cols-[1.15fr_1fr]">
        {/* min-w-0: a long word (German 'Erwachsenenbranche') wraps instead of widening the column past a phone's screen. */}
        <div className="min-w-0">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-background/60 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
            <span className="inline-block size-1.5 rounded-full bg-primary" aria-hidden="true" />
            {t('home.kicker', 'For the adult entertainment industry · 18+ only')}
          </p>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-6xl">
            {t('home.title', 'The professional network for the adult industry.')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            {t(
              'home.lead',
              '{product} is where creators, studios and businesses meet, cast, collaborate and get verified. A serious place to do business, for an industry other platforms turn away.',
              { product: PRODUCT_NAME },
            )}
          </p>
          <JoinButtons className="mt-8" />
          <ul className="mt-10 grid gap-3 text-sm text-muted-foreground sm:grid-cols-3">
            {trust().map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 shrink-0 text-primary dark:text-red-400" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        {/* A picture, nothing to press: hydrated after the calls to action. */}
        <HydrateLater>
          <HeroComposition />
        </HydrateLater>
      </div>
    </section>
  );
}

/** An abstract picture of the product (a verified profile, a casting call, a listing), without people. */
function HeroComposition() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-transparent to-primary/5 blur-2xl" />
      <div className="rounded-xl border bg-card/90 p-5 shadow-2xl shadow-black/20 backdrop-blur">
        <div className="flex items-center gap-4">
          <div className="relative size-16 shrink-0 rounded-full bg-[conic-gradient(from_200deg,var(--color-primary),oklch(0.45_0.12_15),oklch(0.75_0.1_40),var(--color-primary))]">
            <div className="absolute inset-1 rounded-full bg-card" />
            <div className="absolute inset-3 rounded-full bg-gradient-to-br from-muted to-primary/30" />
          </div>
          <div className="grid flex-1 gap-2">
            <div className="flex items-center gap-2">
              <div className="h-3 w-28 rounded bg-foreground/80" />
              <BadgeCheck className="size-4 text-success" />
            </div>
            <div className="h-2.5 w-40 rounded bg-muted-foreground/40" />
            <div className="flex gap-1.5">
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-[10px] font-semibold text-primary dark:text-red-400">
                {t('home.picture.pro', 'PRO')}
              </span>
              <span className="rounded-full bg-success/15 px-2 py-0.5 text-[10px] font-semibold text-success">
                {t('home.picture.verified', 'VERIFIED')}
              </span>
            </div>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-2">
          {['from-primary/40 to-primary/5', 'from-muted-foreground/30 to-muted', 'from-primary/20 to-muted'].map((g) => (
            <div key={g} className={`aspect-[4/5] rounded-md bg-gradient-to-br ${g}`} />
          ))}
        </div>
      </div>
      <div className="absolute -bottom-10 -left-8 w-56 rounded-lg border bg-popover p-3 shadow-xl shadow-black/20">
        <div className="flex items-center gap-2 text-xs font-semibold">
          <Clapperboard className="size-4 text-primary dark:text-red-400" />
          {t('home.picture.casting', 'Casting proposal')}
        </div>
        <div className="mt-2 h-2 w-40 rounded bg-muted-foreground/40" />
        <div className="mt-1.5 h-2 w-28 rounded bg-muted-foreground/25" />
        <div className="mt-3 flex gap-2">
          <span className="h-6 flex-1 rounded bg-primary" />
          <span className="h-6 flex-1 rounded border" />
        </div>
      </div>
      <div className="absolute -top-6 -right-4 flex items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-xs font-medium shadow-xl shadow-black/20">
        <CalendarCheck className="size-4 text-success" />
        {t('home.picture.listing', 'Listing approved')}
      </div>
    </div>
  );
}

/**
 * The home page's calls to action (hero and closing band); extra buttons follow them. Visitors get
 * Join now and Sign in; a signed-in member gets the way to their dashboard instead.
 */
export function JoinButtons({ className, children }: { className?: string; children?: ReactNode }) {
  const signedIn = Boolean(useSession());
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {signedIn ? (
        <Button size="lg" asChild>
          <Link to="/dashboard">
            {t('home.toDashboard', 'Go to dashboard')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <>
          <Button size="lg" asChild>
            <Link to="/signup">
              {t('shell.header.join', 'Join now')} <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/auth">{t('shell.header.signIn', 'Sign in')}</Link>
          </Button>
        </>
      )}
      {children}
    </div>
  );
}
