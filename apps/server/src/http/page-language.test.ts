import { describe, expect, it } from 'vitest';
import { withPageLanguage } from './page-language.ts';

describe('page language', () => {
  const html = '<!doctype html><html lang="en" class="dark"><head><title>x</title></head><body></body></html>';

  it("writes the asked language into <html lang> and lists every language's address", () => {
    const out = withPageLanguage(html, '/pricing?lang=es&plan=pro', 'https://mb.example');
    expect(out).toContain('<html lang="es" class="dark">');
    expect(out).toContain('<link rel="alternate" hreflang="de" href="https://mb.example/pricing?plan=pro&amp;lang=de">');
    expect(out).toContain('<link rel="alternate" hreflang="x-default" href="https://mb.example/pricing?plan=pro">');
    expect(out).toContain('<link rel="alternate" hreflang="en" href="https://mb.example/pricing?plan=pro">');
  });

  it('keeps English for no or an unknown language', () => {
    expect(withPageLanguage(html, '/?lang=xx', 'https://mb.example')).toContain('<html lang="en"');
    expect(withPageLanguage(html, '/', 'https://mb.example')).toContain('hreflang="pt-BR" href="https://mb.example/?lang=pt-BR"');
  });
});
