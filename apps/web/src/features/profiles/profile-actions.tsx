import { BLOCK_MESSAGES } from '@mb/contract/blocks-text';
import type { PublicProfile } from '@mb/contract/profiles';
import { Ban, Flag, MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { t, tm } from '../../lib/i18n';
import { ReportDialog } from '../moderation';
import { publicName } from './profile-view';
import { useRelation, useSetRelation } from './relation-queries';

/** Someone else's profile, signed in: report, block or mute them (issue 8, beyond the spec). */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const name = publicName(profile);
  const relation = useRelation(profile.id);
  const setRelation = useSetRelation();
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const blocked = relation.data?.blocked ?? false;
  const muted = relation.data?.muted ?? false;

  const change = (kind: 'block' | 'mute', on: boolean) =>
    setRelation.submit(
      { userId: profile.id, kind, on },
      {
        success: {
          title:
            kind === 'block'
              ? on
                ? tm(BLOCK_MESSAGES.blocked)
                : tm(BLOCK_MESSAGES.unblocked)
              : on
                ? tm(BLOCK_MESSAGES.muted)
                : tm(BLOCK_MESSAGES.unmuted),
        },
        failure: (m) => ({ title: m ?? t('profiles.actions.failed', 'That did not work. Please try again.') }),
      },
    );

  return (
    <div className="flex items-center gap-2">
      {blocked ? <Badge variant="warning">{t('profiles.actions.blocked', 'Blocked')}</Badge> : null}
      {muted ? <Badge variant="secondary">{t('profiles.actions.muted', 'Muted')}</Badge> : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('profiles.actions.more', 'More actions for {name}', { name })}
            data-testid="profile-actions"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <Flag aria-hidden="true" />
            {t('profiles.actions.report', 'Report')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void change('mute', !muted)} disabled={setRelation.busy || relation.isPending}>
            {muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {muted ? t('profiles.actions.unmute', 'Unmute') : t('profiles.actions.mute', 'Mute')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => (blocked ? void change('block', false) : setDialog('block'))}
            disabled={setRelation.busy || relation.isPending}
            className="text-destructive focus:text-destructive"
          >
            <Ban aria-hidden="true" />
            {blocked ? t('profiles.actions.unblock', 'Unblock') : t('profiles.actions.block', 'Block')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        subject={{ type: 'profile', id: profile.id }}
        name={name}
        open={dialog === 'report'}
        onOpenChange={(o) => setDialog(o ? 'report' : null)}
      />
      <Dialog open={dialog === 'block'} onOpenChange={(o) => setDialog(o ? 'block' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('profiles.actions.blockTitle', 'Block {name}?', { name })}</DialogTitle>
            <DialogDescription>
              {t(
                'profiles.actions.blockText',
                'They will no longer see your profile or members-only content, message you or follow you. They are not told. You can unblock them here or in Settings, Privacy.',
              )}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={setRelation.busy}
              onClick={async () => {
                if ((await change('block', true)).ok) setDialog(null);
              }}
            >
              {t('profiles.actions.block', 'Block')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
