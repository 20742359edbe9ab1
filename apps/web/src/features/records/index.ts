// What other features may use of the 2257 records: the member's legal identity card (/compliance).
export { RecordsIdentityCard } from './identity-card';
