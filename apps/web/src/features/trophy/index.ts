import { lazy } from 'react';

// What other parts may use from MB Trophy (issue 16): the trophies a profile shows (small, loaded with
// the profile), and the app's home on /apps/mb-trophy (loaded on demand: its form carries the schemas).
export { ProfileTrophies } from './profile-trophies';
export const TrophyHome = lazy(() => import('./trophy-home').then((m) => ({ default: m.TrophyHome })));
