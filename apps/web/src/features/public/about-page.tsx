import { BadgeCheck, Briefcase, Globe, HeartHandshake, Lock, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureCard, PageSection, PublicPage } from '../../components/page/page-layout';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PRODUCT_NAME } from '../../lib/product';
import { useSiteInfo } from './queries';

const PRINCIPLES = [
  {
    icon: Briefcase,
    title: 'Professional first',
    text: 'This is where the industry does business. We build tools for casting, bookings and trade, not for fans.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified, not anonymous',
    text: 'Identity and age are checked by an independent compliance hub, so people know who they are dealing with.',
  },
  {
    icon: Lock,
    title: 'Private by default',
    text: 'Legal names are never public, we never sell data, and members control what they show.',
  },
  {
    icon: Scale,
    title: 'Fair and accountable',
    text: 'Clear rules, published prices, moderation within 48 hours and a real person behind every decision.',
  },
];

export default function AboutPage() {
  const site = useSiteInfo();
  return (
    <PublicPage
      path="/about"
      eyebrow="About us"
      title="Built for an industry other platforms turn away"
      lead={`${PRODUCT_NAME} is the professional network, directory and career platform for the adult entertainment industry: creators and models, studios, businesses and the groups that run them.`}
    >
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div className="grid gap-4 text-lg leading-8 text-muted-foreground">
          <p>
            People in this industry run real businesses. They cast productions, book shoots, hire crews, pay for services and build careers.
            Yet the professional networks, directories and tools everyone else relies on close their accounts, freeze their payments or
            refuse them outright.
          </p>
          <p>
            We started {PRODUCT_NAME} to give the industry a home of its own: a place to show your work, find the right people, know they
            are who they say they are, and get on with business. Safety and consent are built into every part of it, because in this
            industry they are not optional.
          </p>
        </div>
        <div className="rounded-lg border bg-card p-6">
          <h2 className="font-semibold">At a glance</h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Who it is for</dt>
              <dd className="mt-0.5 font-medium">Creators and models, studios, businesses and enterprise groups. Adults (18+) only.</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">How we verify</dt>
              <dd className="mt-0.5 font-medium">Identity and domains through the vAulth compliance hub.</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Where we work</dt>
              <dd className="mt-0.5 font-medium">Remote-first, across European and American time zones.</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Operated by</dt>
              <dd className="mt-0.5 font-medium">{site.data ? site.data.company_name : <Skeleton className="h-4 w-40" />}</dd>
            </div>
          </dl>
        </div>
      </div>
      <PageSection id="principles" title="What we stand for" className="mt-16 border-t pt-12">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRINCIPLES.map((p) => (
            <FeatureCard key={p.title} icon={p.icon} title={p.title}>
              {p.text}
            </FeatureCard>
          ))}
        </div>
      </PageSection>
      <PageSection id="involved" title="Get involved" className="border-t pt-12">
        <div className="grid gap-4 md:grid-cols-3">
          <FeatureCard icon={Globe} title="Work with us">
            We are hiring across engineering, trust and safety, compliance and partnerships.{' '}
            <Link to="/careers" className="font-medium text-foreground underline underline-offset-4">
              See open roles
            </Link>
          </FeatureCard>
          <FeatureCard icon={HeartHandshake} title="Become an ambassador">
            Experienced in the industry? Help newcomers work safely.{' '}
            <Link to="/ambassadors" className="font-medium text-foreground underline underline-offset-4">
              The Ambassador Program
            </Link>
          </FeatureCard>
          <FeatureCard icon={Briefcase} title="Press">
            For interviews, figures and brand assets, write to{' '}
            {site.data ? (
              <a href={`mailto:${site.data.emails.press}`} className="font-medium text-foreground underline underline-offset-4">
                {site.data.emails.press}
              </a>
            ) : (
              <Link to="/contact?topic=press" className="font-medium text-foreground underline underline-offset-4">
                our press team
              </Link>
            )}
            .
          </FeatureCard>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link to="/signup">Join {PRODUCT_NAME}</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/rse-policy">Our responsibility policy</Link>
          </Button>
        </div>
      </PageSection>
    </PublicPage>
  );
}
