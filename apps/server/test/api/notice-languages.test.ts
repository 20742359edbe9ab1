import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { moderator, portfolioMember, queueItemOf, uploadImage } from '../helpers/portfolio.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 36: the notices the server writes itself (a moderation decision's, a staff change of Pro) reach
// a member in their language, dates included; the moderator's own text stays as written, and an English
// member reads exactly what they always did.

let t: TestApp;
let mod: Awaited<ReturnType<typeof moderator>>;
beforeAll(async () => {
  t = await startTestApp();
  mod = await moderator(t);
});
afterAll(() => t.close());

async function uploader(locale: 'de' | 'es' | null) {
  const u = await portfolioMember(t);
  if (locale) expect((await t.call('setLocale', { token: u.token, body: { locale } })).status).toBe(200);
  return u;
}

async function decide(token: string, decision: { category: 'quality' | 'third_party_rights'; reason: string } | 'approve') {
  const item = await uploadImage(t, token);
  const id = (await queueItemOf(t, item.id))?.id ?? '';
  const r =
    decision === 'approve'
      ? await t.call('moderationApprove', { token: mod.token, params: { id } })
      : await t.call('moderationReject', { token: mod.token, params: { id }, body: decision });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
}

const latestNotice = async (token: string) => {
  const [n] = (await t.call('notifications', { token })).data.items;
  return { title: n?.title ?? '', content: n?.content ?? '' };
};

const REASON = 'The image is too blurry to show.';
// Words of the English template that must not show through a translation.
const ENGLISH = /portfolio item|approved|Reason:|Ground|Terms of Service|moderation team|contact page|visible to others/;

describe("a portfolio item's moderation decision, in the owner's language", () => {
  it('rejected, for a German member: the statement of reasons in German, the moderator’s text as written', async () => {
    const de = await uploader('de');
    await decide(de.token, { category: 'quality', reason: REASON });
    const n = await latestNotice(de.token);
    expect(n).toEqual({
      title: 'Portfolio-Element nicht freigegeben',
      content: [
        `Dein Portfolio-Element wurde nicht freigegeben: ${REASON}`,
        'Grund: Unscharf oder geringe Qualität. Grundlage: unsere Nutzungsbedingungen. Diese Entscheidung hat eine Person aus unserem Moderationsteam getroffen.',
        'Wenn du sie für falsch hältst, schreib uns über die Kontaktseite und wir prüfen sie noch einmal.',
      ].join('\n'),
    });
    expect(`${n.title}\n${n.content.replace(REASON, '')}`).not.toMatch(ENGLISH);
  });

  it('approved, for a German member', async () => {
    const de = await uploader('de');
    await decide(de.token, 'approve');
    expect(await latestNotice(de.token)).toEqual({
      title: 'Portfolio-Element freigegeben',
      content: 'Dein Portfolio-Element wurde freigegeben und ist jetzt für andere sichtbar.',
    });
  });

  it('rejected on a legal ground, for a Spanish member', async () => {
    const es = await uploader('es');
    await decide(es.token, { category: 'third_party_rights', reason: 'Este logotipo es de otra marca.' });
    const n = await latestNotice(es.token);
    expect(n.title).toBe('Elemento del portafolio no aprobado');
    expect(n.content).toMatch(/^Tu elemento del portafolio no fue aprobado: Este logotipo es de otra marca\.\n/);
    expect(n.content).toContain('Motivo: Derechos de autor o marca de otra persona. Fundamento: la ley y nuestros Términos de servicio.');
    expect(`${n.title}\n${n.content}`).not.toMatch(ENGLISH);
  });

  it('for an English member, exactly the English it always was', async () => {
    const en = await uploader(null);
    await decide(en.token, { category: 'quality', reason: REASON });
    expect(await latestNotice(en.token)).toEqual({
      title: 'Portfolio item not approved',
      content:
        `Your portfolio item was not approved: ${REASON}\n` +
        'Reason: Unclear or low quality. Ground: our Terms of Service. This decision was made by a person on our moderation team.\n' +
        'If you think it is wrong, write to us through the contact page and we will look at it again.',
    });
    await decide(en.token, 'approve');
    expect(await latestNotice(en.token)).toEqual({
      title: 'Portfolio item approved',
      content: 'Your portfolio item was approved and is now visible to others.',
    });
  });
});

describe('a date inside a notice, in the reader’s language', () => {
  const until = '2030-01-15T09:45:00.000Z';
  async function grantPro(locale: 'de' | null) {
    const u = await signUpUser(t);
    if (locale) expect((await t.call('setLocale', { token: u.token, body: { locale } })).status).toBe(200);
    const a = await signUpUser(t);
    await t.ctx.db.insert(staffRoles).values({ user_id: a.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
    const r = await t.call('adminSetMemberPro', {
      token: a.token,
      params: { id: u.userId },
      body: { moderator_granted_end_date: until, is_sponsor: true },
    });
    expect(r.status, JSON.stringify(r.error)).toBe(200);
    return latestNotice(u.token);
  }

  it('a Pro grant told to a German member: the date written in German', async () => {
    expect(await grantPro('de')).toEqual({
      title: 'Dein Pro-Status hat sich geändert',
      content: 'Pro gewährt bis Dienstag, 15. Januar 2030 um 09:45 UTC. Du bist jetzt Sponsor.',
    });
  });

  it('and to an English member as it always read', async () => {
    expect(await grantPro(null)).toEqual({
      title: 'Your Pro status changed',
      content: 'Pro granted until Tue, 15 Jan 2030 09:45:00 GMT. You are now a sponsor.',
    });
  });
});
