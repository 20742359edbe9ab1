import { sharedPortfolioQuery, sharedPortfolioSchema, shareInput, shareListSchema, shareParams, shareSchema } from './portfolio.ts';
import type { RouteDef } from './route-def.ts';

// Share links of a portfolio (/portfolio/share?token=…). Their schemas are the portfolio family's, in
// portfolio.ts; this is the portfolio-shares feature's route table.

/** Share links of a portfolio (features/portfolio-shares). The schemas are in portfolio.ts. */
export const portfolioShareRoutes = {
  myPortfolioShares: {
    method: 'GET',
    path: '/api/v1/portfolio/me/shares',
    summary: 'Your share links, newest first',
    tag: 'portfolio-shares',
    access: 'user',
    delegated: 'viewer',
    response: shareListSchema,
  },
  createPortfolioShare: {
    method: 'POST',
    path: '/api/v1/portfolio/me/shares',
    summary: 'Make a link to your public portfolio that works without an account, with an optional expiry',
    tag: 'portfolio-shares',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: shareInput,
    response: shareSchema,
  },
  revokePortfolioShare: {
    method: 'DELETE',
    path: '/api/v1/portfolio/me/shares/:id',
    summary: 'Revoke a share link: it stops working at once',
    tag: 'portfolio-shares',
    access: 'user',
    delegated: 'manager',
    params: shareParams,
    response: shareSchema,
  },
  sharedPortfolio: {
    method: 'GET',
    path: '/api/v1/portfolio/shared',
    summary: 'The portfolio a share link shows (no account needed); 404 once expired or revoked',
    tag: 'portfolio-shares',
    access: 'public',
    delegated: 'viewer',
    query: sharedPortfolioQuery,
    response: sharedPortfolioSchema,
  },
} as const satisfies Record<string, RouteDef>;
