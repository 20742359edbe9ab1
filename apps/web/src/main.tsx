import './styles.css';
import { type ReactNode, StrictMode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { type AppRouter, createAppRouter, routerReady } from './app/router';
import { keepServerText } from './components/page/kept-text';
import { activateLocale, initialLocale } from './lib/i18n';
import { getSession } from './lib/session';
import { zodJitless } from './lib/zod-jitless';

// zod's configuration before any zod module can load (zod is not in the first page; see the file).
zodJitless();

// A public page comes prerendered (scripts/prerender.mjs, docs/ARCHITECTURE.md "First page"), or rendered
// by the server with its content (http/ssr.ts): a visitor's browser hydrates it. A member's page differs from the visitor's (header, sidebar, calls to action),
// so with a stored session the prerendered HTML stays hidden (index.html's head script marks the
// document, styles.css hides it) and the app renders from scratch as it does on every other path.
const root = document.getElementById('root');
// The language first (issue 36): English needs nothing; another language's catalogue is one chunk.
// A page prerendered or server-rendered in another language than the one chosen here is rendered
// afresh rather than hydrated (the server renders `?lang=` and the visitor's Accept-Language).
const locale = initialLocale();
const renderedIn = root?.getAttribute('data-locale') ?? 'en';
// Started in a task of its own: evaluating the modules and creating the router (which matches the path
// and starts loading the page's code) were one long task on the visitor's first page (issue 33).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
if (root)
  void activateLocale(locale)
    .then(nextTask, () => activateLocale('en').then(nextTask))
    .then(start);

function start() {
  if (!root) return;
  const app = (router: AppRouter) => (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Buttons of the prerendered page clicked before React listened (index.html's head script keeps them).
  const early = window.mbEarlyClicks ?? [];
  const fields = window.mbEarlyFields ?? [];
  if (root.hasAttribute('data-prerendered') && !getSession() && renderedIn === locale) {
    // The matched page's code first (the router loads it as it starts), so hydration renders the page
    // rather than the router's fallback. As a transition, hydration yields to the browser every few
    // milliseconds (as Next.js does) instead of one long task over the whole page: the page is already
    // painted and readable.
    const router = createAppRouter();
    // Text the server worked out through Intl stays as written while this page hydrates; every page after
    // it renders in the browser (components/page/kept-text.tsx).
    keepServerText(true);
    const firstKey = router.state.location.key;
    const stopKeeping = router.subscribe((state) => {
      if (state.location.key === firstKey) return;
      keepServerText(false);
      stopKeeping();
    });
    void Promise.all([routerReady(router), hydrateRenderedQueries()]).then(() =>
      startTransition(() => {
        // From here React replays what is clicked while it hydrates; before, the head script kept it.
        // Field changes go on being recorded until hydration has committed (ClickAgain): a value chosen
        // while React hydrates can be put back to the rendered state by the commit (a select falls back
        // to its placeholder), so the effect sets it again.
        window.mbEarlyClicks = undefined;
        // A wrapper, not a sibling: a sibling would shift the ids React's useId gives (a mismatch).
        hydrateRoot(
          root,
          <ClickAgain buttons={early} fields={fields}>
            {app(router)}
          </ClickAgain>,
        );
      }),
    );
  } else {
    window.mbEarlyClicks = undefined;
    window.mbEarlyFields = undefined;
    root.removeAttribute('data-prerendered');
    root.textContent = '';
    createRoot(root).render(app(createAppRouter()));
  }
}

/**
 * A page the server rendered with its content (apps/server/src/http/ssr.ts) carries the query answers
 * it was rendered from: they go into the app's query cache first, so hydration renders the same markup.
 * (Only for a visitor: a member's page is rendered from scratch and reads as the member.)
 */
async function hydrateRenderedQueries() {
  const script = document.getElementById('mb-query-state');
  if (!script?.textContent) return;
  const { hydrateAnswers } = await import('./lib/query');
  hydrateAnswers(JSON.parse(script.textContent));
  script.remove();
}

/**
 * As hydration commits: sets the form fields changed before it again, as events React hears (a field
 * React rendered back to its own state gets what the visitor chose); then, once the state those fields
 * set has committed too, clicks the buttons clicked before React listened (they are the same elements).
 */
function ClickAgain({ buttons, fields, children }: { buttons: Element[]; fields: EarlyField[]; children: ReactNode }) {
  // Set with the fields: the clicks wait for the render that carries what the fields set. Clicked in
  // hydration's own effects, a search button would run the handler hydration rendered, which still
  // holds the empty search box, and send nothing (the directory, issue 33). Only this wrapper renders
  // again: its children are the same element, so React skips them.
  const [fieldsSet, setFieldsSet] = useState(false);
  // In the commit itself (a layout effect), before React replays the clicks made while it hydrated: a
  // replayed click that swaps the form (sign-in's 'Forgot your password?' carries the e-mail typed so
  // far) must find the value typed before it in the form's state, not an empty field.
  useLayoutEffect(() => {
    window.mbEarlyFields = undefined;
    for (const { el, value, checked } of fields.splice(0)) {
      if (!el.isConnected) continue;
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
        if (el.checked !== checked) el.click();
      } else {
        // React hears a change only when the value differs from the one it last saw, which hydration
        // took from the field itself: a value typed while it hydrated looks unchanged, and the form's
        // state never gets it. So React is first shown another value (the element's own setter, which
        // React watches), then the field is given the visitor's value through the prototype's setter
        // (which React does not see) and told of it.
        el.value = value === '' ? ' ' : '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
        el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    }
    setFieldsSet(true);
  }, [fields]);
  // Clicked from a task of their own, not from the effect: inside React's commit a click on a part that
  // hydrates later (the footer behind HydrateLater) cannot hydrate it first, and React drops the click.
  // From a task, React hydrates that part at once and hands it the click.
  useEffect(() => {
    if (!fieldsSet) return;
    const timer = setTimeout(() => {
      for (const b of buttons.splice(0)) if (b.isConnected && b instanceof HTMLElement) b.click();
    });
    return () => clearTimeout(timer);
  }, [buttons, fieldsSet]);
  return children;
}

type EarlyField = { el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; checked: boolean };

declare global {
  interface Window {
    /** index.html's head script: prerendered buttons clicked before the scripts ran. */
    mbEarlyClicks?: Element[];
    /** index.html's head script: prerendered form fields changed before the scripts ran, as they were left. */
    mbEarlyFields?: EarlyField[];
  }
}

// The service worker (installable app, offline page, push) and the focus signal that holds pushes while
// a tab has focus (lib/pwa.ts), a few seconds after the page has loaded: neither competes with the
// first page's downloads.
if ('serviceWorker' in navigator) {
  const start = () =>
    setTimeout(
      () =>
        void import('./lib/pwa').then((m) => {
          void m.startServiceWorker();
          m.startPresence();
        }),
      5_000,
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
