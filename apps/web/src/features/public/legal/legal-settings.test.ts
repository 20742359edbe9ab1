import type { SiteInfo } from '@mb/contract/site-info';
import { describe, expect, it } from 'vitest';
import { DMCA } from './dmca';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';

// Issue 31: governing law, jurisdiction, EU/UK representative, DPO and the DMCA agent were blanks only
// a source edit could fill; they are settings now (LEGAL_*, DMCA_AGENT_*), bracketed while unset.

const unset: SiteInfo['legal'] = {
  governing_law: null,
  jurisdiction: null,
  eu_representative: null,
  uk_representative: null,
  data_protection_officer: null,
  dmca_agent_name: null,
  dmca_agent_registration: null,
};
const site = (legal: Partial<SiteInfo['legal']>): SiteInfo => ({
  product_name: 'Velvet Rope',
  company_name: 'Velvet Rope Media LLC',
  company_address: '1 Main Street, Austin, TX 78701, USA',
  records_custodian: { name: 'Jane Roe', title: 'Records Officer', address: null },
  legal: { ...unset, ...legal },
  links: { documentation: null, support: null, roadmap: null, compliance_hub: '/hub/' },
  emails: Object.fromEntries(
    ['general', 'support', 'press', 'partnerships', 'legal', 'dmca', 'privacy', 'safety', 'careers', 'compliance'].map((k) => [
      k,
      `${k}@velvetrope.co`,
    ]),
  ) as SiteInfo['emails'],
});

describe('legal pages name the configured details', () => {
  it('bracket each detail while it is unset', () => {
    const s = site({});
    expect(TERMS.body(s)).toContain('[governing law – to be completed before launch]');
    expect(TERMS.body(s)).toContain('[jurisdiction – to be completed before launch]');
    expect(DMCA.body(s)).toContain('[name of the designated agent – to be completed before launch]');
    expect(DMCA.body(s)).toContain('[registration number – to be completed before launch]');
    expect(PRIVACY.body(s)).toContain(
      '[EU representative, UK representative, data protection officer, if required – to be completed before launch]',
    );
  });

  it('write in every configured detail, with no bracket left for it', () => {
    const s = site({
      governing_law: 'the State of Texas, USA',
      jurisdiction: 'Travis County, Texas',
      eu_representative: 'EU-Rep GmbH, Berlin',
      uk_representative: 'UK-Rep Ltd, London',
      data_protection_officer: 'Dana Privacy (dpo@velvetrope.co)',
      dmca_agent_name: 'Jordan Agent',
      dmca_agent_registration: 'DMCA-1234567',
    });
    const all = [TERMS, DMCA, PRIVACY].map((d) => d.body(s)).join('\n');
    expect(all).not.toContain('to be completed before launch');
    expect(TERMS.body(s)).toContain('governed by the laws of the State of Texas, USA. The courts of Travis County, Texas have');
    expect(DMCA.body(s)).toContain('Copyright Agent, Jordan Agent, Velvet Rope Media LLC');
    expect(DMCA.body(s)).toContain('Directory under DMCA-1234567.');
    expect(PRIVACY.body(s)).toContain('Our representative in the European Union (Art. 27 GDPR) is EU-Rep GmbH, Berlin.');
    expect(PRIVACY.body(s)).toContain('Our data protection officer is Dana Privacy (dpo@velvetrope.co).');
  });

  it('bracket only what is still missing when some are set', () => {
    const body = PRIVACY.body(site({ data_protection_officer: 'Dana Privacy' }));
    expect(body).toContain('Our data protection officer is Dana Privacy.');
    expect(body).toContain('[EU representative, UK representative, if required – to be completed before launch]');
  });
});
