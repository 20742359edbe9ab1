import { EVENT_MESSAGES } from '@mb/contract/events';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { joined, mailText, render, requestLocale, translate, words, wordsDate } from './i18n.ts';

describe('server languages', () => {
  it("picks the request's language from Accept-Language, by weight, English when none fits", () => {
    expect(requestLocale({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(requestLocale({ 'accept-language': 'ja, pt-PT;q=0.5' })).toBe('pt-BR');
    expect(requestLocale({ 'accept-language': 'en;q=0.2, fr;q=0.9' })).toBe('fr');
    expect(requestLocale({ 'accept-language': 'ja' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });

  it('translates a contract message, and leaves an unknown text in English', () => {
    expect(translate('es', MESSAGES.invalidCredentials)).toBe('Correo electrónico o contraseña incorrectos.');
    expect(translate('de', 'Not a contract message')).toBe('Not a contract message');
    expect(translate('en', MESSAGES.invalidCredentials)).toBe(MESSAGES.invalidCredentials);
  });

  it('fills a mail text in the recipient language', () => {
    expect(mailText('fr', MAIL_TEXT.passwordReset.subject, { product: 'ModelBase' })).toBe('Réinitialisez votre mot de passe ModelBase');
  });

  describe('a moment inside words, written when the reader is known', () => {
    const at = new Date('2026-03-04T15:05:00Z');
    const closes = (style: 'day' | 'moment' | 'long', timeZone?: string) =>
      words(NOTICE_TEXT.trophy.votingOpenFinalist, { category: 'Best Scene', closes: wordsDate(at, style, timeZone) });

    it('reads in English as these dates always did', () => {
      expect(render('en', closes('moment'))).toBe('You are a finalist in Best Scene. Voting closes Wed, 04 Mar 2026 15:05:00 GMT.');
      expect(render('en', closes('day'))).toBe('You are a finalist in Best Scene. Voting closes Wed, 04 Mar 2026.');
      expect(render('en', closes('long'))).toBe('You are a finalist in Best Scene. Voting closes Wednesday, March 4, 2026 at 3:05 PM UTC.');
      expect(render('en', closes('long', 'Europe/Berlin'))).toContain('Wednesday, March 4, 2026 at 4:05 PM (Europe/Berlin).');
    });

    it("reads in the reader's language, in the same zone", () => {
      const de = render('de', closes('moment'));
      expect(de).toMatch(/^Du bist Finalist/);
      expect(de).toContain('Mittwoch, 4. März 2026 um 15:05 UTC');
      expect(render('de', closes('day'))).toContain('Mittwoch, 4. März 2026.');
      expect(render('es', closes('long', 'Europe/Madrid'))).toContain('miércoles, 4 de marzo de 2026, 16:05 (Europe/Madrid)');
      expect(render('fr', closes('long'))).toContain('mercredi 4 mars 2026 à 15:05 UTC');
      for (const text of [de, render('es', closes('long')), render('pt-BR', closes('day'))]) expect(text).not.toMatch(/Wed|GMT|March/);
    });

    it('stays a plain value: stored words carry the ISO moment, not a Date', () => {
      expect(JSON.parse(JSON.stringify(closes('day')))).toEqual(closes('day'));
    });
  });

  it("writes a moment's time of day in UTC, in the reader's words", () => {
    const at = new Date('2030-01-15T09:05:00Z');
    expect(render('en', words(EVENT_MESSAGES.alreadyCheckedInAt, { time: wordsDate(at, 'time') }))).toBe(
      'This ticket is already checked in at 09:05 UTC.',
    );
    expect(render('de', words(EVENT_MESSAGES.alreadyCheckedInAt, { time: wordsDate(at, 'time') }))).toBe(
      'Dieses Ticket wurde bereits um 09:05 UTC eingecheckt.',
    );
  });

  it('an AppError given words keeps its English as the message and its words for the answer', () => {
    const e = new AppError('conflict', words(EVENT_MESSAGES.alreadyCheckedInAt, { time: '09:05 UTC' }), {
      code: EVENT_MESSAGES.alreadyCheckedIn,
      at: words(EVENT_MESSAGES.alreadyCheckedInAt, { time: '09:05 UTC' }),
    });
    expect(e.message).toBe('This ticket is already checked in at 09:05 UTC.');
    expect(e.fields).toEqual({ code: EVENT_MESSAGES.alreadyCheckedIn, at: 'This ticket is already checked in at 09:05 UTC.' });
    expect(e.words && render('fr', e.words)).toBe('Ce billet a déjà été enregistré à 09:05 UTC.');
    expect(Object.keys(e.fieldWords ?? {})).toEqual(['at']);
    expect(new AppError('conflict', 'Plain.').words).toBeUndefined();
  });

  it('joins parts, each in the language, without a catalogue entry of its own', () => {
    const parts = joined([words(NOTICE_TEXT.moderation.noViolation), NOTICE_TEXT.pro.sponsorOn, 'As written.'], '\n');
    expect(render('en', parts)).toBe('Report reviewed: no violation found\nYou are now a sponsor.\nAs written.');
    expect(render('de', parts)).toBe('Meldung geprüft: kein Verstoß festgestellt\nDu bist jetzt Sponsor.\nAs written.');
  });
});
