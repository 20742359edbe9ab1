import type { MyProfile } from '@mb/contract/profiles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AvatarPicker } from './avatar-picker';
import { ProfileDetailsForm } from './profile-details-form';

/** Avatar and profile details: /profile/edit and the settings Profile tab. */
export function ProfileEditor({ profile }: { profile: MyProfile }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('profiles.editor.avatar', 'Avatar')}</CardTitle>
          <CardDescription>
            {t('profiles.editor.avatarText', 'A moderator checks each new avatar (up to 48 hours) before others see it.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AvatarPicker profile={profile} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('profiles.details.label', 'Profile details')}</CardTitle>
          <CardDescription>{t('profiles.editor.detailsText', 'How you appear to studios, brands and other members.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileDetailsForm
            profile={profile}
            submitLabel={t('profiles.editor.save', 'Save changes')}
            onSaved={() => toast.success(t('profiles.editor.saved', 'Profile saved'))}
          />
        </CardContent>
      </Card>
    </div>
  );
}
