import { MESSAGES } from '@mb/contract/ui-text';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, intlLocale, t, tm } from './i18n';

describe('i18n', () => {
  afterEach(() => activateLocale('en'));

  it('speaks English without any catalogue', () => {
    expect(t('shell.header.join', 'Join now')).toBe('Join now');
    expect(t('x.plural', '{count, plural, one {# message} other {# messages}}', { count: 2 })).toBe('2 messages');
  });

  it('loads a language, translates, and falls back to English for a missing id', async () => {
    await activateLocale('es');
    expect(intlLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(t('shell.header.join', 'Join now')).toBe('Únete');
    expect(t('no.such.id', 'Only in English')).toBe('Only in English');
    expect(t('nav.unread', '{count, plural, one {unread message} other {unread messages}}', { count: 1 })).toBe('mensaje sin leer');
    expect(tm(MESSAGES.notFound.title)).toBe('Página no encontrada');
    expect(tm('A text no catalogue has')).toBe('A text no catalogue has');
  });

  it('marks every converted string in the pseudo-language', async () => {
    await activateLocale('pseudo');
    expect(t('shell.header.join', 'Join now')).toBe('⟦Jöíñ ñöw⟧');
    expect(intlLocale()).toBe('en');
  });
});
