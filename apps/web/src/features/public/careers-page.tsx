import { ChevronDown, Clock, MapPin } from 'lucide-react';
import { PageSection, PublicPage } from '../../components/page/page-layout';
import { InlineSkeleton, Skeleton } from '../../components/ui/skeleton';
import { PRODUCT_NAME } from '../../lib/product';
import { ROLES } from './careers-data';
import { useSiteInfo } from './queries';

const STEPS = [
  'You e-mail us. A person reads every application and replies within ten business days.',
  'A 30-minute introductory call about the role and about you.',
  'A practical exercise that reflects the job. Take-home work is paid.',
  'A conversation with the people you would work with most, then a decision.',
];

export default function CareersPage() {
  const site = useSiteInfo();
  const careers = site.data?.emails.careers;
  const examples = ROLES.some((r) => r.example);
  const mailto = (role: string) => (careers ? `mailto:${careers}?subject=${encodeURIComponent(`Application: ${role}`)}` : undefined);
  return (
    <PublicPage
      path="/careers"
      eyebrow="Careers"
      title="Help build the professional home of the adult industry"
      lead={`${PRODUCT_NAME} is a small, remote-first team. We care about doing right by the people who use what we build, and we hire people who do too.`}
    >
      <PageSection id="roles" title={examples ? `Example roles (${ROLES.length})` : `Open roles (${ROLES.length})`}>
        {examples ? (
          <p className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="example-notice">
            Example openings: the operator replaces these with real vacancies. They are not open for applications; to ask about working with
            us, see How to apply below.
          </p>
        ) : null}
        <ul className="grid gap-4">
          {ROLES.map((r) => (
            <li key={r.id}>
              <details id={r.id} className="group rounded-lg border bg-card open:border-primary/40">
                <summary className="flex cursor-pointer list-none flex-col gap-2 rounded-lg p-5 marker:hidden focus-visible:outline-2 focus-visible:outline-ring sm:flex-row [&::-webkit-details-marker]:hidden sm:items-center sm:justify-between">
                  <span>
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="block text-xs font-semibold tracking-wide text-primary dark:text-red-400 uppercase">{r.team}</span>
                      {r.example ? (
                        <span className="rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-xs font-semibold">
                          Example
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-1 block text-lg font-semibold">{r.title}</span>
                    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-4" aria-hidden /> {r.location}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-4" aria-hidden /> {r.type}
                      </span>
                    </span>
                  </span>
                  <span className="inline-flex items-center gap-1 text-sm font-medium">
                    <span className="group-open:hidden">Details</span>
                    <span className="hidden group-open:inline">Hide</span>
                    <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                  </span>
                </summary>
                <div className="grid gap-6 border-t px-5 py-6 md:grid-cols-2">
                  <p className="text-muted-foreground md:col-span-2">{r.summary}</p>
                  <div>
                    <h3 className="font-semibold">You will</h3>
                    <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
                      {r.youWill.map((x) => (
                        <li key={x}>{x}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h3 className="font-semibold">You have</h3>
                    <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
                      {r.youHave.map((x) => (
                        <li key={x}>{x}</li>
                      ))}
                    </ul>
                  </div>
                  <div className="text-sm md:col-span-2">
                    {r.example ? (
                      <p className="text-muted-foreground">Example opening: not open for applications.</p>
                    ) : careers ? (
                      <a
                        href={mailto(r.title)}
                        className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
                      >
                        Apply by e-mail
                      </a>
                    ) : (
                      <Skeleton className="h-10 w-36" />
                    )}
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="apply" title="How to apply" className="border-t pt-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="grid content-start gap-3 text-muted-foreground">
            <p>
              E-mail{' '}
              {careers ? (
                <a href={`mailto:${careers}`} className="font-medium text-foreground underline underline-offset-4">
                  {careers}
                </a>
              ) : (
                <InlineSkeleton className="h-4 w-44 align-middle" />
              )}{' '}
              with the role in the subject line (for example “Application: Trust & Safety Specialist”). Include:
            </p>
            <ul className="grid list-disc gap-1.5 pl-5">
              <li>your CV or a link to your profile;</li>
              <li>a few lines on why this role, and why this industry;</li>
              <li>for engineering roles, links to work you are proud of.</li>
            </ul>
            <p>Past work in the adult industry is never held against anyone. Tell us what adjustments you need for interviews.</p>
          </div>
          <ol className="grid gap-3">
            {STEPS.map((s, i) => (
              <li key={s} className="flex gap-3 rounded-lg border bg-card p-4 text-sm">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary dark:text-red-400">
                  {i + 1}
                </span>
                {s}
              </li>
            ))}
          </ol>
        </div>
      </PageSection>
    </PublicPage>
  );
}
