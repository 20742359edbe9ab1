// Languages (issue 36; docs/ARCHITECTURE.md "Languages"): every catalogue has every message, each
// translation parses and keeps its placeholders, the English catalogue is what the code says, and no
// web file beyond the pending list shows hard-coded English.
import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import webDe from '../apps/web/src/locales/de.ts';
import webEn from '../apps/web/src/locales/en.ts';
import webEs from '../apps/web/src/locales/es.ts';
import webFr from '../apps/web/src/locales/fr.ts';
import webPt from '../apps/web/src/locales/pt-BR.ts';
import { AD_MESSAGES, AD_STATUS_LABELS } from '../packages/contract/src/ads.ts';
import { ANALYTICS_MESSAGES } from '../packages/contract/src/analytics.ts';
import { APP_STORE_MESSAGES } from '../packages/contract/src/app-store-access.ts';
import { BILLING_MESSAGES } from '../packages/contract/src/billing.ts';
import { BOOKING_MESSAGES } from '../packages/contract/src/bookings.ts';
import { BUSINESS_CATEGORIES, BUSINESS_MESSAGES } from '../packages/contract/src/business.ts';
import { CAREERS_MESSAGES } from '../packages/contract/src/careers.ts';
import { APPLICATION_STATUS_LABELS, CASTING_FIELD_LABELS } from '../packages/contract/src/casting.ts';
import { CASTING_ALERT_DELIVERY_LABELS, CASTING_ALERT_MESSAGES } from '../packages/contract/src/casting-alerts.ts';
import { CASTING_MESSAGES, RATE_UNIT_LABELS } from '../packages/contract/src/casting-common.ts';
import { PROPOSAL_STATUS_LABELS } from '../packages/contract/src/casting-proposals.ts';
import { COLLAB_MESSAGES, COLLAB_STATUS_LABELS, ORDER_STATUS_LABELS, TASK_STATUS_LABELS } from '../packages/contract/src/collabs.ts';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES } from '../packages/contract/src/compliance.ts';
import { CONTACT_MESSAGES } from '../packages/contract/src/contact.ts';
import { DEVELOPER_MESSAGES } from '../packages/contract/src/developer.ts';
import { DIAGNOSTICS_MESSAGES } from '../packages/contract/src/diagnostics.ts';
import { DIRECTORY_MESSAGES, DIRECTORY_SORT_LABELS, WEEKDAY_LABELS } from '../packages/contract/src/directory.ts';
import { DISCOVERY_MESSAGES } from '../packages/contract/src/discovery.ts';
import { ENTERPRISE_DASHBOARD_MESSAGES } from '../packages/contract/src/enterprise-dashboard.ts';
import { DELEGATION_MESSAGES, SUB_USER_MESSAGES, SUB_USER_ROLE_LABELS } from '../packages/contract/src/enterprise-sub-users.ts';
import { ENTERPRISE_MESSAGES } from '../packages/contract/src/enterprise-text.ts';
import { EVENT_MESSAGES } from '../packages/contract/src/events.ts';
import { FEED_MESSAGES } from '../packages/contract/src/feed.ts';
import { GEOBLOCK_MESSAGES } from '../packages/contract/src/geoblock.ts';
import { LICENSING_MESSAGES, REQUEST_STATUS_LABELS, USAGE_LABELS } from '../packages/contract/src/licensing.ts';
import contractDe from '../packages/contract/src/locales/de.ts';
import contractEs from '../packages/contract/src/locales/es.ts';
import contractFr from '../packages/contract/src/locales/fr.ts';
import mailDe from '../packages/contract/src/locales/mail/de.ts';
import mailEs from '../packages/contract/src/locales/mail/es.ts';
import mailFr from '../packages/contract/src/locales/mail/fr.ts';
import mailPt from '../packages/contract/src/locales/mail/pt-BR.ts';
import contractPt from '../packages/contract/src/locales/pt-BR.ts';
import { LOCATION_MESSAGES } from '../packages/contract/src/location.ts';
import { LOTTERY_MESSAGES } from '../packages/contract/src/lottery.ts';
import { MAIL_TEXT } from '../packages/contract/src/mail-text.ts';
import { MEDIA_HASH_CATEGORY_LABELS, MEDIA_SAFETY_MESSAGES } from '../packages/contract/src/media-safety.ts';
import { MEMBER_DATA_MESSAGES } from '../packages/contract/src/member-data.ts';
import { MESSAGING_MESSAGES, WHO_MAY_MESSAGE_LABELS } from '../packages/contract/src/messaging.ts';
import { MODERATION_MESSAGES, REJECTION_CATEGORIES, REPORT_CATEGORIES } from '../packages/contract/src/moderation.ts';
import { NETWORK_MESSAGES } from '../packages/contract/src/network.ts';
import { NOTICE_TEXT } from '../packages/contract/src/notice-text.ts';
import { NOTIFICATION_MESSAGES, PREFERENCE_LABELS } from '../packages/contract/src/notification-types.ts';
import { PORTFOLIO_MESSAGES } from '../packages/contract/src/portfolio.ts';
import { WATERMARK_MESSAGES, WATERMARK_POSITION_LABELS } from '../packages/contract/src/portfolio-watermark.ts';
import { PRICING_TEXT } from '../packages/contract/src/pricing.ts';
import { PRO_MESSAGES } from '../packages/contract/src/pro-text.ts';
import { PROFILE_MESSAGES, PROFILE_TYPE_LABELS } from '../packages/contract/src/profiles.ts';
import { PUSH_MESSAGES } from '../packages/contract/src/push-types.ts';
import { RECORDS_MESSAGES } from '../packages/contract/src/records.ts';
import {
  DEPICTED_REASONS,
  ILLEGAL_CATEGORIES,
  REMOVAL_KIND_LABELS,
  REMOVAL_KIND_NOUNS,
  REMOVAL_MESSAGES,
  REMOVAL_STATUS_LABELS,
} from '../packages/contract/src/removals.ts';
import { SHELL_MESSAGES } from '../packages/contract/src/shell-text.ts';
import { PUBLIC_PAGES } from '../packages/contract/src/site.ts';
import { SYSTEM_MESSAGES } from '../packages/contract/src/system.ts';
import { PHASE_LABELS, SUSPICION_REASONS, TROPHY_MESSAGES } from '../packages/contract/src/trophy.ts';
import { TWOFACTOR_MESSAGES } from '../packages/contract/src/twofactor.ts';
import { BLOG_MESSAGES, MESSAGES, SECURITY_MESSAGES, STAFF_ADMIN_MESSAGES } from '../packages/contract/src/ui-text.ts';
import { VISIO_MESSAGES } from '../packages/contract/src/visio.ts';
import { WEBHOOK_MESSAGES } from '../packages/contract/src/webhooks.ts';
import { extract } from './i18n-extract.mjs';
import { hardcodedFiles } from './i18n-hardcoded.mjs';
import { PENDING } from './i18n-pending.ts';

const WEB = { es: webEs, de: webDe, fr: webFr, 'pt-BR': webPt };
const CONTRACT = { es: contractEs, de: contractDe, fr: contractFr, 'pt-BR': contractPt };
const MAIL = { es: mailEs, de: mailDe, fr: mailFr, 'pt-BR': mailPt };

/** The argument names an ICU message uses ({name}, {count, plural, ...}). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const tok of tokens) {
      if (!Array.isArray(tok)) continue;
      names.add(String(tok[0]));
      const cases = tok[2];
      if (cases && typeof cases === 'object') for (const v of Object.values(cases)) walk(v);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function leaves(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out);
  return out;
}

describe('web catalogues', () => {
  it('en.ts is what the code says (run npm run i18n:extract), one text per id', () => {
    const { messages, conflicts } = extract();
    expect(conflicts).toEqual([]);
    expect(webEn).toEqual(Object.fromEntries(messages));
  });

  for (const [locale, catalogue] of Object.entries(WEB)) {
    it(`${locale} has every id, none extra, each parsing with the English placeholders`, () => {
      expect(Object.keys(webEn).filter((id) => !(id in catalogue))).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => !(id in webEn))).toEqual([]);
      for (const [id, text] of Object.entries(catalogue)) {
        expect(placeholders(text), `${locale} ${id}`).toEqual(placeholders(webEn[id] ?? ''));
      }
    });
  }
});

describe("contract catalogues (the server's messages and e-mails)", () => {
  // A language's catalogue is its own file spread with its parts (features/, work/, biz/, safety/): an
  // English text translated in two parts would be overridden by whichever is spread last, silently.
  it('translate each English text in one part only', () => {
    const dir = new URL('../packages/contract/src/locales/', import.meta.url);
    const parts = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'mail');
    for (const locale of Object.keys(CONTRACT)) {
      const files = [`${locale}.ts`, ...parts.map((d) => `${d.name}/${locale}.ts`)];
      const owner = new Map<string, string>();
      const twice: string[] = [];
      for (const file of files) {
        for (const [, , key] of readFileSync(new URL(file, dir), 'utf8').matchAll(/^ {2}(['"])((?:\\.|(?!\1).)*)\1:/gm)) {
          if (owner.has(key ?? '')) twice.push(`${key} (${owner.get(key ?? '')}, ${file})`);
          else owner.set(key ?? '', file);
        }
      }
      expect(twice, locale).toEqual([]);
    }
  });

  // The features' message tables (shown with tm() and answered by the server) are translated there too
  // (locales/features/<locale>.ts, spread into each catalogue); a notification type is a code, not a text.
  const { notificationType: _code, ...castingAlertWords } = CASTING_ALERT_MESSAGES;
  const features = [
    GEOBLOCK_MESSAGES,
    ANALYTICS_MESSAGES,
    castingAlertWords,
    CASTING_ALERT_DELIVERY_LABELS,
    WATERMARK_MESSAGES,
    WATERMARK_POSITION_LABELS,
    PUSH_MESSAGES,
    NOTIFICATION_MESSAGES,
    PREFERENCE_LABELS,
    SYSTEM_MESSAGES,
    DIAGNOSTICS_MESSAGES,
    RECORDS_MESSAGES,
    MEDIA_SAFETY_MESSAGES,
    CONTACT_MESSAGES,
    PRO_MESSAGES,
    DISCOVERY_MESSAGES,
    LOCATION_MESSAGES,
    CAREERS_MESSAGES,
    NETWORK_MESSAGES,
    MODERATION_MESSAGES,
    PROFILE_MESSAGES,
    DEVELOPER_MESSAGES,
    TWOFACTOR_MESSAGES,
    MEMBER_DATA_MESSAGES,
    EVENT_MESSAGES,
    LOTTERY_MESSAGES,
    FEED_MESSAGES,
    SUB_USER_MESSAGES,
    DELEGATION_MESSAGES,
    ENTERPRISE_DASHBOARD_MESSAGES,
    SECURITY_MESSAGES,
    WEBHOOK_MESSAGES,
    STAFF_ADMIN_MESSAGES,
    SHELL_MESSAGES,
    // biz: business, enterprise, billing, ads, blog, credits, apps
    BUSINESS_MESSAGES,
    BUSINESS_CATEGORIES,
    DIRECTORY_MESSAGES,
    DIRECTORY_SORT_LABELS,
    WEEKDAY_LABELS,
    ENTERPRISE_MESSAGES,
    BILLING_MESSAGES,
    AD_MESSAGES,
    AD_STATUS_LABELS,
    BLOG_MESSAGES,
    PROFILE_TYPE_LABELS,
    APP_STORE_MESSAGES,
    PRICING_TEXT,
    PUBLIC_PAGES.map((p) => p.name),
    // Labels the server puts inside its mails.
    REMOVAL_KIND_NOUNS,
    SUB_USER_ROLE_LABELS,
    // work: casting, bookings, collabs, visio, licensing, trophy
    CASTING_MESSAGES,
    RATE_UNIT_LABELS,
    PROPOSAL_STATUS_LABELS,
    CASTING_FIELD_LABELS,
    APPLICATION_STATUS_LABELS,
    BOOKING_MESSAGES,
    COLLAB_MESSAGES,
    COLLAB_STATUS_LABELS,
    TASK_STATUS_LABELS,
    ORDER_STATUS_LABELS,
    VISIO_MESSAGES,
    USAGE_LABELS,
    LICENSING_MESSAGES,
    REQUEST_STATUS_LABELS,
    PHASE_LABELS,
    SUSPICION_REASONS,
    TROPHY_MESSAGES,
    // safety: compliance, removals, reports, portfolio, messages (locales/safety/<locale>.ts); a rejection's
    // ground (terms, law) is a code, its label the text.
    COMPLIANCE_MESSAGES,
    COMPLIANCE_LIMITS,
    REMOVAL_KIND_LABELS,
    REMOVAL_STATUS_LABELS,
    REMOVAL_MESSAGES,
    DEPICTED_REASONS,
    ILLEGAL_CATEGORIES,
    REPORT_CATEGORIES,
    Object.values(REJECTION_CATEGORIES).map((c) => c.label),
    MEDIA_HASH_CATEGORY_LABELS,
    PORTFOLIO_MESSAGES,
    MESSAGING_MESSAGES,
    WHO_MAY_MESSAGE_LABELS,
  ];
  const english = [...new Set([...leaves(MESSAGES), ...features.flatMap((f) => leaves(f))])];
  const mails = [...new Set([...leaves(MAIL_TEXT), ...leaves(NOTICE_TEXT)])];
  for (const [locale, catalogue] of Object.entries(CONTRACT)) {
    it(`${locale} translates every message of MESSAGES and the features' fixed words, keeping placeholders`, () => {
      expect(english.filter((e) => !(e in catalogue))).toEqual([]);
      expect(Object.keys(catalogue).filter((e) => !english.includes(e))).toEqual([]);
      for (const [e, text] of Object.entries(catalogue)) expect(placeholders(text), `${locale}: ${e}`).toEqual(placeholders(e));
    });
  }
  // The e-mails' and notifications' words (MAIL_TEXT, NOTICE_TEXT): the server's alone (locales/mail/), so the
  // web never loads them.
  for (const [locale, catalogue] of Object.entries(MAIL)) {
    it(`${locale} translates every text of MAIL_TEXT and NOTICE_TEXT, keeping placeholders`, () => {
      expect(mails.filter((e) => !(e in catalogue))).toEqual([]);
      expect(Object.keys(catalogue).filter((e) => !mails.includes(e))).toEqual([]);
      for (const [e, text] of Object.entries(catalogue)) expect(placeholders(text), `${locale}: ${e}`).toEqual(placeholders(e));
    });
  }
});

describe('hard-coded English in web components', () => {
  const found = hardcodedFiles();
  it('only the files still pending conversion have any (scripts/i18n-pending.ts)', () => {
    const unlisted = [...found.keys()].filter((f) => !PENDING.includes(f));
    expect(unlisted.map((f) => `${f}: ${found.get(f)?.slice(0, 3).join(' | ')}`)).toEqual([]);
  });
  it('every pending file still has some: a converted file leaves the list', () => {
    expect(PENDING.filter((f) => !found.has(f))).toEqual([]);
  });
});
