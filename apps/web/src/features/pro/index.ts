// What other parts of the app may use from pro: the Pro status hooks (client form, spec §3), the grace
// status, and the admin panel the staff account page mounts. The member session loads './pro-live'.

export { ProAdminPanel } from './admin-panel';
export { type ClientProStatus, proKeys, useGraceStatus, useProStatus } from './queries';
