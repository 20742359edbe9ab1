// The example posts written on first start (see seed.ts). `{product}` becomes PRODUCT_NAME. Their
// authors are fictional: the posts are stored as example content (is_example), shown with an 'Example'
// mark on the blog and in /admin/blog until the operator edits or replaces them (issue 31).
// Bodies use the blog's small markdown subset: ## headings, - and 1. lists, > quotes, **bold**, *italic*, [links](/path).

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  tags: string[];
  /** How long before the seed ran the post counts as published. */
  days_ago: number;
  body: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'why-verified-identity-matters-for-casting',
    title: 'Why verified identity matters for casting',
    excerpt:
      'Fake profiles waste everyone’s time and put people at risk. How identity verification through the vAulth compliance hub works, and what it means for creators and studios.',
    author_name: 'Maya Lindqvist, Trust & Safety',
    tags: ['verification', 'safety', 'casting'],
    days_ago: 11,
    body: `Every casting director has a story about a profile that turned out not to be who it said it was. Every performer has a story about a "producer" who was nothing of the kind. Verification exists to end both stories.

## How it works

Identity verification on {product} is handled by the vAulth compliance hub, a specialist provider that checks a government-issued ID against a live selfie. We never see or store your documents ourselves; we receive the result.

1. Start verification from your onboarding or your settings. It takes five to ten minutes.
2. vAulth checks your document and your age. Everyone on {product} must be 18 or older.
3. Your profile shows as verified as soon as the result comes back.

## What verification unlocks

- A verified badge that studios and businesses can filter by when they cast.
- Uploads of age-restricted work to your portfolio, which unverified accounts cannot publish.
- No moderation wait for your avatar and portfolio uploads: unverified uploads are reviewed by a moderator within 48 hours.

## For studios

Verification is not a substitute for your own record-keeping obligations, but it is a strong first filter. When you send a casting proposal to a verified creator, you know the account belongs to a real adult who has been checked by an independent hub. Our [2257 statement](/2257-statement) explains how records are kept for content published here.

> Verification is about trust, not exposure: your legal name is never shown on your public profile.

Questions about the process? Our safety team answers at the [contact page](/contact).`,
  },
  {
    slug: 'how-directory-moderation-works',
    title: 'Getting listed: how business directory moderation works',
    excerpt:
      'Every listing in the business directory is reviewed before it goes live. What moderators check, how domain verification works, and how to get approved on the first try.',
    author_name: 'Priya Raman, Directory Operations',
    tags: ['business', 'directory', 'moderation'],
    days_ago: 19,
    body: `The business directory is only useful if people can trust what is in it. That is why no listing goes live until a moderator has looked at it, and why we ask businesses to prove they own the domain they advertise.

## What we check

Moderators review every new listing within 48 hours. They look at:

- **The business name and categories.** You can choose up to three of our twelve categories, from agencies and production to payment processors and healthcare.
- **The website.** It must be a real site that belongs to the business. If you do not have a website, a social media page can stand in, as long as the page name matches the business name.
- **The description.** Clear, factual and free of explicit language. Tell people what you do, where and for whom.

## Domain verification

Business accounts link a domain through the vAulth compliance hub, which checks a DNS record you add at your registrar. DNS changes can take 24 to 48 hours to propagate. If automatic verification is not possible, you can request a manual review, which our moderators complete within two to three business days.

## Getting approved first time

1. Use your trading name exactly as it appears on your website.
2. Pick the categories that describe your main services, not everything you might do.
3. Add a logo (300 by 300 pixels works best) and a short, specific description.
4. Verify your domain before you submit, so the moderator sees a verified badge.

Your draft saves as you type, so you can come back to it. When you are ready, submit it and watch for the approval notification.`,
  },
  {
    slug: 'record-keeping-2257-plain-language',
    title: 'Record-keeping in plain language: what 2257 means for independent creators',
    excerpt:
      'If you produce content in or for the United States, federal record-keeping rules apply to you too. A plain-language overview, with the usual caveat: this is not legal advice.',
    author_name: 'Helena Voss, Compliance Lead',
    tags: ['compliance', 'legal', 'creators'],
    days_ago: 28,
    body: `Title 18, section 2257 of the United States Code requires producers of sexually explicit content to check and keep records proving every performer was an adult at the time of production. Many independent creators assume the rules are only for big studios. They are not.

*This article is a general overview, not legal advice. Talk to a lawyer who knows the industry about your own situation.*

## The short version

- **Check ID before you shoot.** Every performer, every production, with a current government-issued photo ID.
- **Keep copies.** Keep a legible copy of the ID, the performer's legal name and any stage names, and the date of production.
- **Cross-reference.** Your records must let an inspector go from a piece of content to the records of everyone in it.
- **Name a custodian.** Someone must be responsible for the records and their location must be stated.

## Where {product} fits

Identity verification through the vAulth compliance hub confirms that an account belongs to a real, adult person. It helps you choose who to work with, but it does not replace your own records for content you produce. MB Licensing, in the [App Store](/app-store), stores signed model releases alongside each project.

## Common mistakes

1. Relying on a screenshot of an ID sent over chat. Get a proper copy and store it securely.
2. Forgetting collaborators who appear only briefly.
3. Keeping records on a personal phone with no backup.

Our own statement is on the [2257 page](/2257-statement).`,
  },
  {
    slug: 'building-a-portfolio-that-books-work',
    title: 'Building a portfolio that books work',
    excerpt:
      'Casting directors spend seconds on each profile. Six practical changes that make yours the one they open, shortlist and message.',
    author_name: 'Jordan Reyes, Community',
    tags: ['creators', 'portfolio', 'tips'],
    days_ago: 42,
    body: `We asked casting directors and agency bookers who use {product} every week what makes them open a profile, and what makes them close it again. Their answers were remarkably consistent.

## 1. Lead with your strongest recent work

Your first images are your first impression. Put current, well-lit work first and retire anything older than your current look.

## 2. Say what you do, plainly

Your bio should answer three questions in two sentences: what kind of work you do, where you are based, and whether you travel. Save the personality for the second paragraph.

## 3. Keep your content types accurate

The content types on your profile drive the filters studios search with. If they are out of date, you will appear in the wrong searches and miss the right ones.

## 4. Get verified

Several studios told us they shortlist verified profiles only. Verification takes ten minutes and removes the moderation wait on your uploads.

## 5. Show your availability

A location and travel note saves a round of messages. Update it when you are on the road.

## 6. Answer messages

It sounds obvious. Response time is the single thing bookers mention most.

When you are ready for more room, Pro removes the 12-image limit on free portfolios and adds videos and albums. See [pricing](/pricing).`,
  },
  {
    slug: 'community-standards-for-collaborations',
    title: 'Our community standards for collaborations',
    excerpt:
      'Collaborations are where members meet off-platform. The standards every collaboration on {product} is held to, and how to report a problem.',
    author_name: 'Maya Lindqvist, Trust & Safety',
    tags: ['safety', 'collaborations', 'community'],
    days_ago: 57,
    body: `Collaborations are the heart of {product}: creators teaming up, studios finding talent, photographers finding models. They are also where people meet in person, so we hold them to clear standards.

## The standards

- **Consent is specific and ongoing.** Agree on what the collaboration involves in writing before the day, and anyone may stop at any time.
- **No surprises.** Who will be present, where, for how long and what will be produced are agreed in advance.
- **Fair dealing.** Payment, credit and usage rights are agreed before the work, not after.
- **Adults only, verified where it matters.** Everyone involved must be 18 or older. We strongly recommend collaborating only with verified accounts.
- **Respect boundaries off camera.** Harassment, pressure and retaliation for saying no are grounds for removal.

## Reporting a problem

If something goes wrong, report it from the profile or conversation concerned, or write to our safety team through the [contact page](/contact) and choose "Safety or abuse report". A moderator reviews every report. Where someone is in immediate danger, contact local emergency services first.

> We would rather receive a report that turns out to be nothing than miss one that matters.`,
  },
];

/**
 * Wording corrected after launch. Posts are seeded once, so a database seeded earlier still has the
 * old words: at every start each `from` still found in that post's field is replaced by `to` (see
 * seed.ts). Only the exact old phrase is touched, so a post staff have edited keeps their edits.
 * Issue 31: the App Store and its five apps have shipped; the 2257 post pointed at a launch post that
 * said they were coming (both of its earlier wordings are replaced).
 */
interface SeedRevision {
  slug: string;
  field: 'title' | 'excerpt' | 'body';
  from: string;
  to: string;
}

export const SEED_REVISIONS: SeedRevision[] = [
  {
    slug: 'record-keeping-2257-plain-language',
    field: 'body',
    from: 'MB Licensing, in the [App Store](/blog/introducing-the-app-store), can store signed model releases alongside each project.',
    to: 'MB Licensing, in the [App Store](/app-store), stores signed model releases alongside each project.',
  },
  {
    slug: 'record-keeping-2257-plain-language',
    field: 'body',
    from: 'MB Licensing, coming to the [App Store](/blog/introducing-the-app-store), will store signed model releases alongside each project.',
    to: 'MB Licensing, in the [App Store](/app-store), stores signed model releases alongside each project.',
  },
];

/**
 * Example posts taken out of databases seeded before (at every start, see seed.ts): only while the row
 * is still the untouched example (is_example, no staff author), so a post the operator took over or
 * wrote under the same address stays. Issue 31: 'Coming to the App Store' said the store was not open
 * yet; the store and all five apps have shipped.
 */
export const SEED_REMOVALS: readonly string[] = ['introducing-the-app-store'];
