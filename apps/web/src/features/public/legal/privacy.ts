import type { SiteInfo } from '@mb/contract/site-info';
import { addressOf, type LegalDoc, mail, missing } from './legal-document';

/** Art. 27 and 37 GDPR / UK GDPR: the representatives and the officer configured, the rest still bracketed. */
function representatives(s: SiteInfo): string {
  const l = s.legal;
  const named = [
    l.eu_representative ? `Our representative in the European Union (Art. 27 GDPR) is ${l.eu_representative}.` : null,
    l.uk_representative ? `Our representative in the United Kingdom (Art. 27 UK GDPR) is ${l.uk_representative}.` : null,
    l.data_protection_officer ? `Our data protection officer is ${l.data_protection_officer}.` : null,
  ].filter(Boolean);
  const open = [
    l.eu_representative ? null : 'EU representative',
    l.uk_representative ? null : 'UK representative',
    l.data_protection_officer ? null : 'data protection officer',
  ].filter(Boolean);
  if (open.length) named.push(`${missing(`${open.join(', ')}, if required`)}.`);
  return named.join(' ');
}

export const PRIVACY: LegalDoc = {
  path: '/privacy',
  title: 'Privacy Policy',
  summary: 'What personal data we collect, why we need it, who we share it with, how long we keep it, and your rights.',
  version: 'November 2026',
  body: (s) => `## Who we are

${s.company_name}, ${addressOf(s)}, is the controller of personal data processed through ${s.product_name}. Our data protection contact is ${mail(s.emails.privacy)}. ${representatives(s)}

We built ${s.product_name} for an industry where privacy is a matter of safety. We collect what we need to run a professional network, we do not sell personal data, and your legal name is never shown on your public profile.

## What we collect

- **Account data:** e-mail address, password (stored only as a one-way hash), account type and sign-in history (devices, times, IP addresses).
- **Profile data:** username, display name, bio, location, content types, your default content filter, avatar and the portfolio you publish.
- **Verification results:** whether your identity and age were verified by the vAulth compliance hub, when, and its reference. vAulth processes your ID documents under its own privacy policy; we do not receive or store them.
- **Business data:** business name, categories, description, logo, website, contact details, services and products, verified domains.
- **Activity:** messages, collaborations, casting proposals, follows, notifications and app usage inside the Platform.
- **Payments:** plan, billing cycle and status. Card details are handled by our payment provider and never reach our servers.
- **Messages to us:** what you send through the [contact form](/contact) or by e-mail, with the time and the address it came from.
- **Technical data:** IP address, browser and device type, and logs needed to keep the service secure. See the [Cookie Policy](/cookie-policy) for what is stored in your browser.

## Sensitive information

Your profile's content types, and the work you publish, can reveal information about your sex life or sexual orientation, which data protection law treats as special category data. We process it only because you choose to make it part of your professional profile (your explicit consent, and information you have manifestly made public), and only to show your profile and help the right people find you. You can change or remove it at any time.

## Why we use it, and on what legal basis

- **To provide the Platform** (your account, profile, messages, listings, subscriptions): performance of our contract with you.
- **To keep members safe** (verification, moderation, fraud and abuse prevention, security logs): our legitimate interest in a safe, trusted network, and legal obligations.
- **To meet legal obligations** (tax, record-keeping, responding to lawful requests): legal obligation.
- **To improve the Platform** (aggregate usage statistics): legitimate interest, or consent where the law requires it for cookies.
- **To send product news** (optional): your consent, which you can withdraw at any time.

## Who we share it with

- **Other members and visitors** see what you publish on your public profile or listing, as you configure it.
- **Service providers** who process data for us under contract: hosting and storage, e-mail delivery, the vAulth compliance hub, and our payment provider.
- **Authorities**, when the law requires it or to protect someone from serious harm. We report content involving minors to the competent authorities.
- **A buyer or successor**, if our business is reorganised or sold, under the same protections.

We never sell personal data and we do not share it with advertisers.

## International transfers

Our providers may process data outside your country. Where data leaves the European Economic Area or the United Kingdom, we rely on adequacy decisions or the European Commission's standard contractual clauses, with additional safeguards where needed.

## How long we keep it

- Account and profile data: while your account is open, then deleted within 30 days of closure.
- Security logs: up to 90 days.
- Messages to our team: up to two years after the matter is closed.
- Payment records: as long as tax law requires (usually up to ten years).
- Records the law requires us or a producer to keep (for example under 18 U.S.C. § 2257): for the period the law sets.

## Security

Passwords are hashed with a modern algorithm, sessions can be revoked from your settings, connections are encrypted, and staff access is limited to what their role needs and is logged.

## Your rights

Depending on where you live (including under the GDPR, the UK GDPR and US state privacy laws such as the CCPA), you can:

- access the personal data we hold about you and receive a copy in a portable format;
- correct it, or ask us to delete it;
- restrict or object to our use of it, including for direct marketing;
- withdraw consent at any time, without affecting what was done before;
- not be discriminated against for exercising your rights; and
- complain to your data protection authority.

Write to ${mail(s.emails.privacy)}. We answer within one month, and may ask you to confirm your identity first.

## Adults only

The Platform is for people aged 18 and over. We do not knowingly collect data from anyone younger, and we close any account we find belongs to a minor.

## Changes to this policy

We will tell you about material changes by e-mail or in the Platform before they take effect.

## Contact

Privacy questions and requests: ${mail(s.emails.privacy)}. Postal address: ${addressOf(s)}.`,
};
