import { ONBOARDING_RETURN_URL } from '@mb/contract/compliance';
import { ONBOARDING_STEPS } from '@mb/contract/profiles';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { DomainPanel } from '../compliance';
import { StepFooter } from './step-footer';
import type { StepProps } from './wizard-context';

const FINAL_STEP = ONBOARDING_STEPS.domain + 1;

/**
 * Step 6 for non-creators: domain verification (spec §2, §4). The member proves the domain at the
 * compliance hub (DNS record) and links it here, or asks a moderator for a manual review; either moves
 * on to the final screen. Skip Domain Verification leaves it for later (/compliance).
 */
export function DomainStep({ busy, back, run }: StepProps) {
  const finish = () => run({ action: 'step', step: FINAL_STEP });
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground">
        {t('onboarding.domainText', 'Show that your website is yours. A verified domain earns your listing a trust mark.')}
      </p>
      <ol className="grid gap-3 text-sm">
        {[
          t('onboarding.domain1', 'Open the compliance hub (vAulth), add your domain and place the DNS TXT record it gives you.'),
          t('onboarding.domain2', 'Wait for DNS to propagate: usually minutes, at most 24-48 hours. This list refreshes by itself.'),
          t(
            'onboarding.domain3',
            'Choose the domain and link it to your {product} profile. No DNS access? A moderator can verify it by hand within 2-3 business days.',
            { product: PRODUCT_NAME },
          ),
        ].map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={i} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <DomainPanel returnUrl={ONBOARDING_RETURN_URL} onLinked={finish} onManualRequested={finish} disabled={busy} />
      <StepFooter onBack={() => void back()} busy={busy}>
        <Button variant="outline" onClick={() => void finish()} disabled={busy}>
          {t('onboarding.skipDomain', 'Skip Domain Verification')}
        </Button>
      </StepFooter>
    </div>
  );
}
