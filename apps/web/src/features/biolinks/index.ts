// What other features may use from bio links: the editor, a tab of the portfolio manager (its own chunk,
// loaded when first shown), and the detected-icon mark for showing a member's links elsewhere.
import { lazy } from 'react';
import { importWithRetry } from '../../components/page/lazy-page';

export { BioLinkIcon } from './bio-link-icon';

/** Edit the member's /biolink/{slug} page. Render inside a <Suspense>. */
export const BioLinkEditor = lazy(() => importWithRetry(() => import('./bio-link-editor')));
