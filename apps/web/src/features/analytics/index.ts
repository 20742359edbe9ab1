// What other features may use from analytics: its public face.
export { ShowMyViewsSwitch } from './views-switch';
