import type { MyProfile } from '@mb/contract/profiles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { AvatarPicker } from './avatar-picker';
import { ProfileDetailsForm } from './profile-details-form';

/** Avatar and profile details: /profile/edit and the settings Profile tab. */
export function ProfileEditor({ profile }: { profile: MyProfile }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Avatar</CardTitle>
          <CardDescription>A moderator checks each new avatar (up to 48 hours) before others see it.</CardDescription>
        </CardHeader>
        <CardContent>
          <AvatarPicker profile={profile} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Profile details</CardTitle>
          <CardDescription>How you appear to studios, brands and other members.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileDetailsForm profile={profile} submitLabel="Save changes" onSaved={() => toast.success('Profile saved')} />
        </CardContent>
      </Card>
    </div>
  );
}
