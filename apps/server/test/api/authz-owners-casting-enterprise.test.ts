import { describe } from 'vitest';
import { matrixFixtures } from '../helpers/authz-fixtures.ts';
import { matrixApp } from '../helpers/authz-matrix.ts';
import { castingAndEnterpriseCases } from '../helpers/authz-owner-cases-casting-enterprise.ts';

// The authorization matrix (authz-matrix.test.ts), owner versus stranger: casting, collaborations,
// enterprise links, sub-users, API keys and outgoing webhooks.

const m = matrixApp();

describe('owner versus stranger', () => {
  m.ownerCaseTests(castingAndEnterpriseCases(matrixFixtures(m.actors)));
});
