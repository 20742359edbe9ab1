import { useOpenDraw } from '../../features/lottery';
import { useMyProfile } from '../../features/profiles/queries';
import { useStaffStatus } from '../../features/staff/queries';
import { sidebarItems } from './nav-items';

/** What the signed-in chrome shows depends on: the profile (type, name, avatar) and staff status. */
export function useShellData() {
  const profile = useMyProfile();
  const staff = useStaffStatus();
  const lotteryOpen = useOpenDraw() !== null;
  const data = profile.data ?? null;
  const profileType = data?.profile_type ?? null;
  return {
    profile: data,
    profilePending: profile.isPending,
    profileType,
    staff,
    // The last known staff status decides what is listed; the guards decide what opens.
    items: sidebarItems({ profileType, staff: staff.cached, lotteryOpen }),
  };
}
