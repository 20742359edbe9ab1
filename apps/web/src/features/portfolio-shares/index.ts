// What other features may use from portfolio shares: the share panel, a tab of the portfolio manager.
// It loads as its own chunk (and its QR code library as another) when first shown.
import { lazy } from 'react';
import { importWithRetry } from '../../components/page/lazy-page';

/** Create, copy, show as QR code and revoke share links. Render inside a <Suspense>. */
export const SharePanel = lazy(() => importWithRetry(() => import('./share-panel')));
