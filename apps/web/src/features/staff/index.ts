// What other parts of the app may use from staff: the member's staff status (menus, guards).
export { clearStoredStaffStatus, NO_STAFF_ACCESS, useStaffStatus } from './queries';
