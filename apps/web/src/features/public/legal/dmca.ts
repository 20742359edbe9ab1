import { addressOf, type LegalDoc, mail, missing } from './legal-document';

export const DMCA: LegalDoc = {
  path: '/dmca',
  title: 'DMCA & Copyright Policy',
  summary:
    'How to ask us to remove content that infringes your copyright, exactly what a notice must contain, where to send it, and how to send a counter-notice.',
  version: 'November 2026',
  body: (s) => `## Our policy

${s.company_name} respects the intellectual property of creators and expects members to do the same. We respond to clear notices of alleged copyright infringement in line with the Digital Millennium Copyright Act, 17 U.S.C. § 512 ("DMCA"), and similar laws elsewhere. Stolen content hurts the people this Platform exists to serve, and we act on valid notices quickly.

## How to send a takedown notice

Your notice must be in writing and include **all** of the following (17 U.S.C. § 512(c)(3)). Notices that are missing an element may not be valid, and we may ask you to complete them.

1. A physical or electronic signature of the copyright owner or of a person authorised to act on their behalf. Typing your full legal name at the end of an e-mail is an electronic signature.
2. Identification of the copyrighted work you say is infringed, for example a link to the original or a description of it. If several works are covered by one notice, a representative list.
3. Identification of the material you say is infringing and that you want removed, with enough information for us to find it: the full URL of each profile, portfolio item, listing or post.
4. Your contact information: name, postal address, telephone number and e-mail address.
5. A statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law.
6. A statement that the information in the notice is accurate and, under penalty of perjury, that you are the copyright owner or are authorised to act on the owner's behalf.

## Where to send it

Send notices to our designated copyright agent:

- **By e-mail (fastest):** ${mail(s.emails.dmca)}, with "DMCA notice" in the subject line.
- **Through our contact form:** choose the topic "Legal / DMCA" on the [contact page](/contact?topic=legal).
- **By post:** Copyright Agent, ${missing('name of the designated agent')}, ${s.company_name}, ${addressOf(s)}.

Our agent is registered in the U.S. Copyright Office's DMCA Designated Agent Directory under ${missing('registration number')}.

## What happens next

1. We acknowledge your notice, usually within one business day.
2. If the notice is complete, we remove or disable access to the material expeditiously, usually within two business days.
3. We notify the member who posted it and give them a copy of your notice (including your contact details, as the law requires them to be able to respond).
4. We record the notice against the member's account for our repeat-infringer policy.

## Counter-notice

If your content was removed and you believe that was a mistake or a misidentification, you may send a counter-notice to the same addresses. It must include (17 U.S.C. § 512(g)(3)):

1. Your physical or electronic signature.
2. Identification of the material that was removed or disabled, and the location (URL) where it appeared before removal.
3. A statement, under penalty of perjury, that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.
4. Your name, postal address and telephone number, and a statement that you consent to the jurisdiction of the Federal District Court for the judicial district in which your address is located (or, if your address is outside the United States, any judicial district in which ${s.company_name} may be found), and that you will accept service of process from the person who sent the original notice or their agent.

We forward a complete counter-notice to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action to restrain the alleged infringement, we restore the material within 10 to 14 business days after receiving the counter-notice.

## Repeat infringers

We close the accounts of members who repeatedly infringe copyright, in appropriate circumstances. Valid notices that were not successfully countered count against an account.

## False notices

Under 17 U.S.C. § 512(f), anyone who knowingly materially misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages. If you are unsure whether content infringes your rights, consider taking legal advice before sending a notice.

## Not a copyright matter?

If content shows you without your consent, impersonates you, or involves a person under 18, do not wait for a copyright process: write to ${mail(s.emails.safety)} or choose "Safety or abuse report" on the [contact page](/contact?topic=safety). These reports are handled first and do not need a DMCA notice.`,
};
