// One form style on the web (issue 32): a form's fields, their rules and their error messages live in
// react-hook-form with the contract's zod schema (zodResolver), so each rule and message is written
// once, in the contract, and the server refuses the same input with the same words. Field errors kept in
// React state by hand (`const [errors, setErrors] = useState<Record<string, string>>({})`, filled by a
// hand-written check and by the server's `fields`) are the old style this test refuses.
//
// Checked: .ts and .tsx files under apps/web/src (tests aside). It looks for a map of field errors in
// React state: a setter named `set...Errors(`, a state variable named `...errors`, a `useState` typed
// with `...Errors` or as messages by field (`Record<K, string>`, `Partial<Record<K, string>>`). One
// message for a widget that is not a form field (a file picker's upload error) is not a map of field
// errors and is not refused.
//
// One field's message in React state is the same old style, for one field: a `useState` whose value is
// shown as a form field's error, in the `error` of a <Field> or in an input's `aria-invalid`. A file
// picker's upload error, a page's load error or a send error shown in a FormError is neither, and is
// not refused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';

const RULES: { rule: string; pattern: RegExp }[] = [
  { rule: 'a setter of field errors (`set...Errors(`)', pattern: /\bset\w*Errors\s*\(/ },
  {
    rule: 'field errors as React state (`const [errors, ...] = useState`)',
    pattern: /const\s*\[\s*\w*errors\s*,[^\]]*\]\s*=\s*(React\.)?useState\b/i,
  },
  { rule: 'a useState typed with errors (`useState<...Errors>`)', pattern: /useState<[^;=]*Errors\b/ },
  {
    rule: 'messages by field as React state (`useState<Record<K, string>>`)',
    pattern: /useState<\s*(Partial<\s*)?Record<[^,<>]+,\s*string(\s*\|\s*(undefined|null))?\s*>/,
  },
];

/** Files the rule does not apply to, each with its reason (none so far). */
const EXCEPTIONS: Record<string, string> = {};

/** Files the one-field rule does not apply to, each with its reason. */
const FIELD_EXCEPTIONS: Record<string, string> = {
  'apps/web/src/features/messages/composer.tsx': 'a chat box: its message is the send error of the conversation, not a form field',
};

/** Comments out: a comment may name the old style. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Where a source holds form errors in React state: `line N: rule` for each hit. */
function handRolledFormState(source: string): string[] {
  const hits: string[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((line, i) => {
      for (const { rule, pattern } of RULES) if (pattern.test(line)) hits.push(`line ${i + 1}: ${rule}`);
    });
  return hits;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a source shows a React state as one form field's error: `line N: rule` for each hit. */
function fieldErrorInState(source: string): string[] {
  const code = withoutComments(source);
  const states = [...code.matchAll(/const\s*\[\s*(\w+)\s*,\s*set\w*\s*\]\s*=\s*(?:React\.)?useState\b/g)].map((m) => m[1] as string);
  if (!states.length) return [];
  const names = states.map(escapeRegExp).join('|');
  const shown = [
    {
      rule: "a field's error held in React state (`<Field error={state}>`)",
      pattern: new RegExp(`<Field\\b.*\\berror=\\{\\s*(${names})\\b`),
    },
    {
      rule: 'an input marked invalid by React state (`aria-invalid={state}`)',
      pattern: new RegExp(`aria-invalid=\\{[^}]*\\b(${names})\\b`),
    },
  ];
  const hits: string[] = [];
  code.split('\n').forEach((line, i) => {
    for (const { rule, pattern } of shown) if (pattern.test(line)) hits.push(`line ${i + 1}: ${rule}`);
  });
  return hits;
}

function walk(dir: string, out: string[]): string[] {
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) walk(rel, out);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const files = walk(WEB, []).sort();

describe('[form-state] web forms keep their field errors in react-hook-form, not in React state', () => {
  it('finds the web source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file holds form validation errors in React state', () => {
    const found = files
      .filter((f) => !(f in EXCEPTIONS))
      .flatMap((f) =>
        handRolledFormState(readFileSync(path.join(root, f), 'utf8')).map(
          (hit) => `[form-state] ${f} ${hit}: use react-hook-form with the contract's schema (zodResolver) and formState.errors`,
        ),
      );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('no file keeps one field error in React state', () => {
    const found = files
      .filter((f) => !(f in EXCEPTIONS) && !(f in FIELD_EXCEPTIONS))
      .flatMap((f) =>
        fieldErrorInState(readFileSync(path.join(root, f), 'utf8')).map(
          (hit) => `[form-state] ${f} ${hit}: use react-hook-form with the contract's schema (zodResolver) and formState.errors`,
        ),
      );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('every exception names a file that exists', () => {
    const listed = [...Object.keys(EXCEPTIONS), ...Object.keys(FIELD_EXCEPTIONS)];
    const missing = listed.filter((f) => !files.includes(f));
    expect(missing, `[form-state] exceptions name missing files: ${missing.join(', ')}`).toEqual([]);
  });
});

describe('[form-state] the patterns', () => {
  it('catch the old style', () => {
    const old = [
      '  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});',
      '    setErrors(local);',
      '  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});',
      '  const [bad, setBad] = useState<FormErrors>({});',
      '  const [problems, setProblems] = useState<Record<Field, string | undefined>>({});',
    ].join('\n');
    expect(handRolledFormState(old)).toEqual([
      'line 1: field errors as React state (`const [errors, ...] = useState`)',
      'line 1: messages by field as React state (`useState<Record<K, string>>`)',
      'line 2: a setter of field errors (`set...Errors(`)',
      'line 3: field errors as React state (`const [errors, ...] = useState`)',
      'line 3: messages by field as React state (`useState<Record<K, string>>`)',
      'line 4: a useState typed with errors (`useState<...Errors>`)',
      'line 5: messages by field as React state (`useState<Record<K, string>>`)',
    ]);
  });

  it('leave react-hook-form, other state and comments alone', () => {
    const fine = [
      '  const { errors } = form.formState;',
      "  form.setError('title', { type: 'server', message });",
      '  applyServerError(r.error, form.setError, FIELDS);',
      '  const [reads, setReads] = useState<Record<string, number>>({});',
      '  const [error, setError] = useState<string | null>(null);',
      '  const errors = formState.errors.terms ?? {};',
      '  // the old dialog called setErrors(found) here',
      '  /* const [errors, setErrors] = useState({}); */',
    ].join('\n');
    expect(handRolledFormState(fine)).toEqual([]);
  });

  it('catch one field error in state', () => {
    const old = [
      '  const [codeError, setCodeError] = useState<string | null>(null);',
      '  const [error, setError] = useState<string>();',
      '        <Field label="Code" error={codeError ?? undefined}>',
      '        <Field label="Code" hint="6 digits" error={error}>',
      '          aria-invalid={Boolean(error)}',
      '          aria-invalid={codeError ? true : undefined}',
    ].join('\n');
    expect(fieldErrorInState(old)).toEqual([
      "line 3: a field's error held in React state (`<Field error={state}>`)",
      "line 4: a field's error held in React state (`<Field error={state}>`)",
      'line 5: an input marked invalid by React state (`aria-invalid={state}`)',
      'line 6: an input marked invalid by React state (`aria-invalid={state}`)',
    ]);
  });

  it('leave react-hook-form errors, upload errors and send errors alone', () => {
    const fine = [
      '  const [imageError, setImageError] = useState<string>();',
      '  const [uploadError, setUploadError] = useState<string | null>(null);',
      '  const { errors } = form.formState;',
      '        <Field label="Code" error={errors.code?.message}>',
      '          aria-invalid={Boolean(errors.code)}',
      '        <ImageInput error={imageError} busy={upload.busy} />',
      '        <FormError message={uploadError} />',
      '        {/* <Field label="Code" error={imageError}> */}',
    ].join('\n');
    expect(fieldErrorInState(fine)).toEqual([]);
  });
});
