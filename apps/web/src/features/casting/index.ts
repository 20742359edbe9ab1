// What other features may use from casting: the casting alerts' settings (issue 35); its pages register through routes.tsx.
export { CastingAlertsSettings } from './alerts-settings';
