import { LIMITS } from '@mb/contract/limits';

// Spec §5 "File upload check", enforced on the server: max 10 MB, allowed types, blocked extensions,
// no double dots, no leading dot; the score starts at 100 and must stay at 50 or more.

const ALLOWED_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};
export const BLOCKED_EXTENSIONS = ['php', 'exe', 'bat', 'cmd', 'scr', 'js', 'html', 'htm', 'vbs', 'jar', 'com', 'pif', 'msi'];

interface UploadVerdict {
  ok: boolean;
  score: number;
  reasons: string[];
  /** Sniffed from the bytes, never taken from the client. */
  mime?: string;
  ext?: string;
}

export async function checkUpload(
  file: { name: string; declaredType?: string; body: Buffer },
  opts: { maxBytes?: number; allowed?: readonly string[] } = {},
): Promise<UploadVerdict> {
  const maxBytes = opts.maxBytes ?? LIMITS.uploadMaxBytes;
  const allowed = opts.allowed ?? Object.keys(ALLOWED_MIME);
  let score = 100;
  const reasons: string[] = [];
  const deduct = (n: number, why: string) => {
    score -= n;
    reasons.push(why);
  };
  const name = file.name.trim();
  const parts = name.split('.');
  const ext = parts.length > 1 ? (parts.at(-1) ?? '').toLowerCase() : '';

  if (file.body.length === 0) deduct(100, 'empty file');
  if (file.body.length > maxBytes) deduct(100, 'too large');
  if (name.startsWith('.')) deduct(60, 'name starts with a dot');
  if (parts.length > 2) deduct(60, 'name has more than one dot');
  if (BLOCKED_EXTENSIONS.some((b) => parts.slice(1).some((p) => p.toLowerCase() === b))) deduct(100, 'blocked extension');
  if (name.length > 255 || /[\u0000-\u001f/\\]/.test(name)) deduct(60, 'unsafe file name');

  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(file.body);
  const mime = sniffed?.mime;
  if (!mime || !allowed.includes(mime)) deduct(100, 'type not allowed');
  else {
    const want = ALLOWED_MIME[mime];
    if (ext && !(ext === want || (want === 'jpg' && ext === 'jpeg'))) deduct(30, 'extension does not match content');
    if (file.declaredType && file.declaredType !== mime && !(mime === 'image/jpeg' && file.declaredType === 'image/jpg')) {
      deduct(20, 'declared type does not match content');
    }
  }
  // Script hidden in an image or PDF: refuse regardless of the header. A PHP or script payload is
  // looked for in the whole file (polyglots append it after the image data); the short markup
  // markers only at the start, where browsers sniff and where 4 random bytes rarely match by chance.
  const head = file.body.subarray(0, 4096).toString('latin1');
  if (/<\?php|<script|<html|<svg/i.test(head) || /<\?php|<script/i.test(file.body.toString('latin1'))) {
    deduct(60, 'embedded script or markup');
  }

  const ok = score >= LIMITS.uploadSecurityScoreThreshold;
  return { ok, score, reasons, mime, ext: mime ? ALLOWED_MIME[mime] : undefined };
}
