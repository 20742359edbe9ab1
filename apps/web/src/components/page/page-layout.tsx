import type * as React from 'react';
import { cn } from '../../lib/utils';
import { AdultNotice } from './adult-notice';
import { Backdrop } from './backdrop';
import { usePublicPageMeta } from './use-page-meta';

/**
 * The frame of every public page: a quiet hero with the page's single h1, the content, and the 18+ line.
 * `path` keys the title and description in the shared page catalogue.
 */
export function PublicPage({
  path,
  eyebrow,
  title,
  lead,
  actions,
  children,
  narrow = false,
}: {
  path: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  narrow?: boolean;
}) {
  usePublicPageMeta(path);
  return (
    <div className="flex flex-col">
      <div className="relative isolate overflow-hidden border-b">
        <Backdrop />
        <div className={cn('mx-auto px-4 pt-14 pb-12 sm:pt-20 sm:pb-16', narrow ? 'max-w-4xl' : 'max-w-6xl')}>
          {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-primary dark:text-red-400 uppercase">{eyebrow}</p> : null}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </div>
      <div className={cn('mx-auto w-full px-4 py-12 sm:py-16', narrow ? 'max-w-4xl' : 'max-w-6xl')}>{children}</div>
      <div className="border-t">
        <AdultNotice />
      </div>
    </div>
  );
}

/** A titled block inside a public page. */
export function PageSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={cn('scroll-mt-24 py-8 first:pt-0', className)}>
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A card with an icon, a heading and a few lines: the unit of most marketing grids. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
  headingLevel = 'h3',
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const H = headingLevel;
  return (
    <div className={cn('rounded-lg border bg-card p-5 text-card-foreground', className)}>
      <span className="mb-4 inline-flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary dark:text-red-400">
        <Icon className="size-5" aria-hidden />
      </span>
      <H className="font-semibold">{title}</H>
      <div className="mt-1.5 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}
