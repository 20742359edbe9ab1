// What other features may use from billing (issue 14): the settings page's Pro subscription panel, and
// the plans the member holds (/pricing marks them; it starts a plan's checkout through lib/checkout.ts).

export { ProSubscriptionPanel } from './pro-subscription-panel';
export { useMyPlans } from './queries';
