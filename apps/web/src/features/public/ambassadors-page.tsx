import { Award, CalendarDays, Crown, GraduationCap, HeartHandshake, Mic, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';

const ROLE = [
  {
    icon: GraduationCap,
    title: 'Guide newcomers',
    text: 'Help new members build a professional profile, get verified and avoid the usual traps.',
  },
  {
    icon: ShieldCheck,
    title: 'Champion safety',
    text: 'Model our community standards on consent and fair dealing, and know how to escalate a concern.',
  },
  { icon: Mic, title: 'Represent the community', text: 'Speak for members at industry events, panels and in product feedback sessions.' },
  { icon: HeartHandshake, title: 'Connect people', text: 'Introduce creators, studios and businesses who should be working together.' },
];

const PERKS = [
  { icon: Crown, title: 'Pro included', text: 'Pro for as long as you are an active ambassador.' },
  { icon: Award, title: 'Ambassador badge', text: 'A badge on your profile that tells members you are here to help.' },
  { icon: Sparkles, title: 'Early access', text: 'Try new features and apps before release, and shape them.' },
  { icon: CalendarDays, title: 'Events', text: 'Invitations to the industry events we sponsor.' },
];

export default function AmbassadorsPage() {
  return (
    <PublicPage
      path="/ambassadors"
      eyebrow="Ambassador Program"
      title="Experienced professionals, helping the next generation work safely"
      lead="Ambassadors are established creators and industry professionals who help newcomers get verified, get booked and stay safe."
      actions={
        <Button size="lg" asChild>
          <Link to="/contact?topic=partnerships">Apply to be an ambassador</Link>
        </Button>
      }
    >
      <PageSection id="role" title="What ambassadors do">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ROLE.map((r) => (
            <FeatureCard key={r.title} icon={r.icon} title={r.title}>
              {r.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="perks" title="What you get" className="border-t pt-12">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PERKS.map((p) => (
            <FeatureCard key={p.title} icon={p.icon} title={p.title}>
              {p.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="apply" title="Who we are looking for, and how to apply" className="border-t pt-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary dark:text-red-400">
            <li>At least two years of professional work in the industry, in front of or behind the camera.</li>
            <li>A verified account in good standing, with a complete profile.</li>
            <li>A record of treating collaborators fairly, and the patience to explain things well.</li>
            <li>A few hours a month, and a reliable way to be reached.</li>
          </ul>
          <div className="rounded-lg border bg-card p-6">
            <h3 className="font-semibold">Apply in one message</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              Use the contact form with the topic “Partnerships and ambassadors”. Tell us your username, your work, and why you want to
              help. We reply to every application within two weeks.
            </p>
            <Button className="mt-4" asChild>
              <Link to="/contact?topic=partnerships">Write to us</Link>
            </Button>
          </div>
        </div>
      </PageSection>
    </PublicPage>
  );
}
