import { PLACEHOLDERS } from '@mb/contract/app-routes';
import { ArrowLeft, Hammer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useMatches } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { PRODUCT_NAME } from '../../lib/product';

/** A page that a later issue builds: its title, what it will do, and the way back. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const path = (matches.at(-1)?.handle as { placeholder?: string } | undefined)?.placeholder;
  const entry = PLACEHOLDERS.find((p) => p.path === path);
  const session = useSession();
  const title = entry?.title ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  const back = session ? { to: '/dashboard', label: 'Back to Dashboard' } : { to: '/', label: 'Back to Home' };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-8 flex flex-col items-start gap-4 rounded-lg border border-dashed bg-card p-6 sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Hammer className="size-5" aria-hidden="true" />
        </span>
        <Badge variant="outline">Coming soon</Badge>
        <p className="max-w-prose text-base text-muted-foreground">{entry?.description}</p>
        <p className="text-sm text-muted-foreground">This page is being built and will be available in an upcoming release.</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      </div>
    </div>
  );
}
