import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { KeptText, keepServerText } from './kept-text';
import { usePageMeta } from './use-page-meta';

afterEach(() => keepServerText(false));

let setWatch: (w: string) => void = () => {};
function Dated({ text }: { text: () => string }) {
  const [watch, set] = useState('2026-11-01');
  setWatch = set;
  return (
    <p>
      <KeptText watch={watch} text={text} />
    </p>
  );
}

function container(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  document.body.append(div);
  return div;
}

it("keeps the server's text while the first page hydrates, without working it out again", () => {
  const html = renderToString(<Dated text={() => 'November 2026'} />);
  const div = container(html);
  keepServerText(true);
  const text = vi.fn(() => 'worked out in the browser');
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(div, <Dated text={text} />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(div.textContent).toBe('November 2026');
  expect(text).not.toHaveBeenCalled();
  expect(errors).toEqual([]);
  // What it is made from changes: worked out now.
  act(() => setWatch('2026-12-01'));
  expect(text).toHaveBeenCalled();
  expect(div.textContent).toBe('worked out in the browser');
});

it('works the text out when mounted afresh while the first page hydrates (nothing came from the server)', () => {
  keepServerText(true);
  const div = container('');
  act(() => {
    createRoot(div).render(<Dated text={() => 'December 2026'} />);
  });
  expect(div.textContent).toBe('December 2026');
});

it('works the text out at once on a page rendered in the browser', () => {
  const div = container('');
  const text = vi.fn(() => 'December 2026');
  act(() => {
    createRoot(div).render(<Dated text={text} />);
  });
  expect(div.textContent).toBe('December 2026');
  expect(text).toHaveBeenCalledTimes(1);
});

function Meta({ describe }: { describe: () => string }) {
  usePageMeta('An event', describe, '2026-12-05');
  return null;
}

it("leaves the server's description on the first page, and sets it on a page rendered in the browser", () => {
  document.head.innerHTML = '<meta name="description" content="Sat, Dec 5, 2026 · Berlin">';
  const describe = vi.fn(() => 'worked out');
  keepServerText(true);
  const first = createRoot(container(''));
  act(() => first.render(<Meta describe={describe} />));
  expect(describe).not.toHaveBeenCalled();
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Sat, Dec 5, 2026 · Berlin');
  act(() => first.unmount());
  keepServerText(false);
  act(() => createRoot(container('')).render(<Meta describe={describe} />));
  expect(describe).toHaveBeenCalled();
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('worked out');
});
