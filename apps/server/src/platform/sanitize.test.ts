import { describe, expect, it } from 'vitest';
import { findSuspiciousPatterns, SCAN_MAX, SUSPICIOUS, scanInput, validateAndSanitizeInput } from './sanitize.ts';

const rich = (s: string, maxLength = 10_000) => validateAndSanitizeInput(s, { maxLength, allowHtml: true });
const plain = (s: string, maxLength = 10_000) => validateAndSanitizeInput(s, { maxLength });

// Classic payloads (OWASP XSS filter evasion cheat sheet and friends): none may leave markup that runs.
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.test">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">hover</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.test" onclick="alert(1)">x</a>',
  '<<script>alert(1);//<</script>',
];

describe('validateAndSanitizeInput with allowHtml', () => {
  it.each(XSS)('leaves nothing executable in %s', (payload) => {
    const out = rich(payload).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<img|<form|<meta|<base|<input|<details|<style|<body/);
    expect(out).not.toMatch(/\son[a-z]+\s*=/);
    expect(out).not.toMatch(/href="\s*(javascript|vbscript|data):/);
    expect(out).not.toMatch(/href="\/\//);
    expect(out).not.toContain('style=');
  });

  it('keeps the allowed structure and emphasis, and marks links nofollow', () => {
    expect(rich('<h2>Hi</h2><p><strong>bold</strong> and <em>it</em></p><ul><li>one</li></ul>')).toBe(
      '<h2>Hi</h2><p><strong>bold</strong> and <em>it</em></p><ul><li>one</li></ul>',
    );
    expect(rich('<a href="https://example.test/x" title="t">x</a>')).toBe(
      '<a href="https://example.test/x" title="t" rel="nofollow ugc noopener noreferrer">x</a>',
    );
    expect(rich('<a href="mailto:a@example.test">mail</a>')).toContain('href="mailto:a@example.test"');
  });

  it('drops script and style content but keeps the text of other unknown tags', () => {
    expect(rich('a<script>alert(1)</script>b')).toBe('ab');
    expect(rich('a<style>p{}</style>b')).toBe('ab');
    expect(rich('<div><span>kept</span></div>')).toBe('kept');
  });

  it('caps the length without leaving an open tag', () => {
    const out = rich(`<p>${'x'.repeat(50)}</p><p>${'y'.repeat(50)}</p>`, 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out.startsWith('<p>xxx')).toBe(true);
    expect(out.split('<p>').length).toBe(out.split('</p>').length);
  });

  it('strips NUL and control characters before cleaning', () => {
    expect(rich('<scr\u0000ipt>alert(1)</script>ok')).not.toMatch(/<script/i);
    expect(rich('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('validateAndSanitizeInput for plain text', () => {
  it('strips NUL, control characters and bidi overrides, keeps tabs and line breaks', () => {
    expect(plain('a\u0000b\u0001c\u007fd\u009fe')).toBe('abcde');
    expect(plain('line1\r\nline2\rline3\tend')).toBe('line1\nline2\nline3\tend');
    expect(plain('abc\u202edcba\u2066x')).toBe('abcdcbax');
  });

  it('trims and caps the length without splitting a surrogate pair', () => {
    expect(plain('  hello  ')).toBe('hello');
    expect(plain('abcdef', 3)).toBe('abc');
    expect(plain('ab😀', 3)).toBe('ab');
    expect(plain('ab😀', 4)).toBe('ab😀');
  });

  it('leaves markup as text for the renderer to escape', () => {
    expect(plain('I <3 <b>bold</b> & more')).toBe('I <3 <b>bold</b> & more');
  });
});

describe('findSuspiciousPatterns', () => {
  it.each([
    ['<script>alert(1)</script>', 'script_tag'],
    ['<img src=x onerror=alert(1)>', 'event_handler'],
    ['<a href="javascript:alert(1)">', 'javascript_url'],
    ['<iframe src=x>', 'embedded_frame'],
    ["admin' OR '1'='1", 'sql_tautology'],
    ["1' or 1=1--", 'sql_tautology'],
    ['1 UNION ALL SELECT password FROM users', 'sql_union'],
    ["x'; DROP TABLE users;--", 'sql_statement'],
    ['1 AND pg_sleep(5)', 'sql_delay'],
    ['abc\u0000def', 'nul_byte'],
  ])('flags %s as %s', (text, name) => {
    expect(findSuspiciousPatterns(text)).toContain(name);
  });

  it.each([
    'Award-winning studio in Berlin. Shoots on Tuesdays and Thursdays.',
    "I love JavaScript: it's fun (mostly)",
    'The union selected a new rep; select your time slot.',
    "Rock 'n' roll, and I <3 cats",
    'Email me at a@b.test or call +1 555 0100',
    'Price: 5 = five, or so',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(findSuspiciousPatterns(text)).toEqual([]);
  });

  it('bounds every repetition, so no input can make a pattern backtrack without end', () => {
    // Quantifiers outside character classes must be {m,n}: a * or + (or {m,}) lets two runs split
    // the same characters, which is how a regex goes quadratic or worse on hostile input.
    for (const [name, re] of SUSPICIOUS) {
      const outsideClasses = re.source.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'c');
      expect(outsideClasses, name).not.toMatch(/[*+]|\{\d+,\}/);
    }
  });

  it('reads at most SCAN_MAX characters of one string', () => {
    expect(findSuspiciousPatterns(`${'a'.repeat(SCAN_MAX)}<script>`)).toEqual([]);
    expect(findSuspiciousPatterns(`${'a'.repeat(SCAN_MAX - 8)}<script>`)).toEqual(['script_tag']);
  });

  it('answers hostile input (megabytes of the characters the patterns repeat)', () => {
    findSuspiciousPatterns(`<a${' x'.repeat(500_000)}`);
    findSuspiciousPatterns('<'.repeat(1_000_000));
    findSuspiciousPatterns(`'${' '.repeat(1_000_000)}`);
    expect(findSuspiciousPatterns(`javascript:${'a'.repeat(1_000_000)}`)).toEqual([]);
  });
});

describe('scanInput', () => {
  it('names the fields and patterns, never the text, and skips secrets', () => {
    const found = scanInput({
      params: { id: "1' or 1=1" },
      query: {},
      body: { bio: '<script>x</script>', password: "' or 1=1 --", nested: { list: ['ok', '<svg onload=x>'] }, refresh_token: '<script>' },
    });
    expect(found).toEqual([
      { field: 'params.id', patterns: ['sql_tautology'] },
      { field: 'body.bio', patterns: ['script_tag'] },
      { field: 'body.nested.list.1', patterns: ['event_handler'] },
    ]);
  });

  it('finds nothing in ordinary input', () => {
    expect(scanInput({ body: { display_name: 'Ada', bio: 'Hello there' }, query: { page: '2' } })).toEqual([]);
  });
});
