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
import { MINI_APPS } from '../home';

const GROUPS = [
  {
    id: 'creators',
    title: 'Profiles and portfolios',
    intro: 'Your professional presence: what you do, where you work and your best recent work.',
    items: [
      { icon: Camera, title: 'Portfolio', text: 'Images, and with Pro videos and albums, in a layout built to be shortlisted.' },
      {
        icon: BadgeCheck,
        title: 'Verified badge',
        text: 'Identity and age checked by the vAulth compliance hub; shown on your profile and in search.',
      },
      {
        icon: Filter,
        title: 'Content types and filters',
        text: 'Say what kinds of work you do; visitors choose what they see: all, gay, straight or bi.',
      },
      { icon: Crown, title: 'Pro', text: 'Unlimited images, videos and albums, no sponsored ads on your portfolio, and app installs.' },
    ],
  },
  {
    id: 'networking',
    title: 'Networking and work',
    intro: 'Everything between "I like your work" and a confirmed booking.',
    items: [
      { icon: Network, title: 'Discover creators', text: 'Search by location and content type, and filter to verified profiles.' },
      { icon: MessagesSquare, title: 'Messages', text: 'Direct messages between members, with notifications you control.' },
      {
        icon: Handshake,
        title: 'Collaborations',
        text: 'Propose a collaboration, agree the details in writing, and keep it in one thread.',
      },
      { icon: Clapperboard, title: 'Casting', text: 'Studios send casting proposals; creators accept or decline in one place.' },
      { icon: CalendarDays, title: 'Events', text: 'Industry events, awards and meet-ups, with details and tickets.' },
      { icon: Newspaper, title: 'Activity feed', text: 'News from the people, studios and businesses you follow.' },
    ],
  },
  {
    id: 'business',
    title: 'Business directory',
    intro: 'A trusted directory of agencies, production, payments, healthcare and the services the industry relies on.',
    items: [
      { icon: Store, title: 'Moderated listings', text: 'Every listing is reviewed before publication, usually within 48 hours.' },
      { icon: ShieldCheck, title: 'Domain verification', text: 'Prove you own your website through the vAulth compliance hub.' },
      { icon: Layers, title: '12 categories', text: 'Choose up to three, from agencies and post-production to marketing and wellbeing.' },
      {
        icon: IdCard,
        title: 'Services and products',
        text: 'Business Pro listings show a catalogue of services and products with prices.',
      },
    ],
  },
  {
    id: 'enterprise',
    title: 'Studios and enterprise',
    intro: 'For the companies that cast and produce.',
    items: [
      { icon: Clapperboard, title: 'Casting forms builder', text: 'Build application forms once; reuse them for every production.' },
      { icon: Newspaper, title: 'Studio news', text: 'Publish updates to the creators who follow your studio.' },
      { icon: UsersRound, title: 'Several studios, one account', text: 'Enterprise accounts link studios and switch between them.' },
      { icon: ShieldCheck, title: 'Compliance center', text: 'Verification status and records for the whole group in one place.' },
    ],
  },
];

export default function FeaturesPage() {
  return (
    <PublicPage
      path="/features"
      eyebrow="Features"
      title="Everything the industry needs to do business"
      lead="Portfolios, verified identity, casting, collaborations, a moderated business directory and an app store of business tools, in one professional network."
      actions={
        <>
          <Button size="lg" asChild>
            <Link to="/signup">Join now</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing">See pricing</Link>
          </Button>
        </>
      }
    >
      {GROUPS.map((g) => (
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
        title="App Store"
        intro="Mini-apps that plug into your verified account. Every member can browse the store; enterprise accounts install any app, studios install with Pro, and businesses install with Business Pro."
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {MINI_APPS.map((a) => (
            <FeatureCard key={a.name} icon={a.icon} title={a.name}>
              {a.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
    </PublicPage>
  );
}
