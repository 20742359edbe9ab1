import { BadgeCheck, Building2, ClipboardList, FileSignature, Megaphone, Search, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';

const TOOLS = [
  {
    icon: ClipboardList,
    title: 'Casting forms builder',
    text: 'Build application forms with the questions each production needs, and reuse them.',
  },
  {
    icon: Search,
    title: 'Verified talent discovery',
    text: 'Search creators by location and content type, and shortlist verified profiles only.',
  },
  { icon: Megaphone, title: 'Studio news', text: 'Announce productions, open calls and releases to the creators who follow you.' },
  { icon: FileSignature, title: 'Releases with MB Licensing', text: 'Keep model releases and usage windows alongside each project.' },
];

const STEPS = [
  { title: 'Join as a studio', text: 'Create a free studio account and complete your profile.' },
  { title: 'Get verified', text: 'Verify the account holder through the vAulth compliance hub, in about ten minutes.' },
  { title: 'Publish a casting form', text: 'Describe the production, the roles and what applicants should send.' },
  { title: 'Send proposals', text: 'Invite verified creators directly and track every reply in one place.' },
];

export default function StudiosPage() {
  return (
    <PublicPage
      path="/studios"
      eyebrow="For studios"
      title="Cast verified talent, and run every studio from one place"
      lead="Casting forms, talent discovery and studio news for production companies of every size, with enterprise accounts for groups of studios."
      actions={
        <>
          <Button size="lg" asChild>
            <Link to="/signup">Join as a studio</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing#enterprise">Enterprise pricing</Link>
          </Button>
        </>
      }
    >
      <PageSection id="tools" title="Studio tools" intro="Made for the way casting actually works in this industry.">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((t) => (
            <FeatureCard key={t.title} icon={t.icon} title={t.title}>
              {t.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="how" title="From sign-up to first casting" className="border-t pt-12">
        <ol className="grid gap-4 md:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-lg border bg-card p-5">
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="enterprise" title="Several studios? One enterprise account." className="border-t pt-12">
        <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
          <p className="text-muted-foreground">
            Enterprise accounts link any number of studios. Switch between them without signing out, give your team sub-user accounts with
            their own sign-in, and keep verification and compliance for the whole group in one compliance center. Every App Store app is
            included.
          </p>
          <ul className="grid gap-3 text-sm">
            {[
              { icon: Building2, text: 'Linked studios with one switcher' },
              { icon: UsersRound, text: 'Sub-users for casting, production and admin staff' },
              { icon: ShieldCheck, text: 'Group-wide compliance center' },
              { icon: BadgeCheck, text: 'Developer settings and API access' },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-md border bg-card px-4 py-3">
                <Icon className="size-5 text-primary dark:text-red-400" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
    </PublicPage>
  );
}
