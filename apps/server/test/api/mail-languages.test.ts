import { MAIL_TEXT } from '@mb/contract/mail-text';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, sendDueDigests } from '../../src/features/notifications/service.ts';
import { words } from '../../src/platform/i18n.ts';
import { portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { newUsername } from '../helpers/profiles.ts';
import { newCredentials, signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 36: the account mails and notifications go out in the recipient's language (users.locale),
// English when none is kept (the features' own tests assert the English).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const mailsTo = (to: string, kind: string) =>
  t.ctx.database.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where to_address = $1 and kind = $2 order by created_at',
    [to, kind],
  );

async function member(locale: 'de' | 'es' | 'fr' | 'pt-BR' | null) {
  const u = await signUpUser(t);
  if (locale) expect((await t.call('setLocale', { token: u.token, body: { locale } })).status).toBe(200);
  return u;
}

describe('account mails in the recipient language', () => {
  it('a sign-in from a new device: German for a German member, English for one with none', async () => {
    const de = await member('de');
    await t.call('signIn', { body: { email: de.email, password: de.password } });
    const [mail] = await mailsTo(de.email, 'new_device_sign_in');
    expect(mail?.subject).toBe('Neue Anmeldung bei deinem ModelBase-Konto');
    expect(mail?.text_body).toContain('Bei deinem ModelBase-Konto wurde sich von einem neuen Gerät aus angemeldet.');
    expect(mail?.text_body).toMatch(/^Wann: .+ UTC$/m);

    const en = await member(null);
    await t.call('signIn', { body: { email: en.email, password: en.password } });
    const [english] = await mailsTo(en.email, 'new_device_sign_in');
    expect(english?.subject).toBe('New sign-in to your ModelBase account');
    expect(english?.text_body).toMatch(/^When: \w{3}, \d\d \w{3} \d{4} [\d:]+ GMT$/m);
  });

  it('an e-mail change, to the old address, in Spanish', async () => {
    const es = await member('es');
    const next = newCredentials().email;
    expect((await t.call('changeEmail', { token: es.token, body: { current_password: es.password, email: next } })).status).toBe(200);
    const [mail] = await mailsTo(es.email, 'email_changed');
    expect(mail?.subject).toBe('Se cambió el correo electrónico de tu cuenta de ModelBase');
    expect(mail?.text_body).toBe(
      `El correo electrónico de tu cuenta se cambió a ${next}. Si no fuiste tú, restablece tu contraseña ahora.`,
    );
  });

  it('a two-factor change, in French', async () => {
    const fr = await member('fr');
    const start = await t.call('totpStart', { token: fr.token });
    const code = new TOTP({ secret: Secret.fromBase32(start.data.secret), digits: 6, period: 30 }).generate();
    expect((await t.call('totpConfirm', { token: fr.token, body: { code } })).status).toBe(200);
    const [mail] = await mailsTo(fr.email, 'account_security');
    expect(mail?.subject).toBe('La connexion en deux étapes est activée – ModelBase');
    expect(mail?.text_body).toContain('Une application d’authentification a été configurée');
  });

  it('an account deletion scheduled, in Brazilian Portuguese', async () => {
    const pt = await member('pt-BR');
    expect((await t.call('scheduleAccountDeletion', { token: pt.token, body: { password: pt.password } })).status).toBe(200);
    const [mail] = await mailsTo(pt.email, 'account_deletion_scheduled');
    expect(mail?.subject).toMatch(/^Sua conta será excluída em .+ \| ModelBase$/);
    expect(mail?.text_body).toContain('Você nos pediu para excluir sua conta do ModelBase.');
    // Signing in cancels it: the notice and the mail in Portuguese too.
    expect((await t.call('signIn', { body: { email: pt.email, password: pt.password } })).status).toBe(200);
    const [cancelled] = await mailsTo(pt.email, 'account_deletion_cancelled');
    expect(cancelled?.subject).toBe('Sua conta não será excluída | ModelBase');
    expect(cancelled?.text_body).toMatch(/^A exclusão da sua conta foi cancelada porque você entrou\. Sua conta continua como estava\.$/m);
  });
});

describe('notifications in the recipient language', () => {
  const alert = words(MAIL_TEXT.castingAlert.title, { title: 'Summer shoot' });

  it("stores a feature's words in the member's language, and mails them with the mail's own words in it too", async () => {
    const de = await member('de');
    await t.call('updateNotificationPreferences', { token: de.token, body: { email: { system_updates: true } } });
    const n = await t.ctx.db.transaction((tx) =>
      notify(t.ctx, tx, de.userId, { type: 'system_update', title: alert, content: 'Body', action_url: '/casting' }),
    );
    expect(n?.title).toBe('Neuer Casting Call: Summer shoot');
    const [mail] = await mailsTo(de.email, 'notification_system_update');
    expect(mail?.subject).toBe('Neuer Casting Call: Summer shoot | ModelBase');
    expect(mail?.text_body).toContain('Öffne es auf ModelBase:');
    expect(mail?.text_body).toMatch(/^Du bekommst diese E-Mail, weil du E-Mails für „.+“ eingeschaltet hast\.$/m);

    const en = await member(null);
    const english = await t.ctx.db.transaction((tx) =>
      notify(t.ctx, tx, en.userId, { type: 'system_update', title: alert, content: 'Body' }),
    );
    expect(english?.title).toBe('New casting call: Summer shoot');
  });

  it('the daily digest, in Spanish', async () => {
    const es = await member('es');
    await t.call('updateNotificationPreferences', { token: es.token, body: { digest: 'daily' } });
    await t.ctx.db.transaction((tx) => notify(t.ctx, tx, es.userId, { type: 'system_update', title: alert, content: 'Body' }));
    await sendDueDigests(t.ctx, new Date());
    const [mail] = await mailsTo(es.email, 'notification_digest');
    expect(mail?.subject).toBe('Tus notificaciones de ModelBase');
    expect(mail?.text_body).toContain('- Nuevo casting call: Summer shoot');
  });
});

describe("a feature's notifications in the recipient language", () => {
  it("a booking request: the German owner's notification and mail in German, the booker's answer in English", async () => {
    const owner = await signUpUser(t, 'enterprise');
    expect((await t.call('setLocale', { token: owner.token, body: { locale: 'de' } })).status).toBe(200);
    const username = newUsername('bk');
    await t.call('updateMyProfile', { token: owner.token, body: { username, display_name: 'Studio Nord' } });
    expect((await t.call('installApp', { token: owner.token, params: { app_id: 'mb-bookings' } })).status).toBe(200);
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    const s = await t.call('updateBookingSettings', {
      token: owner.token,
      body: { time_zone: 'Europe/Berlin', buffer_minutes: 0, cancel_hours: 24, weekly, exceptions: [] },
    });
    expect(s.status, JSON.stringify(s.error)).toBe(200);
    const service = await t.call('createBookingService', {
      token: owner.token,
      body: { name: 'Fotoshooting', duration_minutes: 60, rate_cents: 0, currency: 'EUR', description: '', online: true, location: '' },
    });
    expect(service.status, JSON.stringify(service.error)).toBe(201);
    const booker = await signUpUser(t, 'enterprise');
    await t.call('updateMyProfile', { token: booker.token, body: { username: newUsername('bk'), display_name: 'Kim' } });
    const slots = await t.call('bookingSlots', {
      token: booker.token,
      params: { username },
      query: { service_id: service.data.service.id },
    });
    expect(slots.status, JSON.stringify(slots.error)).toBe(200);
    const r = await t.call('requestBooking', {
      token: booker.token,
      params: { username },
      body: { service_id: service.data.service.id, start: slots.data.slots[0]?.start as string, note: 'Bis bald' },
    });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    const notes = await t.call('notifications', { token: owner.token });
    const note = notes.data.items.find((n: { type: string }) => n.type === 'booking');
    expect(note?.title).toBe('Neue Buchungsanfrage von Kim');
    // The time in the owner's zone, written in German (Words' date value), not in English.
    expect(note?.content).toMatch(/^Fotoshooting, [^,]+, \d{1,2}\. \S+ \d{4} um \d\d:\d\d \(Europe\/Berlin\)\. Notiz: Bis bald$/);
    expect(note?.content).not.toMatch(/day|January|February|March|April|May|June|July|August|September|October|November|December|AM|PM/);
    const [mail] = await mailsTo(owner.email, 'booking_requested');
    expect(mail?.subject).toBe('Neue Buchungsanfrage von Kim | ModelBase');

    const declined = await t.call('declineBooking', { token: owner.token, params: { id: r.data.booking.id } });
    expect(declined.status, JSON.stringify(declined.error)).toBe(200);
    const answers = await t.call('notifications', { token: booker.token });
    expect(answers.data.items[0]?.title).toBe('Studio Nord declined your booking request');
  });
});

describe('mails to an address, in the language of its account', () => {
  it("a removal request: German when the address is a German member's, English for a visitor", async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const de = await member('de');
    const body = (email: string) => ({
      kind: 'depicted_person' as const,
      reason: 'no_consent',
      urls: `http://localhost/${owner.username}?item=${item.id}`,
      details: 'This is me and I never agreed to this being posted.',
      name: 'Dana Example',
      email,
      accurate: true as const,
    });
    const r = await t.call('createRemovalRequest', { body: body(de.email) });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    const [mail] = await mailsTo(de.email, 'removal_confirm');
    expect(mail?.subject).toBe(`Bestätige deinen Entfernungsantrag ${r.data.reference} | ModelBase`);
    expect(mail?.text_body).toContain('Der Link funktioniert 7 Tage lang.');

    const visitor = newCredentials().email;
    const v = await t.call('createRemovalRequest', { body: body(visitor) });
    const [english] = await mailsTo(visitor, 'removal_confirm');
    expect(english?.subject).toBe(`Confirm your removal request ${v.data.reference} | ModelBase`);
  });

  it("a sub-user invitation, in the invitee's language, and its notification too", async () => {
    const e = await signUpUser(t, 'enterprise');
    const username = newUsername('enterprise');
    await t.call('updateMyProfile', { token: e.token, body: { username, display_name: `Name ${username}` } });
    await t.call('updateMyEnterprise', {
      token: e.token,
      body: { company_name: 'Velvet Group', business_email: '', website: '', about: '' },
    });
    const es = await member('es');
    const r = await t.call('inviteSubUser', { token: e.token, body: { email: es.email, role: 'manager' } });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    const [mail] = await mailsTo(es.email, 'enterprise_sub_user_invitation');
    expect(mail?.subject).toBe('Invitación como subusuario | ModelBase');
    expect(mail?.text_body).toContain('Velvet Group te invita a actuar en su nombre como subusuario.');
    const notes = await t.call('notifications', { token: es.token });
    expect(notes.data.items[0]?.content).toBe('Velvet Group te invita a actuar en su nombre como subusuario.');
  });
});
