import { BUSINESS_MESSAGES, type BusinessProfile } from '@mb/contract/business';
import { Globe } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { BusinessRegistration } from '../business';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

/**
 * Step 5 for non-creators: the business registration form (the same one as /business/register).
 * Register Business submits it for review and moves on; a profile already submitted skips the step
 * (spec §4 'Business Profile Found').
 */
export function BusinessStep({ busy, next, back }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">
        Tell us about your business. It becomes your listing in the business directory once our team has reviewed it.
      </p>
      <BusinessRegistration
        onBack={() => void back()}
        onRegistered={() => {
          toast.success(BUSINESS_MESSAGES.businessRegistered, { description: BUSINESS_MESSAGES.reviewNotice });
          void next();
        }}
        found={(b) => <ProfileFound business={b} busy={busy} next={next} />}
        disabled={busy}
      />
    </div>
  );
}

/** A submitted business profile exists: say so and go on to the domain step by itself. */
function ProfileFound({ business, busy, next }: { business: BusinessProfile; busy: boolean; next: () => Promise<unknown> }) {
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    toast.info(BUSINESS_MESSAGES.businessProfileFound, { description: `${business.business_name} is already registered.` });
    void next();
  }, [business, next]);
  return (
    <div className="grid gap-3" role="status" data-testid="business-profile-found">
      <p className="font-medium">{BUSINESS_MESSAGES.businessProfileFound}</p>
      <p className="text-sm text-muted-foreground">{business.business_name} is already registered. Moving on to the next step…</p>
      <StepFooter busy={busy}>
        <Button onClick={() => void next()} disabled={busy}>
          Continue
        </Button>
      </StepFooter>
    </div>
  );
}

/** Step 6 for non-creators: domain verification. Linking a hub-verified domain arrives with the compliance feature. */
export function DomainStep({ busy, back, run }: StepProps) {
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">Show that your website is yours. A verified domain earns your listing a trust mark.</p>
      <ol className="grid gap-3 text-sm">
        {[
          'Add your domain in the compliance hub (vAulth) and place the DNS record it gives you.',
          'Wait for DNS to propagate: usually minutes, at most 24-48 hours.',
          `Link the verified domain to your ${PRODUCT_NAME} profile. A moderator can also verify it by hand within 2-3 business days.`,
        ].map((text, i) => (
          <li key={text} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <div className="flex gap-3 rounded-md border bg-muted/40 p-4 text-sm">
        <Globe className="size-5 shrink-0 text-info" aria-hidden="true" />
        <p>Domain linking is being connected to the compliance hub. Skip for now; you can verify your domain later.</p>
      </div>
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button onClick={() => void run({ action: 'step', step: 7 })} disabled={busy}>
          Skip Domain Verification
        </Button>
      </StepFooter>
    </div>
  );
}
