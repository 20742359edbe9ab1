import { createElement, lazy } from 'react';

// What other parts may use from MB Trophy (issue 16): the trophies a profile shows (small, loaded with
// the profile), and the app's home on /apps/mb-trophy, whose code (its form carries the schemas) loads
// on demand inside the app page's Suspense.
export { ProfileTrophies } from './profile-trophies';

const Home = lazy(() => import('./trophy-home').then((m) => ({ default: m.TrophyHome })));
export function TrophyHome() {
  return createElement(Home);
}
