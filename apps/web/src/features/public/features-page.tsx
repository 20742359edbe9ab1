import {
  BadgeCheck,
  CalendarDays,
  Camera,
  Clapperboard,
  Crown,
  Filter,
  Handshake,
  IdCard,
  Layers,
  MessagesSquare,
  Network,
  Newspaper,
  ShieldCheck,
  Store,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { miniApps } from '../home';

const groups = () => [
  {
    id: 'creators',
    title: t('public.features.creators', 'Profiles and portfolios'),
    intro: t('public.features.creatorsIntro', 'Your professional presence: what you do, where you work and your best recent work.'),
    items: [
      {
        icon: Camera,
        title: t('public.features.portfolio', 'Portfolio'),
        text: t('public.features.portfolioText', 'Images, and with Pro videos and albums, in a layout built to be shortlisted.'),
      },
      {
        icon: BadgeCheck,
        title: t('public.features.badge', 'Verified badge'),
        text: t('public.features.badgeText', 'Identity and age checked by the vAulth compliance hub; shown on your profile and in search.'),
      },
      {
        icon: Filter,
        title: t('public.features.filters', 'Content types and filters'),
        text: t('public.features.filtersText', 'Say what kinds of work you do; visitors choose what they see: all, gay, straight or bi.'),
      },
      {
        icon: Crown,
        title: t('public.features.pro', 'Pro'),
        text: t('public.features.proText', 'Unlimited images, videos and albums, no sponsored ads on your portfolio, and app installs.'),
      },
    ],
  },
  {
    id: 'networking',
    title: t('public.features.networking', 'Networking and work'),
    intro: t('public.features.networkingIntro', 'Everything between "I like your work" and a confirmed booking.'),
    items: [
      {
        icon: Network,
        title: t('public.features.discover', 'Discover creators'),
        text: t('public.features.discoverText', 'Search by location and content type, and filter to verified profiles.'),
      },
      {
        icon: MessagesSquare,
        title: t('public.features.messages', 'Messages'),
        text: t('public.features.messagesText', 'Direct messages between members, with notifications you control.'),
      },
      {
        icon: Handshake,
        title: t('public.features.collaborations', 'Collaborations'),
        text: t('public.features.collaborationsText', 'Propose a collaboration, agree the details in writing, and keep it in one thread.'),
      },
      {
        icon: Clapperboard,
        title: t('public.features.casting', 'Casting'),
        text: t('public.features.castingText', 'Studios send casting proposals; creators accept or decline in one place.'),
      },
      {
        icon: CalendarDays,
        title: t('public.features.events', 'Events'),
        text: t('public.features.eventsText', 'Industry events, awards and meet-ups, with details and tickets.'),
      },
      {
        icon: Newspaper,
        title: t('public.features.feed', 'Activity feed'),
        text: t('public.features.feedText', 'News from the people, studios and businesses you follow.'),
      },
    ],
  },
  {
    id: 'business',
    title: t('public.features.business', 'Business directory'),
    intro: t(
      'public.features.businessIntro',
      'A trusted directory of agencies, production, payments, healthcare and the services the industry relies on.',
    ),
    items: [
      {
        icon: Store,
        title: t('public.features.moderated', 'Moderated listings'),
        text: t('public.features.moderatedText', 'Every listing is reviewed before publication, usually within 48 hours.'),
      },
      {
        icon: ShieldCheck,
        title: t('public.features.domain', 'Domain verification'),
        text: t('public.features.domainText', 'Prove you own your website through the vAulth compliance hub.'),
      },
      {
        icon: Layers,
        title: t('public.features.categories', '12 categories'),
        text: t('public.features.categoriesText', 'Choose up to three, from agencies and post-production to marketing and wellbeing.'),
      },
      {
        icon: IdCard,
        title: t('public.features.catalogue', 'Services and products'),
        text: t('public.features.catalogueText', 'Business Pro listings show a catalogue of services and products with prices.'),
      },
    ],
  },
  {
    id: 'enterprise',
    title: t('public.features.enterprise', 'Studios and enterprise'),
    intro: t('public.features.enterpriseIntro', 'For the companies that cast and produce.'),
    items: [
      {
        icon: Clapperboard,
        title: t('public.features.forms', 'Casting forms builder'),
        text: t('public.features.formsText', 'Build application forms once; reuse them for every production.'),
      },
      {
        icon: Newspaper,
        title: t('public.features.news', 'Studio news'),
        text: t('public.features.newsText', 'Publish updates to the creators who follow your studio.'),
      },
      {
        icon: UsersRound,
        title: t('public.features.studios', 'Several studios, one account'),
        text: t('public.features.studiosText', 'Enterprise accounts link studios and switch between them.'),
      },
      {
        icon: ShieldCheck,
        title: t('public.features.compliance', 'Compliance center'),
        text: t('public.features.complianceText', 'Verification status and records for the whole group in one place.'),
      },
    ],
  },
];

export default function FeaturesPage() {
  return (
    <PublicPage
      path="/features"
      eyebrow={t('public.features.eyebrow', 'Features')}
      title={t('public.features.title', 'Everything the industry needs to do business')}
      lead={t(
        'public.features.lead',
        'Portfolios, verified identity, casting, collaborations, a moderated business directory and an app store of business tools, in one professional network.',
      )}
      actions={
        <>
          <Button size="lg" asChild>
            <Link to="/signup">{t('public.features.join', 'Join now')}</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing">{t('home.band.pricing', 'See pricing')}</Link>
          </Button>
        </>
      }
    >
      {groups().map((g) => (
        <PageSection key={g.id} id={g.id} title={g.title} intro={g.intro} className="border-b pb-12 last:border-0">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {g.items.map((i) => (
              <FeatureCard key={i.title} icon={i.icon} title={i.title}>
                {i.text}
              </FeatureCard>
            ))}
          </div>
        </PageSection>
      ))}
      <PageSection
        id="app-store"
        title={t('public.features.appStore', 'App Store')}
        intro={t(
          'public.features.appStoreIntro',
          'Mini-apps that plug into your verified account. Every member can browse the store; enterprise accounts install any app, studios install with Pro, and businesses install with Business Pro.',
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {miniApps().map((a) => (
            <FeatureCard key={a.name} icon={a.icon} title={a.name}>
              {a.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
    </PublicPage>
  );
}
