// What other features may use from MB Events (issue 15): a business page's upcoming events.
export { BusinessEvents } from './business-events';
