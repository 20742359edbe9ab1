import type * as React from 'react';
import { cn } from '../../lib/utils';

export const Skeleton = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...p} />
);

/** The same placeholder inside running text (a <div> may not sit in a <p>: the browser's parser would move it, and a prerendered page would not hydrate). */
export const InlineSkeleton = ({ className, ...p }: React.HTMLAttributes<HTMLSpanElement>) => (
  <span aria-hidden="true" className={cn('inline-block animate-pulse rounded-md bg-muted', className)} {...p} />
);
