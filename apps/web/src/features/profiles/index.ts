// What other parts of the app may use from profiles: the member's own profile, its editors (onboarding,
// settings) and how a profile is shown (dashboard).
export { AvatarPicker, OwnAvatar } from './avatar-picker';
export { BlockedMembers } from './blocked-members';
export { ContentTypeChips } from './content-type-chips';
export { PrivacyForm } from './privacy-form';
export { ProfileDetailsForm } from './profile-details-form';
export { ProfileEditor } from './profile-editor';
export { ProfileLoadError } from './profile-load-error';
export { publicName } from './profile-view';
export {
  profileKeys,
  useMyLocation,
  useMyProfile,
  useSetMyProfile,
} from './queries';
export { VERIFICATION_TEXT, type VerificationState, verificationState } from './verification';
