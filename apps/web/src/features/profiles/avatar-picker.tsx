import type { MyProfile } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import { Clock, ImageUp } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Progress } from '../../components/ui/progress';
import { t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { avatarHint, avatarUploadMessage, checkAvatarFile } from './avatar-errors';
import { useUploadAvatar } from './queries';

/** The owner's avatar: the latest upload, blurred with a 'Pending Moderation' overlay until approved. */
export function OwnAvatar({
  profile,
  className,
  compact,
}: {
  profile: Pick<MyProfile, 'avatar_url' | 'avatar_moderation_status'>;
  className?: string;
  /** Small avatars show a clock instead of the words (which stay for screen readers). */
  compact?: boolean;
}) {
  const pending = profile.avatar_moderation_status === 'pending';
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <Avatar src={profile.avatar_url} alt={t('profiles.avatar.yours', 'Your avatar')} blurred={pending} className="size-full" />
      {pending ? (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45 p-2 text-center text-xs font-semibold leading-tight text-white">
          {compact ? <Clock className="size-5" aria-hidden="true" /> : null}
          <span className={compact ? 'sr-only' : undefined}>{t('profiles.avatar.pending', 'Pending Moderation')}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Choose and upload an avatar (spec §2 onboarding step 1, also /profile/edit): checks size and type
 * first, shows upload progress, and the §8 message for whatever went wrong.
 */
export function AvatarPicker({
  profile,
  onUploaded,
  children,
}: {
  profile: MyProfile;
  onUploaded?: (p: MyProfile) => void;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const uploadAvatar = useUploadAvatar();

  const upload = async (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem) {
      uploadAvatar.setError(tm(problem));
      toast.error(tm(MESSAGES.avatar.failedTitle), { description: tm(problem) });
      return;
    }
    setProgress(0);
    const r = await uploadAvatar.submit(
      { file, onProgress: setProgress },
      {
        message: (e) => tm(avatarUploadMessage(e)),
        success: (updated) => ({
          title: t('profiles.avatar.uploaded', 'Avatar uploaded'),
          description:
            updated.avatar_moderation_status === 'pending'
              ? t('profiles.avatar.uploadedPending', 'Others will see it once a moderator approves it (up to 48 hours).')
              : undefined,
        }),
        failure: (message) => ({ title: tm(MESSAGES.avatar.failedTitle), description: message ?? undefined }),
      },
    );
    if (r.ok) onUploaded?.(r.data);
    if (input.current) input.current.value = '';
  };

  const busy = uploadAvatar.busy;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <OwnAvatar profile={profile} className="size-32" />
      <div className="flex w-full flex-col items-center gap-3 sm:items-start">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('profiles.avatar.file', 'Avatar image file')}
          aria-describedby={hintId}
          data-testid="avatar-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
          }}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => input.current?.click()} aria-describedby={hintId}>
            <ImageUp aria-hidden="true" />
            {busy ? t('ui.imagePicker.uploading', 'Uploading...') : t('profiles.avatar.choose', 'Choose Avatar')}
          </Button>
          {children}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {avatarHint()}
        </p>
        {busy ? (
          <Progress value={progress} label={t('profiles.avatar.progress', 'Avatar upload progress')} className="w-full max-w-xs" />
        ) : null}
        <FormError message={uploadAvatar.error} data-testid="avatar-error" />
        {profile.avatar_moderation_status === 'pending' && !busy ? (
          <p className="text-xs text-muted-foreground">
            {profile.avatar_approved_url
              ? t('profiles.avatar.waitingPrevious', 'Your new avatar is waiting for moderation. Until then others see your previous one.')
              : t('profiles.avatar.waitingDefault', 'Your new avatar is waiting for moderation. Until then others see the default avatar.')}
          </p>
        ) : null}
        {profile.avatar_moderation_status === 'rejected' ? (
          <p className="text-xs text-warning" data-testid="avatar-rejected">
            {profile.avatar_rejection_reason
              ? t('profiles.avatar.rejectedReason', 'Your last upload was not approved: {reason} Please choose another image.', {
                  reason: profile.avatar_rejection_reason,
                })
              : t('profiles.avatar.rejected', 'Your last upload was not approved. Please choose another image.')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
