// What other features may use from billing (issue 14): the settings page's Pro subscription panel.
// (/pricing starts a plan's checkout through lib/checkout.ts.)

export { ProSubscriptionPanel } from './pro-subscription-panel';
