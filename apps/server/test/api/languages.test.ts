import { CASTING_MESSAGES } from '@mb/contract/casting';
import { DIRECTORY_MESSAGES } from '@mb/contract/directory';
import { GEOBLOCK_MESSAGES } from '@mb/contract/geoblock';
import { MESSAGING_MESSAGES } from '@mb/contract/messaging';
import { NETWORK_MESSAGES } from '@mb/contract/network';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/platform/db/platform-schema.ts';
import { newCredentials, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 36: the account keeps its language, the server answers in the request's, mails go out in the
// recipient's.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('languages', () => {
  it('keeps the language on the account: set, read back in the session, cleared', async () => {
    const u = await signUpUser(t);
    const set = await t.call('setLocale', { token: u.token, body: { locale: 'pt-BR' } });
    expect(set.status).toBe(200);
    expect(set.data.locale).toBe('pt-BR');
    expect((await t.call('me', { token: u.token })).data.locale).toBe('pt-BR');
    const again = await t.call('signIn', { body: { email: u.email, password: u.password } });
    expect((again.data as { user: { locale: string } }).user.locale).toBe('pt-BR');
    expect((await t.call('setLocale', { token: u.token, body: { locale: null } })).data.locale).toBeNull();
  });

  it('refuses a language it does not speak, and a stranger', async () => {
    const u = await signUpUser(t);
    const r = await t.call('setLocale', { token: u.token, body: { locale: 'it' as never } });
    expect(r.status).toBe(400);
    expect((await t.call('setLocale', { body: { locale: 'es' } })).status).toBe(401);
  });

  it("answers errors and field errors in the request's language, English when it has none", async () => {
    const body = { email: newCredentials().email, password: 'short' };
    const es = await t.call('signUp', { body, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.status).toBe(400);
    expect(es.error?.fields?.password).toBe('La contraseña debe tener al menos 8 caracteres.');
    const ja = await t.call('signUp', { body, headers: { 'accept-language': 'ja-JP' } });
    expect(ja.error?.fields?.password).toBe(MESSAGES.passwordTooShort);
  });

  it("answers a feature's fixed words (geo-blocking's) in the request's language too", async () => {
    const u = await signUpUser(t);
    const body = { countries: ['XX'], regions: [], allowed: [] };
    const de = await t.call('updateMyGeoBlock', { token: u.token, body, headers: { 'accept-language': 'de' } });
    expect(de.status).toBe(400);
    expect(de.error?.fields?.['countries.0']).toBe('Wähle Länder aus der Liste.');
    const en = await t.call('updateMyGeoBlock', { token: u.token, body });
    expect(en.error?.fields?.['countries.0']).toBe(GEOBLOCK_MESSAGES.badCountry);
  });

  it("answers a message with a value in it (a username) in the request's language, the value as typed", async () => {
    const u = await signUpUser(t);
    const body = { countries: ['FR'], regions: [], allowed: ['nobody_here_de'] };
    const de = await t.call('updateMyGeoBlock', { token: u.token, body, headers: { 'accept-language': 'de' } });
    expect(de.status).toBe(400);
    expect(de.error?.message).toBe('Kein Mitglied hat den Benutzernamen @nobody_here_de.');
    expect(de.error?.fields?.allowed).toBe('Kein Mitglied hat den Benutzernamen @nobody_here_de.');
    const en = await t.call('updateMyGeoBlock', { token: u.token, body });
    expect(en.error?.message).toBe('No member has the username @nobody_here_de.');
  });

  it("answers a feature's message table (the network's) in the request's language", async () => {
    const u = await signUpUser(t);
    const self = { token: u.token, params: { userId: u.userId } };
    const fr = await t.call('follow', { ...self, headers: { 'accept-language': 'fr-FR' } });
    expect(fr.error?.message).toBe('Vous ne pouvez pas vous suivre ni vous connecter avec vous-même.');
    expect((await t.call('follow', self)).error?.message).toBe(NETWORK_MESSAGES.notYourself);
  });

  it("answers casting's refusals in the request's language", async () => {
    const u = await signUpUser(t, 'creator');
    const de = await t.call('myCastingCalls', { token: u.token, headers: { 'accept-language': 'de' } });
    expect(de.status).toBe(403);
    expect(de.error?.message).toBe(
      'Nur Studio-Konten können das tun. Casting-Formulare, Casting Calls, Angebote und Studio-News sind für Studios.',
    );
    expect((await t.call('myCastingCalls', { token: u.token })).error?.message).toBe(CASTING_MESSAGES.studiosOnly);
  });

  it("answers the messages' words (a conversation with oneself) in the request's language", async () => {
    const u = await signUpUser(t);
    const self = { token: u.token, body: { member_ids: [u.userId] } };
    const es = await t.call('createConversation', { ...self, headers: { 'accept-language': 'es' } });
    expect(es.status).toBe(400);
    expect(es.error?.message).toBe('No puedes enviarte mensajes a ti mismo.');
    expect(es.error?.fields?.member_ids).toBe('No puedes enviarte mensajes a ti mismo.');
    expect((await t.call('createConversation', self)).error?.message).toBe(MESSAGING_MESSAGES.notYourself);
  });

  it("answers the business directory's words in the request's language", async () => {
    const owner = await signUpUser(t, 'business');
    const params = { id: owner.userId };
    const fr = await t.call('directoryListing', { params, headers: { 'accept-language': 'fr' } });
    expect(fr.status).toBe(404);
    expect(fr.error?.message).toBe('Cette entreprise ne figure pas dans l’annuaire.');
    expect((await t.call('directoryListing', { params })).error?.message).toBe(DIRECTORY_MESSAGES.notFound);
  });

  it("mails the password reset in the account's language", async () => {
    const u = await signUpUser(t);
    await t.call('setLocale', { token: u.token, body: { locale: 'de' } });
    expect((await t.call('passwordResetRequest', { body: { email: u.email } })).status).toBe(200);
    const mailFor = async () =>
      (await t.ctx.db.select().from(mailOutbox)).find((m) => m.to_address === u.email && m.kind === 'password_reset');
    let mail = await mailFor();
    while (!mail) {
      // The mail is the job's: run what is due until it is written (the job waits a second by design).
      if ((await t.ctx.jobs.runDue()) === 0) await new Promise((r) => setTimeout(r, 50));
      mail = await mailFor();
    }
    expect(mail.subject).toMatch(/Passwort zurück$/);
    expect(mail.text_body).toContain('Wähle hier ein neues Passwort');
  });
});
