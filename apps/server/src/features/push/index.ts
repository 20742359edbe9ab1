// What other features may call: notifications' notify() hands a notification to push here.
export { pushNotification } from './service.ts';
