import { describe } from 'vitest';
import { matrixFixtures } from '../helpers/authz-fixtures.ts';
import { matrixApp } from '../helpers/authz-matrix.ts';
import { contentCases } from '../helpers/authz-owner-cases-content.ts';

// The authorization matrix (authz-matrix.test.ts), owner versus stranger: directory reviews, portfolio,
// credits, tags, the activity feed, share links, messages, groups and the network.

const m = matrixApp();

describe('owner versus stranger', () => {
  m.ownerCaseTests(contentCases(matrixFixtures(m.actors)));
});
