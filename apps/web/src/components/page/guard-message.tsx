import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A page a guard shows instead of the one asked for: why, and what to do (Access Denied, a failed
 * profile check, staff without a second factor). `icon`: a shield, red for a refusal, amber for a
 * step still to take.
 */
export function GuardMessage({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon?: 'refused' | 'to-do';
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      {icon ? (
        <span
          className={`flex size-12 items-center justify-center rounded-full ${icon === 'refused' ? 'bg-destructive/10 text-destructive' : 'bg-warning/10 text-warning'}`}
        >
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}
