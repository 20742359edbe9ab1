// What other features may use from billing (issue 14): the settings page's Pro subscription panel, and
// starting a plan's checkout from /pricing.

export { goToCheckout } from './checkout';
export { ProSubscriptionPanel } from './pro-subscription-panel';
