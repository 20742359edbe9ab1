import { useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n';

// Text worked out through Intl (a date, a time, a weekday's name) on the pages visitors land on. The
// first Intl.DateTimeFormat a page makes loads the browser's locale data: 15-60 ms of the main thread
// on a 2-core machine, several times that on a slow phone, in the middle of the first page's hydration
// (issue 33). The server has already written the text into the page, so while the first page hydrates
// the text is kept as the server wrote it and not worked out again. docs/ARCHITECTURE.md "First page".

let keeping = false;

/**
 * main.tsx: the page about to hydrate came from the server (prerendered or rendered at request time);
 * false once the visitor moves to another page (every page from then on renders in the browser).
 */
export function keepServerText(on: boolean): void {
  keeping = on;
}

/** Whether the first page is still the one the server sent (see keepServerText). */
export const isKeepingServerText = () => keeping;

/**
 * `text()` as a span, worked out in the browser as usual, except while the first page hydrates: then the
 * server's text stays, and `text()` runs only when `watch` (what the text is made from) or the language
 * changes. Mounted afresh while the first page hydrates (nothing came from the server), it is worked
 * out at once.
 */
export function KeptText({ text, watch }: { text: () => string; watch: string }) {
  const locale = useLocale();
  const key = `${locale}\u0000${watch}`;
  const [shown, setShown] = useState<{ key: string; text: string | null }>(() => ({ key, text: keeping ? null : text() }));
  const ref = useRef<HTMLSpanElement>(null);
  let current = shown;
  if (shown.key !== key) {
    // What it is made from has changed: worked out while rendering (React's adjusting state on a change).
    current = { key, text: text() };
    setShown(current);
  }
  useLayoutEffect(() => {
    if (current.text === null && !ref.current?.textContent) setShown({ key: current.key, text: text() });
  });
  return (
    // The server's text and React's empty one differ while it is kept: that is the point, not a mismatch.
    <span ref={ref} suppressHydrationWarning>
      {current.text ?? ''}
    </span>
  );
}
