import { BadgeCheck, Briefcase, Globe, HeartHandshake, Lock, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { useSiteInfo } from './queries';

const principles = () => [
  {
    icon: Briefcase,
    title: t('public.about.professional', 'Professional first'),
    text: t(
      'public.about.professionalText',
      'This is where the industry does business. We build tools for casting, bookings and trade, not for fans.',
    ),
  },
  {
    icon: BadgeCheck,
    title: t('public.about.verified', 'Verified, not anonymous'),
    text: t(
      'public.about.verifiedText',
      'Identity and age are checked by an independent compliance hub, so people know who they are dealing with.',
    ),
  },
  {
    icon: Lock,
    title: t('public.about.private', 'Private by default'),
    text: t('public.about.privateText', 'Legal names are never public, we never sell data, and members control what they show.'),
  },
  {
    icon: Scale,
    title: t('public.about.fair', 'Fair and accountable'),
    text: t('public.about.fairText', 'Clear rules, published prices, moderation within 48 hours and a real person behind every decision.'),
  },
];

export default function AboutPage() {
  const site = useSiteInfo();
  return (
    <PublicPage
      path="/about"
      eyebrow={t('public.about.eyebrow', 'About us')}
      title={t('public.about.title', 'Built for an industry other platforms turn away')}
      lead={t(
        'public.about.lead',
        '{product} is the professional network, directory and career platform for the adult entertainment industry: creators and models, studios, businesses and the groups that run them.',
        { product: PRODUCT_NAME },
      )}
    >
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div className="grid gap-4 text-lg leading-8 text-muted-foreground">
          <p>
            {t(
              'public.about.story1',
              'People in this industry run real businesses. They cast productions, book shoots, hire crews, pay for services and build careers. Yet the professional networks, directories and tools everyone else relies on close their accounts, freeze their payments or refuse them outright.',
            )}
          </p>
          <p>
            {t(
              'public.about.story2',
              'We started {product} to give the industry a home of its own: a place to show your work, find the right people, know they are who they say they are, and get on with business. Safety and consent are built into every part of it, because in this industry they are not optional.',
              { product: PRODUCT_NAME },
            )}
          </p>
        </div>
        <div className="rounded-lg border bg-card p-6">
          <h2 className="font-semibold">{t('public.about.glance', 'At a glance')}</h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('public.about.who', 'Who it is for')}</dt>
              <dd className="mt-0.5 font-medium">
                {t('public.about.whoText', 'Creators and models, studios, businesses and enterprise groups. Adults (18+) only.')}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('public.about.how', 'How we verify')}</dt>
              <dd className="mt-0.5 font-medium">{t('public.about.howText', 'Identity and domains through the vAulth compliance hub.')}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('public.about.where', 'Where we work')}</dt>
              <dd className="mt-0.5 font-medium">
                {t('public.about.whereText', 'Remote-first, across European and American time zones.')}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('public.about.operator', 'Operated by')}</dt>
              <dd className="mt-0.5 font-medium">{site.data ? site.data.company_name : <Skeleton className="h-4 w-40" />}</dd>
            </div>
          </dl>
        </div>
      </div>
      <PageSection id="principles" title={t('public.about.principles', 'What we stand for')} className="mt-16 border-t pt-12">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {principles().map((p) => (
            <FeatureCard key={p.title} icon={p.icon} title={p.title}>
              {p.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="involved" title={t('public.about.involved', 'Get involved')} className="border-t pt-12">
        <div className="grid gap-4 md:grid-cols-3">
          <FeatureCard icon={Globe} title={t('public.about.work', 'Work with us')}>
            {t('public.about.workText', 'We are hiring across engineering, trust and safety, compliance and partnerships.')}{' '}
            <Link to="/careers" className="font-medium text-foreground underline underline-offset-4">
              {t('public.about.roles', 'See open roles')}
            </Link>
          </FeatureCard>
          <FeatureCard icon={HeartHandshake} title={t('public.about.ambassador', 'Become an ambassador')}>
            {t('public.about.ambassadorText', 'Experienced in the industry? Help newcomers work safely.')}{' '}
            <Link to="/ambassadors" className="font-medium text-foreground underline underline-offset-4">
              {t('public.about.program', 'The Ambassador Program')}
            </Link>
          </FeatureCard>
          <FeatureCard icon={Briefcase} title={t('public.about.press', 'Press')}>
            {t('public.about.pressText', 'For interviews, figures and brand assets, write to')}{' '}
            {site.data ? (
              <a href={`mailto:${site.data.emails.press}`} className="font-medium text-foreground underline underline-offset-4">
                {site.data.emails.press}
              </a>
            ) : (
              <Link to="/contact?topic=press" className="font-medium text-foreground underline underline-offset-4">
                {t('public.about.pressTeam', 'our press team')}
              </Link>
            )}
            .
          </FeatureCard>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link to="/signup">{t('public.about.join', 'Join {product}', { product: PRODUCT_NAME })}</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/rse-policy">{t('public.about.rse', 'Our responsibility policy')}</Link>
          </Button>
        </div>
      </PageSection>
    </PublicPage>
  );
}
