import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../../lib/toast';

// sonner loads with the first toast (lib/toast.ts), not with the first page.
const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The app's one Toaster (./sonner-toaster.tsx), mounted once the first toast is sent. */
export function Toaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
