// The member's own data (issue 18): the settings tab with the export and the account's deletion.
export { YourDataTab } from './your-data-tab';
