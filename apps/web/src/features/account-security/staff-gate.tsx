import { TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSecurityStatus } from './queries';

/**
 * Staff pages for a staff member without a second factor (STAFF_REQUIRE_2FA on): every staff route
 * refuses them until they enrol, so instead of a page of failed loads they get the reason and the way
 * to Settings → Security. Until the status is known, or if it cannot be read, the page shows as usual
 * (the server enforces the rule either way).
 */
export function StaffSecondFactorGate({ children }: { children: ReactNode }) {
  const status = useSecurityStatus();
  if (!status.data?.staff_must_enrol) return children;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center" aria-labelledby="staff-2fa-title">
      <span className="flex size-12 items-center justify-center rounded-full bg-warning/10 text-warning">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 id="staff-2fa-title" className="text-2xl font-bold tracking-tight">
        Two-factor sign-in required
      </h1>
      <p className="text-muted-foreground">{TWOFACTOR_MESSAGES.staffMustEnrol}</p>
      <Button asChild>
        <Link to="/settings?tab=security">Set up two-factor sign-in</Link>
      </Button>
    </section>
  );
}
