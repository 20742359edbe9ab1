// What other features may use from lottery: its public face. Anything not named here stays inside the feature.
export { drawMeta } from './service.ts';
