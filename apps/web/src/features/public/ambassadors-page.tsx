import { Award, CalendarDays, Crown, GraduationCap, HeartHandshake, Mic, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

const roles = () => [
  {
    icon: GraduationCap,
    title: t('public.ambassadors.guide', 'Guide newcomers'),
    text: t('public.ambassadors.guideText', 'Help new members build a professional profile, get verified and avoid the usual traps.'),
  },
  {
    icon: ShieldCheck,
    title: t('public.ambassadors.safety', 'Champion safety'),
    text: t(
      'public.ambassadors.safetyText',
      'Model our community standards on consent and fair dealing, and know how to escalate a concern.',
    ),
  },
  {
    icon: Mic,
    title: t('public.ambassadors.represent', 'Represent the community'),
    text: t('public.ambassadors.representText', 'Speak for members at industry events, panels and in product feedback sessions.'),
  },
  {
    icon: HeartHandshake,
    title: t('public.ambassadors.connect', 'Connect people'),
    text: t('public.ambassadors.connectText', 'Introduce creators, studios and businesses who should be working together.'),
  },
];

const perks = () => [
  {
    icon: Crown,
    title: t('public.ambassadors.pro', 'Pro included'),
    text: t('public.ambassadors.proText', 'Pro for as long as you are an active ambassador.'),
  },
  {
    icon: Award,
    title: t('public.ambassadors.badge', 'Ambassador badge'),
    text: t('public.ambassadors.badgeText', 'A badge on your profile that tells members you are here to help.'),
  },
  {
    icon: Sparkles,
    title: t('public.ambassadors.early', 'Early access'),
    text: t('public.ambassadors.earlyText', 'Try new features and apps before release, and shape them.'),
  },
  {
    icon: CalendarDays,
    title: t('public.ambassadors.events', 'Events'),
    text: t('public.ambassadors.eventsText', 'Invitations to the industry events we sponsor.'),
  },
];

export default function AmbassadorsPage() {
  return (
    <PublicPage
      path="/ambassadors"
      eyebrow={t('public.ambassadors.eyebrow', 'Ambassador Program')}
      title={t('public.ambassadors.title', 'Experienced professionals, helping the next generation work safely')}
      lead={t(
        'public.ambassadors.lead',
        'Ambassadors are established creators and industry professionals who help newcomers get verified, get booked and stay safe.',
      )}
      actions={
        <Button size="lg" asChild>
          <Link to="/contact?topic=partnerships">{t('public.ambassadors.apply', 'Apply to be an ambassador')}</Link>
        </Button>
      }
    >
      <PageSection id="role" title={t('public.ambassadors.role', 'What ambassadors do')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {roles().map((r) => (
            <FeatureCard key={r.title} icon={r.icon} title={r.title}>
              {r.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="perks" title={t('public.ambassadors.perks', 'What you get')} className="border-t pt-12">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {perks().map((p) => (
            <FeatureCard key={p.title} icon={p.icon} title={p.title}>
              {p.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="apply" title={t('public.ambassadors.who', 'Who we are looking for, and how to apply')} className="border-t pt-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary dark:text-red-400">
            <li>
              {t('public.ambassadors.req1', 'At least two years of professional work in the industry, in front of or behind the camera.')}
            </li>
            <li>{t('public.ambassadors.req2', 'A verified account in good standing, with a complete profile.')}</li>
            <li>{t('public.ambassadors.req3', 'A record of treating collaborators fairly, and the patience to explain things well.')}</li>
            <li>{t('public.ambassadors.req4', 'A few hours a month, and a reliable way to be reached.')}</li>
          </ul>
          <div className="rounded-lg border bg-card p-6">
            <h3 className="font-semibold">{t('public.ambassadors.oneMessage', 'Apply in one message')}</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(
                'public.ambassadors.howText',
                'Use the contact form with the topic “Partnerships and ambassadors”. Tell us your username, your work, and why you want to help. We reply to every application within two weeks.',
              )}
            </p>
            <Button className="mt-4" asChild>
              <Link to="/contact?topic=partnerships">{t('public.ambassadors.write', 'Write to us')}</Link>
            </Button>
          </div>
        </div>
      </PageSection>
    </PublicPage>
  );
}
