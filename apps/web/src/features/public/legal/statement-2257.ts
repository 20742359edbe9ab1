import { addressOf, type LegalDoc, mail } from './legal-document';

export const STATEMENT_2257: LegalDoc = {
  path: '/2257-statement',
  title: '18 U.S.C. § 2257 Statement',
  summary:
    'Our record-keeping requirements compliance statement, who is responsible for records, and how to reach the custodian of records.',
  version: 'November 2026',
  body: (s) => `## Compliance statement

All persons who appear in any visual depiction of actual or simulated sexually explicit conduct published on ${s.product_name} were eighteen (18) years of age or older at the time the depiction was created.

## Content produced by members

${s.product_name} is a professional platform on which members (creators, studios and businesses) publish their own work. Members who produce content are its primary producers within the meaning of 18 U.S.C. § 2257 and 28 C.F.R. Part 75. They are responsible for checking the age and identity of every performer, keeping the records those provisions require, and stating where those records are kept.

Before a member may publish age-restricted work, the member's identity and age are verified through the vAulth compliance hub. Members must also confirm, for every upload, that they hold the required records or that the producer does. Content for which this cannot be confirmed is removed.

## Our role

With respect to content that members produce and upload, ${s.company_name} acts as a service provider that hosts, stores and transmits that content, and does not select, edit or arrange it beyond the technical processing needed to display it and the removal of content that breaks our [Terms of Service](/terms). To the extent any content is produced by ${s.company_name} itself, the records required by law are kept by the custodian of records named below.

## Custodian of records

- **Custodian of records:** ${s.records_custodian.name}, ${s.records_custodian.title}
- **Company:** ${s.company_name}
- **Address:** ${s.records_custodian.address ?? addressOf(s)}

Records are available for inspection at that address during the hours the regulations require. Questions about records: ${mail(s.emails.compliance)}.

## Reporting

If you believe any content on ${s.product_name} depicts a person under 18, report it immediately to ${mail(s.emails.safety)} or through the [contact form](/contact?topic=safety). We remove such content at once, preserve the evidence, and report it to the National Center for Missing & Exploited Children and the competent authorities.`,
};
