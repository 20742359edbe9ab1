import { addressOf, type LegalDoc, mail, missing } from './legal-document';

export const DMCA: LegalDoc = {
  path: '/dmca',
  title: 'DMCA & Copyright Policy',
  summary:
    'How to ask us to remove content that infringes your copyright (online or by e-mail), exactly what a notice must contain, how to send a counter-notice, and our repeat-infringer policy.',
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

## File a notice online

The fastest way is our [online notice form](/removal-requests/new?kind=copyright): it asks for every element above, so a notice sent through it is complete. Every portfolio item also has a "Report or request removal" link that opens the form with the item filled in. We e-mail you a link to confirm the notice; once you confirm it, you get a reference (such as RR-7K3M9Q) and a page that shows its status, our decision and any counter-notice.

## Where to send it

You may also send notices to our designated copyright agent:

- **By e-mail:** ${mail(s.emails.dmca)}, with "DMCA notice" in the subject line.
- **Through our contact form:** choose the topic "Legal / DMCA" on the [contact page](/contact?topic=legal).
- **By post:** Copyright Agent, ${s.legal.dmca_agent_name ?? missing('name of the designated agent')}, ${s.company_name}, ${addressOf(s)}.

Our agent is registered in the U.S. Copyright Office's DMCA Designated Agent Directory under ${s.legal.dmca_agent_registration ?? missing('registration number')}.

## What happens next

1. A complete notice sent through the online form disables access to the material as soon as you confirm it by e-mail.
2. A moderator reviews it within 7 business days (Monday to Friday) and either upholds the takedown or, if the notice is not valid, restores the material. You and the member both receive the decision with its reasons.
3. We notify the member who posted it and show them your notice: the work, your name, your e-mail address and your signature. Your postal address and telephone number stay with us.
4. An upheld takedown counts against the member's account under our repeat-infringer policy.

## Counter-notice

If your content was removed and you believe that was a mistake or a misidentification, you may send a counter-notice from the takedown's page (its notification links to it) or to the same addresses. It must include (17 U.S.C. § 512(g)(3)):

1. Your physical or electronic signature.
2. Identification of the material that was removed or disabled, and the location (URL) where it appeared before removal.
3. A statement, under penalty of perjury, that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.
4. Your name, postal address and telephone number, and a statement that you consent to the jurisdiction of the Federal District Court for the judicial district in which your address is located (or, if your address is outside the United States, any judicial district in which ${s.company_name} may be found), and that you will accept service of process from the person who sent the original notice or their agent.

We forward a complete counter-notice to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action to restrain the alleged infringement (their request's page has an "I have filed an action" form), we restore the material 10 business days after receiving the counter-notice.

## Repeat infringers

We suspend the accounts of members who repeatedly infringe copyright: **3 upheld takedowns within 12 months** suspend the account. Valid notices that were not successfully countered count against an account; material restored after a counter-notice does not.

## False notices

Under 17 U.S.C. § 512(f), anyone who knowingly materially misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages. If you are unsure whether content infringes your rights, consider taking legal advice before sending a notice.

## Not a copyright matter?

If content shows you without your consent, or you withdraw the consent you gave, use the [removal request form](/removal-requests/new?kind=depicted_person): the content is hidden as soon as you confirm the request by e-mail, while a moderator reviews it. To report illegal content, such as a person who may be under 18, use the [same form](/removal-requests/new?kind=illegal_content), write to ${mail(s.emails.safety)} or choose "Safety or abuse report" on the [contact page](/contact?topic=safety). None of these needs a DMCA notice or an account.`,
};
