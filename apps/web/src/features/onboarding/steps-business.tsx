import { BUSINESS_MESSAGES, type BusinessProfile } from '@mb/contract/business';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';
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
        {t(
          'onboarding.businessText',
          'Tell us about your business. It becomes your listing in the business directory once our team has reviewed it.',
        )}
      </p>
      <BusinessRegistration
        onBack={() => void back()}
        onRegistered={() => {
          toast.success(tm(BUSINESS_MESSAGES.businessRegistered), { description: tm(BUSINESS_MESSAGES.reviewNotice) });
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
    toast.info(tm(BUSINESS_MESSAGES.businessProfileFound), {
      description: t('onboarding.registered', '{name} is already registered.', { name: business.business_name }),
    });
    void next();
  }, [business, next]);
  return (
    <div className="grid gap-3" role="status" data-testid="business-profile-found">
      <p className="font-medium">{tm(BUSINESS_MESSAGES.businessProfileFound)}</p>
      <p className="text-sm text-muted-foreground">
        {t('onboarding.registeredMoving', '{name} is already registered. Moving on to the next step…', { name: business.business_name })}
      </p>
      <StepFooter busy={busy}>
        <Button onClick={() => void next()} disabled={busy}>
          {t('onboarding.continue', 'Continue')}
        </Button>
      </StepFooter>
    </div>
  );
}
