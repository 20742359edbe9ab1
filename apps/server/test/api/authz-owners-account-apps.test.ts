import { describe } from 'vitest';
import { matrixFixtures } from '../helpers/authz-fixtures.ts';
import { matrixApp } from '../helpers/authz-matrix.ts';
import { accountAndAppCases } from '../helpers/authz-owner-cases-account-apps.ts';

// The authorization matrix (authz-matrix.test.ts), owner versus stranger: signed-in devices, passkeys,
// billing, ads, MB Events, MB Bookings, data exports, MB Licensing, removal requests, MB Trophy and MB
// Visio.

const m = matrixApp();

describe('owner versus stranger', () => {
  m.ownerCaseTests(accountAndAppCases(matrixFixtures(m.actors)));
});
