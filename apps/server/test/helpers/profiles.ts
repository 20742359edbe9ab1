import sharp from 'sharp';
import { signUpUser, type TestApp } from './test-app.ts';

/** A real image of the given format, optionally with EXIF (to prove it is stripped). */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', opts: { width?: number; height?: number; exif?: boolean } = {}) {
  let img = sharp({
    create: { width: opts.width ?? 640, height: opts.height ?? 480, channels: 3, background: { r: 180, g: 30, b: 40 } },
  });
  if (opts.exif) img = img.withExif({ IFD0: { Copyright: 'Secret Legal Name', Artist: 'Secret Legal Name' } });
  return img.toFormat(format).toBuffer();
}

/** POST multipart to the avatar route like a browser would. */
export async function postAvatar(
  t: TestApp,
  token: string | null,
  file: { body: Buffer; name: string; type: string } | null,
  field = 'file',
) {
  const fd = new FormData();
  if (file) fd.append(field, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  else fd.append('note', 'no file here');
  const res = await fetch(`${t.url}/api/v1/profiles/me/avatar`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: fd,
  });
  const json = (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } };
  return { status: res.status, json };
}

let n = 0;
/** A unique valid username. */
export const newUsername = (prefix = 'member') => `${prefix}_${Date.now().toString(36)}${n++}`;

export type NamedMember = Awaited<ReturnType<typeof signUpUser>> & { username: string };

/** A signed-up member (of the account type given) with a username and a display name (`<display> <username>`), as people find each other. */
export async function namedMember(
  t: TestApp,
  prefix: string,
  display: string,
  type?: Parameters<typeof signUpUser>[1],
): Promise<NamedMember> {
  const u = await signUpUser(t, type);
  const username = newUsername(prefix);
  const r = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `${display} ${username}` } });
  if (r.status !== 200) throw new Error(`profile failed: ${JSON.stringify(r.error)}`);
  return { ...u, username };
}
