import {
  memberCreditsSchema,
  ownPortfolioItemSchema,
  portfolioItemParams,
  portfolioReadQuery,
  portfolioTagParams,
  tagAnswerInput,
  tagMemberInput,
  tagRequestListSchema,
  tagRequestParams,
  tagRequestSchema,
} from './portfolio.ts';
import { profileIdentifierParams } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Credits (spec §3 co-performer consent): tags on portfolio items and signed releases. Their schemas
// are the portfolio family's, in portfolio.ts; this is the credits feature's route table.

/** Credits (features/credits): co-performer tags and signed releases. The schemas are in portfolio.ts. */
export const creditRoutes = {
  tagPortfolioMember: {
    method: 'POST',
    path: '/api/v1/portfolio/me/items/:id/tags',
    summary: 'Tag a member who appears in the item; they confirm or decline, and the item stays private until everyone confirms',
    tag: 'credits',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    body: tagMemberInput,
    response: ownPortfolioItemSchema,
  },
  untagPortfolioMember: {
    method: 'DELETE',
    path: '/api/v1/portfolio/me/items/:id/tags/:memberId',
    summary: 'Remove a tag from your item',
    tag: 'credits',
    access: 'user',
    delegated: 'manager',
    params: portfolioTagParams,
    response: ownPortfolioItemSchema,
  },
  uploadPortfolioRelease: {
    method: 'POST',
    path: '/api/v1/portfolio/me/items/:id/release',
    summary: 'Attach a signed model release (multipart field "file": PDF or image); private, seen only by staff',
    tag: 'credits',
    access: 'user',
    delegated: 'manager',
    multipart: true,
    params: portfolioItemParams,
    response: ownPortfolioItemSchema,
  },
  removePortfolioRelease: {
    method: 'DELETE',
    path: '/api/v1/portfolio/me/items/:id/release',
    summary: 'Remove the release attached to your item',
    tag: 'credits',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    response: ownPortfolioItemSchema,
  },
  myPortfolioTags: {
    method: 'GET',
    path: '/api/v1/credits/me',
    summary: 'Items other members tagged you on, with your answers',
    tag: 'credits',
    access: 'user',
    delegated: 'viewer',
    response: tagRequestListSchema,
  },
  answerPortfolioTag: {
    method: 'PUT',
    path: '/api/v1/credits/me/:itemId',
    summary: 'Confirm or decline a tag on an item',
    tag: 'credits',
    access: 'user',
    delegated: 'manager',
    params: tagRequestParams,
    body: tagAnswerInput,
    response: tagRequestSchema,
  },
  memberCredits: {
    method: 'GET',
    path: '/api/v1/credits/members/:identifier',
    summary: 'Public items of others that a member confirmed appearing in (their credits)',
    tag: 'credits',
    access: 'public',
    delegated: 'viewer',
    params: profileIdentifierParams,
    query: portfolioReadQuery,
    response: memberCreditsSchema,
  },
} as const satisfies Record<string, RouteDef>;
