/**
 * A small user-agent reader for the signed-in devices list (issue 18): the browser family with its
 * major version, and the operating system. Order matters: Edge and Opera say "Chrome" too, Chrome says
 * "Safari". Unknown agents answer null (the list then shows the raw agent's start, or "Unknown").
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)|\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome'],
  [/\bChrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function parseUserAgent(ua: string | null | undefined): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const major = m.slice(1).find((g) => g !== undefined);
      browser = major ? `${name} ${major}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}

/**
 * The browser and system as one short name that reads the same in every language ("Firefox 133 ·
 * Windows"), or null when the agent names neither: the name of a push device, and of the device in a
 * new sign-in's alert.
 */
export function deviceOf(ua: string | null | undefined): string | null {
  const { browser, os } = parseUserAgent(ua);
  return [browser, os].filter(Boolean).join(' · ') || null;
}
