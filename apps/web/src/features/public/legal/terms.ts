import { LIMITS } from '@mb/contract/limits';
import { addressOf, type LegalDoc, mail, missing } from './legal-document';

export const TERMS: LegalDoc = {
  path: '/terms',
  title: 'Terms of Service',
  summary: 'The agreement between you and us when you use the platform: who may join, what you may publish, and how we run it.',
  version: 'November 2026',
  body: (s) => `## About these terms

These Terms of Service ("Terms") are an agreement between you and ${s.company_name} ("we", "us"), registered at ${addressOf(s)}, which operates ${s.product_name} (the "Platform"). By creating an account or using the Platform you accept these Terms, our [Privacy Policy](/privacy) and our [Cookie Policy](/cookie-policy). If you do not accept them, do not use the Platform.

${s.product_name} is a professional networking, directory and career platform for people and businesses working in the adult entertainment industry. It is a place to do business: portfolios, casting, collaborations, bookings and a moderated business directory.

## Who may use the Platform

- You must be at least **18 years old**, and at least the age of majority where you live, to visit the Platform's member areas or create an account.
- You must be legally able to enter into this agreement and to do the work you offer on the Platform where you live and work.
- You may not use the Platform if we have previously removed you from it, or if you are barred from receiving services under the laws that apply to you.

## Your account

- Give accurate information and keep it up to date. Each account belongs to one person or one business; do not share your sign-in.
- Choose the account type that fits you: creator, studio, business or enterprise. Enterprise accounts may link studios and give sub-users access; the enterprise account holder is responsible for everything done through linked accounts.
- Keep your password safe and tell us at once at ${mail(s.emails.support)} if you think someone else has used your account.
- You may close your account at any time from your settings.

## Identity and domain verification

Identity verification is carried out by the vAulth compliance hub, an independent provider. It checks a government-issued ID and your age. We receive the result of the check, not your documents. Verified accounts may publish age-restricted work and skip the moderation delay on uploads. Business accounts may verify a domain through vAulth; where automatic verification is not possible, our moderators review a manual request within two to three business days.

Verification confirms identity and age at the time of the check. It is not an endorsement, a background check or a guarantee of anyone's conduct.

## Content you publish

You keep ownership of what you upload. You give us a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, display and distribute it **only** to operate, secure and promote the Platform as you have configured it (for example, showing your public portfolio to visitors). The licence ends when you delete the content or your account, except for copies we must keep by law or that are in backups for a limited period.

By publishing content you confirm that:

1. every person who appears in it was 18 or older when it was made, and you hold (or the producer holds) the records the law requires, including under 18 U.S.C. § 2257 where it applies (see our [2257 statement](/2257-statement));
2. every person who appears in it consented to its creation and to its publication on the Platform, and can withdraw that consent for future publication;
3. you own it or have every licence and release needed to publish it; and
4. it is lawful where you are and where you direct it.

## Content and conduct we do not allow

- Any content that depicts, suggests or sexualises a minor, in any form. We report it to the authorities.
- Content made or shared without the consent of everyone depicted, including hidden-camera and intimate images shared without permission.
- Content depicting non-consensual acts, trafficking, coercion, or incitement to violence or hatred.
- Offering or soliciting commercial sexual services. The Platform is for lawful professional work only.
- Impersonation, fake profiles, spam, scraping and attempts to get round verification, moderation or security.
- Explicit material in public areas that we mark as safe for general visitors, such as the home page and the business directory.

## Moderation

We review reported content, and uploads from unverified accounts, within 48 hours. Business listings are reviewed before publication, usually within 48 hours. We may blur, restrict, remove or refuse content, or suspend an account, when we believe it breaks these Terms or the law. Where we can, we tell you what we did and why, and you can ask for a review by replying to our notice.

## Casting, collaborations and bookings

The Platform introduces professionals to each other. Unless an agreement says otherwise, we are not a party to casting proposals, collaborations or bookings between members, and we do not employ or act as agent for any member. Agree the terms of any work, including consent, payment, credit and usage rights, in writing and before the work begins. Follow our [community standards](/blog/community-standards-for-collaborations) and report concerns to ${mail(s.emails.safety)}.

## Subscriptions and payments

- Pro, Business Pro and Enterprise are paid subscriptions. Current prices are on the [pricing page](/pricing); taxes are added where they apply.
- Subscriptions renew automatically at the end of each billing period until cancelled. You can turn off renewal at any time; paid features stay active until the end of the period already paid.
- If a renewal fails, a ${LIMITS.gracePeriodDays}-day grace period begins. During it, Pro content stays visible but cannot be changed, and uploads are paused. If the subscription is not renewed by the end of the grace period, Pro content beyond the free allowance (${LIMITS.freeImageLimit} images) is deleted.
- Payments are handled by our payment provider under its own terms. Except where the law gives you a right to a refund, payments are not refundable.

## App Store apps

Apps in the App Store (such as MB Bookings, MB Visio, MB Trophy, MB Events and MB Licensing) are part of the Platform and covered by these Terms. Some apps have additional terms, which are shown before you install them.

## Intellectual property

The Platform, its software, design and brand belong to us or our licensors. You may not copy, modify or reverse-engineer them except as the law allows. If you believe content on the Platform infringes your copyright, follow our [DMCA policy](/dmca).

## Suspension and termination

We may suspend or close an account that breaks these Terms, that we are required by law to close, or that puts other members at risk. Serious breaches, such as content involving minors or non-consensual content, lead to immediate and permanent removal. You may leave at any time. Sections that by their nature should survive termination (such as licences needed to comply with the law, disclaimers and limits of liability) do.

## Disclaimers and limitation of liability

The Platform is provided "as is". To the extent the law allows, we do not promise that it will be uninterrupted or error-free, and we are not liable for indirect or consequential losses, loss of profit or data, or for the acts of other members. Our total liability to you for any claim is limited to the amount you paid us in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.

## Indemnity

You agree to compensate us for claims, losses and costs arising from content you publish or your breach of these Terms, to the extent the law allows.

## Governing law and disputes

These Terms are governed by the laws of ${s.legal.governing_law ?? missing('governing law')}. The courts of ${s.legal.jurisdiction ?? missing('jurisdiction')} have jurisdiction, without depriving consumers of the protection of the mandatory laws and courts of the country where they live. Before starting proceedings, please contact us so we can try to resolve the matter.

## Changes to these Terms

We may update these Terms. For material changes we give at least 30 days' notice by e-mail or in the Platform before they take effect. If you keep using the Platform after that, the new Terms apply; if you do not accept them, you can close your account.

## Contact

Questions about these Terms: ${mail(s.emails.legal)}, or the [contact form](/contact?topic=legal).`,
};
