import { BadgeCheck, Building2, ClipboardList, FileSignature, Megaphone, Search, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

const tools = () => [
  {
    icon: ClipboardList,
    title: t('public.features.forms', 'Casting forms builder'),
    text: t('public.studios.formsText', 'Build application forms with the questions each production needs, and reuse them.'),
  },
  {
    icon: Search,
    title: t('public.studios.discovery', 'Verified talent discovery'),
    text: t('public.studios.discoveryText', 'Search creators by location and content type, and shortlist verified profiles only.'),
  },
  {
    icon: Megaphone,
    title: t('public.features.news', 'Studio news'),
    text: t('public.studios.newsText', 'Announce productions, open calls and releases to the creators who follow you.'),
  },
  {
    icon: FileSignature,
    title: t('public.studios.releases', 'Releases with MB Licensing'),
    text: t('public.studios.releasesText', 'Keep model releases and usage windows alongside each project.'),
  },
];

const steps = () => [
  {
    title: t('public.studios.join', 'Join as a studio'),
    text: t('public.studios.joinText', 'Create a free studio account and complete your profile.'),
  },
  {
    title: t('public.studios.verify', 'Get verified'),
    text: t('public.studios.verifyText', 'Verify the account holder through the vAulth compliance hub, in about ten minutes.'),
  },
  {
    title: t('public.studios.publish', 'Publish a casting form'),
    text: t('public.studios.publishText', 'Describe the production, the roles and what applicants should send.'),
  },
  {
    title: t('public.studios.send', 'Send proposals'),
    text: t('public.studios.sendText', 'Invite verified creators directly and track every reply in one place.'),
  },
];

export default function StudiosPage() {
  return (
    <PublicPage
      path="/studios"
      eyebrow={t('home.aud.studiosLink', 'For studios')}
      title={t('public.studios.title', 'Cast verified talent, and run every studio from one place')}
      lead={t(
        'public.studios.lead',
        'Casting forms, talent discovery and studio news for production companies of every size, with enterprise accounts for groups of studios.',
      )}
      actions={
        <>
          <Button size="lg" asChild>
            <Link to="/signup">{t('public.studios.join', 'Join as a studio')}</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing#enterprise">{t('public.studios.enterprisePricing', 'Enterprise pricing')}</Link>
          </Button>
        </>
      }
    >
      <PageSection
        id="tools"
        title={t('public.studios.tools', 'Studio tools')}
        intro={t('public.studios.toolsIntro', 'Made for the way casting actually works in this industry.')}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tools().map((tool) => (
            <FeatureCard key={tool.title} icon={tool.icon} title={tool.title}>
              {tool.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="how" title={t('public.studios.how', 'From sign-up to first casting')} className="border-t pt-12">
        <ol className="grid gap-4 md:grid-cols-4">
          {steps().map((s, i) => (
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
      <PageSection
        id="enterprise"
        title={t('public.studios.enterprise', 'Several studios? One enterprise account.')}
        className="border-t pt-12"
      >
        <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
          <p className="text-muted-foreground">
            {t(
              'public.studios.enterpriseText',
              'Enterprise accounts link any number of studios. Switch between them without signing out, give your team sub-user accounts with their own sign-in, and keep verification and compliance for the whole group in one compliance center. Every App Store app is included.',
            )}
          </p>
          <ul className="grid gap-3 text-sm">
            {[
              { icon: Building2, text: t('public.studios.linked', 'Linked studios with one switcher') },
              { icon: UsersRound, text: t('public.studios.subUsers', 'Sub-users for casting, production and admin staff') },
              { icon: ShieldCheck, text: t('public.studios.compliance', 'Group-wide compliance center') },
              { icon: BadgeCheck, text: t('public.studios.api', 'Developer settings and API access') },
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
