import { useId } from 'react';
import { cn } from '../../lib/utils';

/**
 * Abstract decoration behind a hero: a soft red glow and a faint grid, drawn in CSS and SVG. Public
 * pages carry no imagery of people (DESIGN.md: no explicit imagery on marketing pages).
 */
export function Backdrop({ className, strong = false }: { className?: string; strong?: boolean }) {
  // Several backdrops can share a page; SVG ids must not collide.
  const uid = useId().replaceAll(':', '');
  const grid = `grid-${uid}`;
  const fade = `fade-${uid}`;
  const mask = `mask-${uid}`;
  return (
    <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 -z-10', className)}>
      <div
        className={cn(
          'absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full blur-3xl',
          strong ? 'bg-primary/14 dark:bg-primary/20' : 'bg-primary/7 dark:bg-primary/10',
        )}
      />
      <svg className="absolute inset-0 h-full w-full text-foreground/[0.05]" xmlns="http://www.w3.org/2000/svg">
        <defs>
          <pattern id={grid} width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0V48" fill="none" stroke="currentColor" strokeWidth="1" />
          </pattern>
          <radialGradient id={fade} cx="50%" cy="0%" r="80%">
            <stop offset="0%" stopColor="white" stopOpacity="1" />
            <stop offset="100%" stopColor="white" stopOpacity="0" />
          </radialGradient>
          <mask id={mask}>
            <rect width="100%" height="100%" fill={`url(#${fade})`} />
          </mask>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${grid})`} mask={`url(#${mask})`} />
      </svg>
    </div>
  );
}
