import { ADMIN_ACTION_TYPES, ADMIN_RESOURCE_TYPES } from '@mb/contract/admin-activity';
import { SECURITY_EVENT_TYPES, SECURITY_THREAT_RULES } from '@mb/contract/security';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { actionLabel, alertRuleLabel, resourceLabel, securityEventLabel, verificationLabel } from './activity-labels';

describe('the admin pages’ codes in words', () => {
  afterEach(() => activateLocale('en'));

  it('names every recorded code in English, and an unknown (old) code as words', () => {
    expect(actionLabel('suspend_user')).toBe('Suspended an account');
    expect(resourceLabel('staff_role')).toBe('Staff role');
    expect(securityEventLabel('security_failed_login')).toBe('Failed sign-in');
    expect(alertRuleLabel('rapid_requests')).toBe('Rapid requests');
    expect(verificationLabel('not_started')).toBe('Not started');
    expect(actionLabel('approve_item_legacy')).toBe('Approve item legacy');
    expect(securityEventLabel('security_something_new')).toBe('Something new');
  });

  it('in German, every code of the contract lists, none left as the code', async () => {
    await activateLocale('de');
    expect(actionLabel('grant_admin_access')).toBe('Admin-Zugang erteilt');
    const all = [
      ...ADMIN_ACTION_TYPES.map(actionLabel),
      ...ADMIN_RESOURCE_TYPES.map(resourceLabel),
      ...SECURITY_EVENT_TYPES.map(securityEventLabel),
      ...SECURITY_THREAT_RULES.map(alertRuleLabel),
    ];
    await activateLocale('en');
    const english = [
      ...ADMIN_ACTION_TYPES.map(actionLabel),
      ...ADMIN_RESOURCE_TYPES.map(resourceLabel),
      ...SECURITY_EVENT_TYPES.map(securityEventLabel),
      ...SECURITY_THREAT_RULES.map(alertRuleLabel),
    ];
    // "2257-Unterlagen" and the like: every German label differs from its English one.
    expect(all.filter((label, i) => label === english[i])).toEqual([]);
  });
});
