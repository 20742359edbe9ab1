import type { CareerOpening } from '@mb/contract/careers';
import { isEmailApply } from '@mb/contract/careers-apply';
import { BriefcaseBusiness, ChevronDown, Clock, MapPin } from 'lucide-react';
import { PageSection, PublicPage } from '../../components/page/page-layout';
import { ErrorState, Loading } from '../../components/page/states';
import { InlineSkeleton, Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { usePublicData } from '../../lib/public-data';
import { useSiteInfo } from './queries';

// Issue 31: the openings are the operator's (staff with the content permission manage them at
// /admin/careers). The page is prerendered as its frame with the list loading: the openings are read
// after hydration, so the built HTML never shows openings that have changed since the build.

const steps = () => [
  t('public.careers.step1', 'You e-mail us. A person reads every application and replies within ten business days.'),
  t('public.careers.step2', 'A 30-minute introductory call about the role and about you.'),
  t('public.careers.step3', 'A practical exercise that reflects the job. Take-home work is paid.'),
  t('public.careers.step4', 'A conversation with the people you would work with most, then a decision.'),
];

const fetchOpenings = () => api('careerOpenings');

/** "Trust & Safety Specialist" -> "trust-and-safety-specialist": the opening's anchor on this page. */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'role';

const APPLY_BUTTON =
  'inline-flex h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-ring';

export default function CareersPage() {
  const site = useSiteInfo();
  const openings = usePublicData('public:careers', fetchOpenings);
  const careers = site.data?.emails.careers;
  const list = openings.data?.openings ?? [];
  const allExamples = list.length > 0 && list.every((r) => r.is_example);
  const anyExample = list.some((r) => r.is_example);
  const seen = new Map<string, number>();
  const anchors = list.map((r) => {
    const base = anchorOf(r.title);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
  const title =
    !openings.isSuccess || list.length === 0
      ? t('public.careers.roles', 'Open roles')
      : allExamples
        ? t('public.careers.exampleCount', 'Example roles ({count})', { count: list.length })
        : t('public.careers.rolesCount', 'Open roles ({count})', { count: list.length });

  return (
    <PublicPage
      path="/careers"
      eyebrow={t('public.careers.eyebrow', 'Careers')}
      title={t('public.careers.title', 'Help build the professional home of the adult industry')}
      lead={t(
        'public.careers.lead',
        '{product} is a small, remote-first team. We care about doing right by the people who use what we build, and we hire people who do too.',
        { product: PRODUCT_NAME },
      )}
    >
      <PageSection id="roles" title={title}>
        {openings.isError && !openings.data ? (
          <ErrorState
            message={t('public.careers.error', 'The open roles could not be loaded.')}
            onRetry={() => void openings.refetch()}
            retrying={openings.isFetching}
          />
        ) : !openings.data ? (
          <Loading label={t('public.careers.loading', 'Loading the open roles…')} className="grid gap-4">
            <Skeleton className="h-24 w-full rounded-lg" />
            <Skeleton className="h-24 w-full rounded-lg" />
            <Skeleton className="h-24 w-full rounded-lg" />
          </Loading>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center" data-testid="no-roles">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <BriefcaseBusiness className="size-6" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{t('public.careers.none', 'No open roles right now')}</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              {t('public.careers.noneText', 'We still like to hear from people who want to work with us: see How to apply below.')}
            </p>
          </div>
        ) : (
          <>
            {anyExample ? (
              <p className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="example-notice">
                {t(
                  'public.careers.examples',
                  'Example openings: the operator replaces these with real vacancies. They are not open for applications; to ask about working with us, see How to apply below.',
                )}
              </p>
            ) : null}
            <ul className="grid gap-4">
              {list.map((r, i) => (
                <li key={r.id}>
                  <Opening opening={r} anchor={anchors[i] ?? r.id} careers={careers} />
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>
      <PageSection id="apply" title={t('public.careers.how', 'How to apply')} className="border-t pt-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="grid content-start gap-3 text-muted-foreground">
            <p>
              {t('public.careers.emailBefore', 'E-mail')}{' '}
              {careers ? (
                <a href={`mailto:${careers}`} className="font-medium text-foreground underline underline-offset-4">
                  {careers}
                </a>
              ) : (
                <InlineSkeleton className="h-4 w-44 align-middle" />
              )}{' '}
              {t(
                'public.careers.emailAfter',
                'with the role in the subject line (for example “Application: Trust & Safety Specialist”), unless the role names another way to apply. Include:',
              )}
            </p>
            <ul className="grid list-disc gap-1.5 pl-5">
              <li>{t('public.careers.include1', 'your CV or a link to your profile;')}</li>
              <li>{t('public.careers.include2', 'a few lines on why this role, and why this industry;')}</li>
              <li>{t('public.careers.include3', 'for engineering roles, links to work you are proud of.')}</li>
            </ul>
            <p>
              {t(
                'public.careers.fair',
                'Past work in the adult industry is never held against anyone. Tell us what adjustments you need for interviews.',
              )}
            </p>
          </div>
          <ol className="grid gap-3">
            {steps().map((s, i) => (
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

/** How to apply for one opening: none for an example; its own address or e-mail; else the careers address. */
function ApplyLink({ opening: r, careers }: { opening: CareerOpening; careers: string | undefined }) {
  if (r.is_example)
    return <p className="text-muted-foreground">{t('public.careers.exampleOpening', 'Example opening: not open for applications.')}</p>;
  const subject = `?subject=${encodeURIComponent(`Application: ${r.title}`)}`;
  if (r.apply_to && isEmailApply(r.apply_to))
    return (
      <a href={`mailto:${r.apply_to}${subject}`} className={APPLY_BUTTON}>
        {t('public.careers.applyEmail', 'Apply by e-mail')}
      </a>
    );
  if (r.apply_to)
    return (
      <a href={r.apply_to} target="_blank" rel="noopener noreferrer" className={APPLY_BUTTON}>
        {t('public.careers.apply', 'Apply')}
        <span className="sr-only"> {t('public.careers.newTab', '(opens in a new tab)')}</span>
      </a>
    );
  if (!careers) return <Skeleton className="h-10 w-36" />;
  return (
    <a href={`mailto:${careers}${subject}`} className={APPLY_BUTTON}>
      {t('public.careers.applyEmail', 'Apply by e-mail')}
    </a>
  );
}

function Opening({ opening: r, anchor, careers }: { opening: CareerOpening; anchor: string; careers: string | undefined }) {
  return (
    <details id={anchor} className="group rounded-lg border bg-card open:border-primary/40">
      <summary className="flex cursor-pointer list-none flex-col gap-2 rounded-lg p-5 marker:hidden focus-visible:outline-2 focus-visible:outline-ring sm:flex-row [&::-webkit-details-marker]:hidden sm:items-center sm:justify-between">
        <span>
          <span className="flex flex-wrap items-center gap-2">
            <span className="block text-xs font-semibold tracking-wide text-primary dark:text-red-400 uppercase">{r.team}</span>
            {r.is_example ? (
              <span className="rounded-full border border-warning/40 bg-warning/10 px-2 py-0.5 text-xs font-semibold">
                {t('public.careers.example', 'Example')}
              </span>
            ) : null}
          </span>
          <span className="mt-1 block text-lg font-semibold">{r.title}</span>
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {r.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden /> {r.employment_type}
            </span>
          </span>
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-medium">
          <span className="group-open:hidden">{t('public.careers.details', 'Details')}</span>
          <span className="hidden group-open:inline">{t('public.careers.hide', 'Hide')}</span>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </span>
      </summary>
      <div className="grid gap-6 border-t px-5 py-6 md:grid-cols-2">
        <p className="whitespace-pre-line text-muted-foreground md:col-span-2">{r.summary}</p>
        {r.you_will.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t('public.careers.youWill', 'You will')}</h3>
            <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
              {r.you_will.map((x, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two points may read the same
                <li key={i}>{x}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {r.you_have.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t('public.careers.youHave', 'You have')}</h3>
            <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
              {r.you_have.map((x, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two points may read the same
                <li key={i}>{x}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="text-sm md:col-span-2">
          <ApplyLink opening={r} careers={careers} />
        </div>
      </div>
    </details>
  );
}
