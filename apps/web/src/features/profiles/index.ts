// What other parts of the app may use from profiles: the member's own profile, its editors (onboarding,
// settings) and how a profile is shown (dashboard, and the public profile page, which adds what other
// features show on it).
export { AvatarPicker, OwnAvatar } from './avatar-picker';
export { BlockedMembers } from './blocked-members';
export { ContentTypeChips } from './content-type-chips';
export { PrivacyForm } from './privacy-form';
export { ProfileDetailsForm } from './profile-details-form';
export { ProfileEditor } from './profile-editor';
export { ProfileHeaderActions, useSignInHref } from './profile-header-actions';
export { contentFilterLabel, profileTypeLabel } from './profile-labels';
export { ProfileLoadError } from './profile-load-error';
export { AboutSection, ContentSection, ProfileHeader, type ProfileViewer, ProfileViewSkeleton, publicName } from './profile-view';
export {
  profileKeys,
  useMyLocation,
  useMyProfile,
  usePublicProfile,
  useSetMyProfile,
} from './queries';
export { VERIFICATION_TEXT, type VerificationState, verificationState, verificationText } from './verification';
