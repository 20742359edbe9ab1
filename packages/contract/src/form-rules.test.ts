import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, blogScheduleInput } from './blog.ts';
import { BOOKING_MESSAGES, bookSomeoneInput } from './bookings.ts';
import { EVENT_MESSAGES, eventListQuery } from './events.ts';
import { LICENSING_MESSAGES, licenseCodeInput } from './licensing.ts';
import { portfolioUploadQuery } from './portfolio.ts';
import { RECORDS_MESSAGES } from './records.ts';
import { nominateOtherInput, TROPHY_MESSAGES } from './trophy.ts';
import { TWOFACTOR_MESSAGES, totpConfirmInput } from './twofactor.ts';

// Rules a form used to check by hand (issue 32), now in the contract: the first message is the one shown.
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);

describe('form rules in the contract', () => {
  it('an authenticator set-up takes 6 digits, spaces allowed', () => {
    expect(totpConfirmInput.parse({ code: '123 456' }).code).toBe('123456');
    expect(message(totpConfirmInput.safeParse({ code: '12345' }))).toBe(TWOFACTOR_MESSAGES.appCodeFormat);
    expect(message(totpConfirmInput.safeParse({ code: 'abcde-23456' }))).toBe(TWOFACTOR_MESSAGES.appCodeFormat);
  });

  it('nominating another member needs their username', () => {
    expect(message(nominateOtherInput.safeParse({ nominee: '  ', statement: '' }))).toBe(TROPHY_MESSAGES.nomineeRequired);
    expect(nominateOtherInput.parse({ nominee: ' @jane ', statement: '' }).nominee).toBe('@jane');
  });

  it('a publish time is a date and time in the future, sent as ISO', () => {
    expect(message(blogScheduleInput.safeParse({ at: '' }))).toBe(BLOG_MESSAGES.publishAtInvalid);
    expect(message(blogScheduleInput.safeParse({ at: '2000-01-01T10:00' }))).toBe(BLOG_MESSAGES.publishAtPast);
    const at = blogScheduleInput.parse({ at: '2999-01-01T10:00' }).at;
    expect(Date.parse(at)).toBe(new Date('2999-01-01T10:00').getTime());
  });

  it("the events list's date range ends on or after its start", () => {
    const r = eventListQuery.safeParse({ from: '2026-12-10', to: '2026-12-01' });
    expect(message(r)).toBe(EVENT_MESSAGES.rangeOrder);
    expect(r.success ? null : r.error.issues[0]?.path).toEqual(['to']);
    expect(eventListQuery.safeParse({ from: '2026-12-10', to: '2026-12-10' }).success).toBe(true);
    expect(eventListQuery.safeParse({ to: '2026-12-01' }).success).toBe(true);
  });

  it('an upload that shows people needs a real production date, not in the future', () => {
    const q = (production_date?: string) => portfolioUploadQuery.safeParse({ depicts_people: 'true', production_date });
    expect(message(q())).toBe(RECORDS_MESSAGES.productionDateNeeded);
    expect(message(q('2026-02-30'))).toBe(RECORDS_MESSAGES.productionDateNeeded);
    expect(message(q('2999-01-01'))).toBe(RECORDS_MESSAGES.productionDateFuture);
    expect(q('2024-05-01').success).toBe(true);
    expect(portfolioUploadQuery.safeParse({ depicts_people: 'false' }).success).toBe(true);
  });

  it('booking a member takes their username, with or without @', () => {
    expect(bookSomeoneInput.parse({ username: ' @jane_doe ' }).username).toBe('jane_doe');
    expect(message(bookSomeoneInput.safeParse({ username: 'jane doe' }))).toBe(BOOKING_MESSAGES.usernameNeeded);
  });

  it('a license code is read as the server reads it', () => {
    expect(licenseCodeInput.parse({ code: 'abcde-12345-fghjk-67890' }).code).toBe('ABCDE12345FGHJK67890');
    expect(message(licenseCodeInput.safeParse({ code: 'nope' }))).toBe(LICENSING_MESSAGES.badCode);
  });
});
