import { addressOf, type LegalDoc, mail } from './legal-document';

export const COOKIES: LegalDoc = {
  path: '/cookie-policy',
  title: 'Cookie Policy & GDPR',
  summary: 'The small amount of information we store in your browser, the choices you have, and your rights under the GDPR.',
  version: 'November 2026',
  body: (s) => `## Cookies and local storage

Cookies and browser storage (such as local storage) let a website remember information on your device. ${s.product_name} keeps this to a minimum. Most of what we store is in local storage rather than cookies, and it never leaves your browser unless it is needed to sign you in.

## What we store, by category

### Necessary (always on)

These make the Platform work and cannot be switched off.

- **mb-session** (local storage): keeps you signed in; removed when you sign out.
- **ui-theme** (local storage): your light, dark or system theme.
- **cookiePreferences** (local storage): your cookie choices, so we do not ask again.
- **app-startup-error** (local storage): details of a failed start-up, so the error screen can help you recover; cleared by "Clear Cache & Reload".

### Functional (off until you allow them)

Remember choices that make the Platform more convenient, such as recently used apps and interface preferences.

### Analytics (off until you allow them)

Help us understand, in aggregate, which pages are used and where people get stuck, so we can improve the Platform. We do not use analytics to build profiles of individuals.

### Marketing (off until you allow them)

Measure whether our own campaigns work. We do not allow third-party advertising trackers on the Platform.

## Your choices

When you first visit, a banner offers **Accept All**, **Reject All**, **Save Preferences** and **Preferences**. You can change your mind at any time from the **Cookie Preferences** link in the footer, where each category has its own switch. Rejecting optional categories does not affect your use of the Platform. Necessary storage cannot be turned off.

You can also clear cookies and site data in your browser settings; you will then be signed out and asked for your choices again.

## GDPR: your rights in short

If you are in the European Economic Area, the United Kingdom or Switzerland, the General Data Protection Regulation (or its local equivalent) gives you the right to:

- be informed about how your data is used (our [Privacy Policy](/privacy) explains it);
- access your data and get a copy in a portable format;
- correct inaccurate data and have data erased;
- restrict or object to processing, including direct marketing;
- withdraw consent at any time, including for optional cookies; and
- lodge a complaint with your supervisory authority.

We rely on your **consent** for functional, analytics and marketing storage, and on our **legitimate interest** and **contract** with you for necessary storage.

## Contact

Write to ${mail(s.emails.privacy)}, or to ${s.company_name}, ${addressOf(s)}. We reply within one month.`,
};
