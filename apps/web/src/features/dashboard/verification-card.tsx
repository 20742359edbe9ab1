import type { MyProfile } from '@mb/contract/profiles';
import { BadgeCheck, CircleAlert, Clock, ShieldQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { VERIFICATION_TEXT, verificationState } from '../profiles';

const BADGE = {
  verified: { label: () => t('verification.verified', 'Verified'), variant: 'success', icon: BadgeCheck },
  pending: { label: () => t('verification.pending', 'Pending'), variant: 'warning', icon: Clock },
  failed: { label: () => t('verification.failed', 'Failed'), variant: 'outline', icon: CircleAlert },
  not_started: { label: () => t('verification.notStarted', 'Not started'), variant: 'outline', icon: ShieldQuestion },
  unknown: { label: () => t('verification.unknown', 'Unknown'), variant: 'outline', icon: ShieldQuestion },
} as const;

/** The member's identity verification state (spec §4 statuses), with the reminder for those who skipped it. */
export function VerificationCard({ profile }: { profile: MyProfile }) {
  const state = verificationState(profile);
  const b = BADGE[state];
  return (
    <Card data-testid="verification-card">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('verification.title', 'Identity verification')}</CardTitle>
        <Badge variant={b.variant}>
          <b.icon className="size-3.5" aria-hidden="true" />
          {b.label()}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>{VERIFICATION_TEXT[state].message}</p>
        {state !== 'verified' ? (
          <p className="text-muted-foreground">
            {profile.verification_skipped ? `${t('verification.skipped', 'You skipped verification during setup.')} ` : ''}
            {t(
              'verification.benefits',
              'Verified members get the verified badge, can upload NSFW content and skip the moderation wait (up to 48 hours).',
            )}{' '}
            <Link to="/compliance" className="font-medium text-primary underline-offset-4 hover:underline">
              {state === 'failed'
                ? t('verification.retry', 'Try again in the Compliance Center')
                : t('verification.verify', 'Verify in the Compliance Center')}
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
