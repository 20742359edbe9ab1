import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { reloadConsent, useCookieConsent } from './cookie-consent';

// A visitor without a stored choice hydrates the prerendered banner with the state it was rendered
// from: a different object, however equal, makes React render every reader again at once after
// hydrating (a blocking render in the middle of a visitor's first page).
afterEach(() => {
  localStorage.clear();
  reloadConsent();
});

let count = 0;
function Reader() {
  count += 1;
  return <p>{String(useCookieConsent().bannerVisible)}</p>;
}

function renders(prepare: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  prepare();
  count = 0;
  act(() => {
    hydrateRoot(container, <Reader />);
  });
  return { count, text: container.textContent };
}

it('hydrates once for a visitor without a stored choice', () => {
  const { count, text } = renders(() => reloadConsent());
  expect(text).toBe('true');
  expect(count).toBe(1);
});

it('renders again for a visitor whose stored choice differs from the prerendered banner', () => {
  const { count, text } = renders(() => {
    localStorage.setItem('cookiePreferences', JSON.stringify({ hasConsented: true }));
    reloadConsent();
  });
  expect(text).toBe('false');
  expect(count).toBeGreaterThan(1);
});
