import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  CalendarDays,
  Camera,
  Clapperboard,
  FileSignature,
  Gavel,
  Layers,
  ShieldCheck,
  Store,
  Trophy,
  UserRoundCheck,
  Video,
} from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

const audiences = () => [
  {
    icon: Camera,
    title: t('home.aud.creators', 'Creators and models'),
    points: [
      t('home.aud.creators1', 'A portfolio that shows your best, current work'),
      t('home.aud.creators2', 'Verified identity that studios can trust'),
      t('home.aud.creators3', 'Casting proposals and collaborations in one inbox'),
      t('home.aud.creators4', 'Pro: unlimited images, videos and albums, no ads'),
    ],
    link: { to: '/features#creators', label: t('home.aud.creatorsLink', 'Creator features') },
  },
  {
    icon: Clapperboard,
    title: t('home.aud.studios', 'Studios'),
    points: [
      t('home.aud.studios1', 'Casting forms you build once and reuse'),
      t('home.aud.studios2', 'Discover verified talent by location and content type'),
      t('home.aud.studios3', 'Publish studio news to the people who follow you'),
      t('home.aud.studios4', 'Send proposals and track every reply'),
    ],
    link: { to: '/studios', label: t('home.aud.studiosLink', 'For studios') },
  },
  {
    icon: Store,
    title: t('home.aud.businesses', 'Businesses'),
    points: [
      t('home.aud.businesses1', 'A moderated, verified listing in the business directory'),
      t('home.aud.businesses2', 'Domain verification through the vAulth compliance hub'),
      t('home.aud.businesses3', 'Plans that grow with you, from free to Business Pro'),
      t('home.aud.businesses4', 'Business apps from the App Store'),
    ],
    link: { to: '/pricing', label: t('home.aud.businessesLink', 'Business plans') },
  },
  {
    icon: Building2,
    title: t('home.aud.enterprise', 'Enterprise'),
    points: [
      t('home.aud.enterprise1', 'Several studios under one account'),
      t('home.aud.enterprise2', 'Switch between studios without signing out'),
      t('home.aud.enterprise3', 'Sub-users with their own sign-in'),
      t('home.aud.enterprise4', 'One compliance center for the whole group'),
    ],
    link: { to: '/contact', label: t('home.aud.enterpriseLink', 'Talk to us') },
  },
];

/** The App Store's mini-apps as the marketing pages describe them (the features page shows them too). */
export const miniApps = () => [
  {
    icon: CalendarDays,
    name: 'MB Bookings',
    text: t('home.apps.bookings', 'Shoot and appearance bookings against your real availability, with deposits and reminders.'),
  },
  {
    icon: Video,
    name: 'MB Visio',
    text: t('home.apps.visio', 'Private, scheduled video calls for castings and consultations, no phone numbers shared.'),
  },
  {
    icon: Trophy,
    name: 'MB Trophy',
    text: t('home.apps.trophy', 'Award nominations, jury voting and published results for industry awards.'),
  },
  {
    icon: Briefcase,
    name: 'MB Events',
    text: t('home.apps.events', 'Publish events, allocate or sell tickets and check guests in at the door.'),
  },
  {
    icon: FileSignature,
    name: 'MB Licensing',
    text: t('home.apps.licensing', 'Content licences, model releases and usage windows, tracked per project.'),
  },
];

const trust = () => [
  {
    icon: UserRoundCheck,
    title: t('home.trustCard.identity', 'Identity verification via vAulth'),
    text: t(
      'home.trustCard.identityText',
      'An independent compliance hub checks a government ID against a live selfie. We receive the result, never your documents.',
    ),
  },
  {
    icon: BadgeCheck,
    title: t('home.trustCard.adults', 'Adults only, 18+'),
    text: t('home.trustCard.adultsText', 'Every member must be 18 or older. Unverified accounts cannot publish age-restricted work.'),
  },
  {
    icon: ShieldCheck,
    title: t('home.trustCard.moderation', 'Moderation within 48 hours'),
    text: t(
      'home.trustCard.moderationText',
      'Uploads from unverified accounts and reported content are reviewed by a moderator within 48 hours.',
    ),
  },
  {
    icon: Layers,
    title: t('home.trustCard.listings', 'Listings verified before publication'),
    text: t(
      'home.trustCard.listingsText',
      'Every business listing is reviewed, and its domain verified, before it appears in the directory.',
    ),
  },
];

export function AudiencesSection() {
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-primary dark:text-red-400 uppercase">
        {t('home.aud.kicker', 'Built for every side of the industry')}
      </p>
      <h2 id="audiences-title" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.aud.title', 'One network for the people who make the work, and the businesses behind them.')}
      </h2>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {audiences().map(({ icon: Icon, title, points, link }) => (
          <article key={title} className="flex flex-col rounded-lg border bg-card p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary dark:text-red-400">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <ul className="mt-3 grid flex-1 gap-2 text-sm text-muted-foreground">
              {points.map((p) => (
                <li key={p} className="flex gap-2">
                  <span className="mt-2 size-1 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
            <Link
              to={link.to}
              className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-foreground underline-offset-4 hover:underline"
            >
              {link.label} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}

export function AppStoreSection() {
  return (
    <section aria-labelledby="apps-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary dark:text-red-400 uppercase">
              {t('home.apps.kicker', 'App Store')}
            </p>
            <h2 id="apps-title" className="mt-2 text-3xl font-bold tracking-tight">
              {t('home.apps.title', 'Tools for running the business')}
            </h2>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              {t('home.apps.lead', 'Mini-apps that sit on top of verified identities, for business, studio and enterprise accounts.')}
            </p>
          </div>
          <Link to="/features#app-store" className="text-sm font-medium underline-offset-4 hover:underline">
            {t('home.apps.how', 'How installs work')}
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {miniApps().map(({ icon: Icon, name, text }) => (
            <li key={name} className="flex gap-4 rounded-lg border bg-card p-5 sm:block">
              <Icon className="size-6 shrink-0 text-primary dark:text-red-400" aria-hidden />
              <div>
                <h3 className="font-semibold sm:mt-3">{name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function TrustSection() {
  return (
    <section aria-labelledby="trust-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary dark:text-red-400 uppercase">
            {t('home.trustCard.kicker', 'Trust and safety')}
          </p>
          <h2 id="trust-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('home.trustCard.title', 'Know who you are working with.')}
          </h2>
          <p className="mt-4 text-muted-foreground">
            {t(
              'home.trustCard.lead',
              'Casting, bookings and business only work when people are who they say they are. Verification, moderation and clear records are built in, not bolted on.',
            )}
          </p>
          <div className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <Link to="/2257-statement" className="inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline">
              <Gavel className="size-4 text-primary dark:text-red-400" aria-hidden /> {t('home.trustCard.statement', '2257 statement')}
            </Link>
            <Link to="/dmca" className="inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline">
              <FileSignature className="size-4 text-primary dark:text-red-400" aria-hidden />{' '}
              {t('home.trustCard.dmca', 'DMCA and copyright')}
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {trust().map(({ icon: Icon, title, text }) => (
            <li key={title} className={cn('rounded-lg border bg-card p-5')}>
              <Icon className="size-5 text-primary dark:text-red-400" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
