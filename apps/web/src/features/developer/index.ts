// What other features may use from developer settings (issue 17): the page header with its sub-navigation
// (API keys | Webhooks | Docs), for the webhooks page to share.
export { DeveloperSettingsHeader } from './developer-nav';
