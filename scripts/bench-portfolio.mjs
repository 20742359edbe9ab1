// The portfolio figures of `npm run bench` (scripts/bench.md "portfolio"): upload throughput of 2 MB
// images through the real route (the §5 check and sharp's re-encoding to two WebP sizes and a blurred
// preview, with the server's CPU per image), and a member's portfolio page with 12 images as a
// visitor's browser loads it: the memberPortfolio API, then its 12 signed thumbnails at once.
import sharp from 'sharp';

/** A photo-like 2 MB JPEG (noise over a gradient compresses about as badly as a real photo). */
export async function twoMegabyteJpeg(seed = 0) {
  const width = 2400;
  const height = 1600;
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 120 + (seed % 40), sigma: 38 } },
  })
    .png()
    .toBuffer();
  let quality = 80;
  let out = await sharp(noise).jpeg({ quality }).toBuffer();
  // Walk the quality until the file is about 2 MB (1.8-2.2).
  for (let i = 0; i < 8 && (out.length < 1.8e6 || out.length > 2.2e6); i++) {
    quality = Math.max(30, Math.min(98, quality + (out.length < 1.8e6 ? 6 : -6)));
    out = await sharp(noise).jpeg({ quality }).toBuffer();
  }
  return out;
}

async function upload(base, token, body, name) {
  const fd = new FormData();
  fd.append('file', new Blob([body], { type: 'image/jpeg' }), name);
  const r = await fetch(`${base}/api/v1/portfolio/me/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: fd,
    signal: AbortSignal.timeout(60_000),
  });
  const data = await r.json().catch(() => null);
  if (r.status !== 201) throw new Error(`portfolio upload -> ${r.status} ${JSON.stringify(data)}`);
  return data;
}

/**
 * `uploaders` members upload `perMember` 2 MB images each (at most 12: the free limit), `concurrency`
 * at a time; then `admin` approves the first member's items (unverified uploads wait for moderation),
 * and the first member's portfolio page is loaded `rounds` times, one load at a time.
 */
export async function portfolioRun(
  { base, api, pool, percentiles, round, cpuMsOf, pid, log },
  { uploaders, admin, perMember, concurrency, rounds },
) {
  const images = await Promise.all([0, 1, 2, 3].map((i) => twoMegabyteJpeg(i)));
  const mb = images.reduce((a, b) => a + b.length, 0) / images.length / 1e6;
  const owner = uploaders[0];
  const username = `bench_pf_${Date.now().toString(36)}`;
  await api(base, 'PATCH', '/api/v1/profiles/me', { body: { username }, token: owner.token });

  const jobs = uploaders.flatMap((u) => Array.from({ length: perMember }, (_, i) => ({ u, i })));
  log(`portfolio: ${jobs.length} uploads of ${round(mb, 2)} MB images, ${concurrency} at a time`);
  const cpu0 = cpuMsOf(pid);
  const t0 = performance.now();
  const times = await pool(jobs, concurrency, async ({ u, i }) => {
    const t = performance.now();
    await upload(base, u.token, images[i % images.length], `photo-${i}.jpg`);
    return performance.now() - t;
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuMsOf(pid);
  const uploadFigures = {
    images: jobs.length,
    image_mb: round(mb, 2),
    concurrency,
    images_per_s: round(jobs.length / seconds, 2),
    mb_per_s: round((jobs.length * mb) / seconds, 2),
    latency_ms: percentiles(times),
    server_cpu_ms_per_image: cpu0 === null || cpu1 === null ? null : round((cpu1 - cpu0) / jobs.length, 1),
  };
  log(
    `portfolio upload: ${uploadFigures.images_per_s} images/s, p95 ${uploadFigures.latency_ms.p95} ms, server CPU ${uploadFigures.server_cpu_ms_per_image} ms/image`,
  );

  // The first member's 12 items are approved by the admin (they waited in the queue: unverified uploads).
  let cursor = null;
  const mine = [];
  do {
    const page = await api(base, 'GET', `/api/v1/moderation/queues/portfolio_item/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token: admin.token,
    });
    mine.push(...page.items.filter((it) => it.owner_id === owner.id));
    cursor = page.next_cursor;
  } while (cursor);
  for (const it of mine) await api(base, 'POST', `/api/v1/moderation/items/${it.id}/approve`, { body: {}, token: admin.token });

  const first = await api(base, 'GET', `/api/v1/portfolio/members/${username}`);
  if (first.items.length !== perMember) throw new Error(`portfolio page shows ${first.items.length} items, expected ${perMember}`);
  const load = async () => {
    const t = performance.now();
    const page = await api(base, 'GET', `/api/v1/portfolio/members/${username}`);
    const tApi = performance.now() - t;
    let bytes = 0;
    await Promise.all(
      page.items.map(async (item) => {
        const r = await fetch(base + item.media.thumb_url);
        if (r.status !== 200) throw new Error(`thumb -> ${r.status}`);
        bytes += (await r.arrayBuffer()).byteLength;
      }),
    );
    return { total: performance.now() - t, api: tApi, bytes };
  };
  for (let i = 0; i < 3; i++) await load(); // warm-up
  const samples = [];
  for (let i = 0; i < rounds; i++) samples.push(await load());
  const page = {
    items: first.items.length,
    rounds,
    page_ms: percentiles(samples.map((s) => s.total)),
    api_ms: percentiles(samples.map((s) => s.api)),
    thumb_kb_total: round(samples[0].bytes / 1000),
  };
  log(
    `portfolio page with ${page.items} images: p95 ${page.page_ms.p95} ms (API alone p95 ${page.api_ms.p95} ms), ${page.thumb_kb_total} kB of thumbnails`,
  );
  return { upload: uploadFigures, page };
}
