import { MAIL_TEXT } from '@mb/contract/mail-text';
import { MESSAGES } from '@mb/contract/ui-text';
import { describe, expect, it } from 'vitest';
import { mailText, requestLocale, translate } from './i18n.ts';

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
});
