import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { encode } from 'uqr';
import { build } from 'vite';

// The QR scanner (apps/web/src/components/qr-scanner.tsx) in Chromium with a fake camera that films a
// QR code: Chromium's --use-file-for-fake-video-capture plays a .y4m made here from the code's modules.
// The component alone (the events manage page's check-in uses it: events-scan.spec.ts): the spec builds a small harness
// page (e2e/harness/qr-scanner, never part of the app's build) with Vite and serves it under the test
// server's own origin through request routing: the camera needs a secure context, which 127.0.0.1 is.

const CODE = 'MBT-E2E-7K3F-9QXZ';
const work = mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-qr-'));

/**
 * A Y4M video (4:2:0) of the code, black modules on white, 8 px each with a 4-module quiet zone,
 * centred on a mid-grey 640x480 picture, a few identical frames (Chromium loops the file).
 */
function writeCameraFile(text: string): string {
  const qr = encode(text, { ecc: 'M', border: 4 });
  const W = 640;
  const H = 480;
  const px = 8;
  const side = qr.size * px;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 128);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const dark = qr.data[Math.floor(r / px)]?.[Math.floor(c / px)];
      y[(top + r) * W + left + c] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(work, 'camera.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]));
  return file;
}

const cameraFile = writeCameraFile(CODE);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});
// One build of the harness for the file's tests: they run in one worker, in order.
test.describe.configure({ mode: 'serial' });

const BASE = '/__harness/qr-scanner/';
let built = '';

test.beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../harness/qr-scanner');
  built = path.join(work, 'dist');
  await build({
    configFile: false,
    root,
    base: BASE,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir: built, emptyOutDir: true },
  });
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

/** Serves the built harness under the test server's origin; `before` runs in the page before its scripts. */
async function openHarness(page: Page, opts: { before?: () => void } = {}) {
  await page.route(`**${BASE}**`, async (route) => {
    const rel = new URL(route.request().url()).pathname.slice(BASE.length) || 'index.html';
    const file = path.join(built, rel);
    if (!file.startsWith(built)) return route.fulfill({ status: 404 });
    try {
      await route.fulfill({ body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
  // Every stream the page opens, so the test can see that the camera was released.
  await page.addInitScript(() => {
    const w = window as unknown as { __streams: MediaStream[] };
    w.__streams = [];
    const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!original) return;
    navigator.mediaDevices.getUserMedia = async (c) => {
      const s = await original(c);
      w.__streams.push(s);
      return s;
    };
  });
  if (opts.before) await page.addInitScript(opts.before);
  await page.goto(BASE);
}

const scanner = (page: Page) => page.getByTestId('qr-scanner');
const cameraReleased = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { __streams: MediaStream[] }).__streams;
    return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
  });
/** Waits for `n` painted frames: the scanner keeps reading the camera meanwhile. */
const frames = (page: Page, n: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    n,
  );

test('reads the QR code the camera films, once, and releases the camera on Stop and on unmount', async ({ page }) => {
  await openHarness(page);
  await expect(scanner(page)).toHaveAttribute('data-state', 'scanning');
  await expect(page.getByRole('status')).toHaveText('Point the camera at a QR code.');
  await expect(page.getByTestId('codes').getByRole('listitem')).toHaveText([CODE]);
  // The code stays in view: more frames are read, onCode is not called again.
  await frames(page, 60);
  await expect(page.getByTestId('codes').getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(scanner(page)).toHaveAttribute('data-state', 'stopped');
  await expect(page.getByRole('status')).toHaveText('The camera is off.');
  expect(await cameraReleased(page)).toBe(true);

  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(scanner(page)).toHaveAttribute('data-state', 'scanning');
  await page.getByRole('button', { name: 'Unmount scanner' }).click();
  await expect(scanner(page)).toHaveCount(0);
  await expect.poll(() => cameraReleased(page)).toBe(true);
});

test('camera refused: says so and points to typing the code; no camera: says so', async ({ page }) => {
  await openHarness(page, {
    before: () => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    },
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Camera access was refused. Allow the camera in your browser settings, or type the code instead.',
  );
  await expect(scanner(page)).toHaveAttribute('data-state', 'refused');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveText('No camera was found on this device. Type the code instead.');
});
