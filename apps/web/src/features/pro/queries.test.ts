import { DEFAULT_PRO_STATUS, PRO_MESSAGES } from '@mb/contract/pro';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { consistencyFailure, toClientProStatus } from './queries';

describe('Pro status in the browser (spec §3 client form, §4 defaults, §8)', () => {
  it('maps every field to the client form; the defaults are not Pro with auto-rebill on', () => {
    expect(toClientProStatus(DEFAULT_PRO_STATUS)).toEqual({
      isProUser: false,
      isSponsorUser: false,
      proEndDate: null,
      isModeratorGranted: false,
      subscriptionStatus: null,
      subscriptionEndDate: null,
      moderatorGrantedEndDate: null,
      isAmbassador: false,
      billingCycle: null,
      autoRebill: true,
      nextBillingDate: null,
      daysRemaining: 0,
    });
  });

  it('auto-rebill is true even when the server says false', () => {
    expect(toClientProStatus({ ...DEFAULT_PRO_STATUS, auto_rebill: false }).autoRebill).toBe(true);
  });

  it('a failed consistency check: the database wording for a server error, the thrown wording otherwise', () => {
    expect(consistencyFailure(new ApiError(500, 'internal', 'boom'))).toEqual({
      is_consistent: false,
      issues: [PRO_MESSAGES.dbValidationIssue],
      recommendations: [PRO_MESSAGES.dbValidationAdvice],
    });
    expect(consistencyFailure(new TypeError('fetch failed'))).toEqual({
      is_consistent: false,
      issues: [PRO_MESSAGES.thrownValidationIssue],
      recommendations: [PRO_MESSAGES.thrownValidationAdvice],
    });
  });
});
