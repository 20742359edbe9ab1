import { LIMITS } from '@mb/contract/limits';
import { type LegalDoc, mail } from './legal-document';

export const RSE: LegalDoc = {
  path: '/rse-policy',
  title: 'Social & Environmental Responsibility (RSE)',
  summary:
    'Our commitments as a business to the people who work in this industry, to our members’ safety and privacy, and to the environment.',
  version: 'November 2026',
  body: (s) => `## Why we publish this

RSE (responsabilité sociétale des entreprises) is the commitment a company makes to the social and environmental effects of its business. For ${s.product_name}, that starts with the people who work in the adult entertainment industry, who are too often underserved, stigmatised or put at risk by the tools they are given. This policy sets out what we commit to, and how you can hold us to it.

## Performer welfare and consent

- Consent is specific, informed and can be withdrawn. Our [community standards](/blog/community-standards-for-collaborations) require consent to be agreed in writing before any collaboration.
- Anyone depicted in content on the Platform can ask for it to be removed if it was published without their consent, whether or not they hold the copyright. These requests go to ${mail(s.emails.safety)} and are handled first.
- We point members to independent health, legal and mental-health resources for the industry, and never require members to share more personal information than the work needs.

## Safety and zero tolerance

- Adults only: every member must be 18 or older, and age-restricted work can only be published by accounts verified through the vAulth compliance hub.
- Zero tolerance for content involving minors, for trafficking and for coercion. We remove it, preserve evidence and report it to the authorities.
- Uploads from unverified accounts and reported content are reviewed by trained moderators within 48 hours. Moderators have access to wellbeing support and limits on exposure to distressing material.

## Fair dealing

- Creators own their work. Our licence to it is limited to running the Platform (see the [Terms](/terms)).
- Prices are published on the [pricing page](/pricing), with no hidden fees. A ${LIMITS.gracePeriodDays}-day grace period protects members whose renewal fails.
- We do not ask members for exclusivity and we do not take a cut of bookings agreed between members.

## Inclusion and accessibility

- The Platform serves every gender and orientation. Content filters let each member choose what they see without excluding anyone from the network.
- We build to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and fix reported accessibility problems as defects.
- We hire without regard to gender, orientation, ethnicity, disability, age or past work in the industry.

## Privacy as a duty of care

In this industry, a privacy failure can put someone in danger. We collect the minimum, never sell personal data, never show legal names on public profiles, and let members revoke sessions and delete their accounts themselves. See the [Privacy Policy](/privacy).

## Environment

- We are a remote-first team, which avoids most commuting, and we prefer rail to air for business travel where the journey allows.
- We choose hosting regions whose providers publish renewable-energy commitments, size our servers to real use, and keep pages light: our [lightweight pages](/sitemap) load without any script at all.
- We keep only the data we need, for as long as we need it, which also means less storage and less energy.

## Community

We sponsor industry events, awards and professional gatherings, and support initiatives that improve working conditions, health and safety in the industry. Our [Ambassador Program](/ambassadors) brings experienced professionals together to guide newcomers.

## Governance and reporting

This policy is owned by our leadership team and reviewed every year. We will publish a short annual report on moderation volumes, response times, safety reports and progress on these commitments. Suggestions and concerns are welcome at ${mail(s.emails.general)}.`,
};
