import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBootWatch } from './boot-watch';

let root: HTMLElement;
let reload: ReturnType<typeof vi.fn<() => void>>;
let remove: () => void;

const text = (id: string) => document.getElementById(id)?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
  reload = vi.fn<() => void>();
  // happy-dom documents are already 'complete', so the 3 s mount check starts at once.
  remove = installBootWatch({ root, reload });
});
afterEach(() => {
  remove();
  vi.useRealTimers();
});

describe('Loading Issue (spec §4: root empty 3 s after load)', () => {
  it('appears when nothing rendered after 3 s, and Reload App reloads', () => {
    vi.advanceTimersByTime(2_999);
    expect(document.getElementById('loading-issue')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(text('loading-issue')).toContain('Loading Issue');
    expect(text('loading-issue')).toContain('The application is taking longer than expected to load.');
    (document.querySelector('#loading-issue button') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not appear when the app rendered in time', () => {
    root.append(document.createElement('main'));
    vi.advanceTimersByTime(5_000);
    expect(document.getElementById('loading-issue')).toBeNull();
  });

  it('steps aside if the app renders after all', async () => {
    vi.advanceTimersByTime(3_000);
    expect(document.getElementById('loading-issue')).not.toBeNull();
    root.append(document.createElement('main'));
    await vi.waitFor(() => expect(document.getElementById('loading-issue')).toBeNull());
  });
});

describe('Security Policy Error (spec §8)', () => {
  it('covers the page for a window error that mentions the content security policy, Retry reloads', () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        message:
          'Refused to execute inline script because it violates the following Content Security Policy directive: "script-src \'self\'"',
      }),
    );
    expect(text('security-policy-error')).toContain('Security Policy Error');
    expect(text('security-policy-error')).toContain('A security policy prevented the application from loading properly.');
    (document.querySelector('#security-policy-error button') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalled();
  });

  it('ignores other window errors (they are only logged by the browser)', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined' }));
    expect(document.getElementById('security-policy-error')).toBeNull();
  });
});

describe('Security Notice (spec §8)', () => {
  const violation = (init: { blockedURI?: string; violatedDirective?: string; effectiveDirective?: string }) => {
    const e = new Event('securitypolicyviolation') as Event & Record<string, string>;
    Object.assign(e, { blockedURI: '', violatedDirective: '', effectiveDirective: '', ...init });
    document.dispatchEvent(e);
  };

  it('shows for a blocked script and disappears after 5 s', () => {
    violation({ blockedURI: 'https://cdn.example/widget.js', violatedDirective: 'script-src-elem', effectiveDirective: 'script-src-elem' });
    expect(text('security-notice')).toContain('Security Notice: Some resources were blocked by security policy.');
    vi.advanceTimersByTime(4_999);
    expect(document.getElementById('security-notice')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('security-notice')).toBeNull();
  });

  it('shows when the blocked address contains main or index, and can be closed', () => {
    violation({ blockedURI: 'https://example.test/assets/index-abc.css', violatedDirective: 'style-src' });
    expect(document.getElementById('security-notice')).not.toBeNull();
    (document.querySelector('#security-notice button') as HTMLButtonElement).click();
    expect(document.getElementById('security-notice')).toBeNull();
  });

  it('stays quiet for a refused eval (a library probing, not a blocked resource)', () => {
    violation({ blockedURI: 'eval', violatedDirective: 'script-src', effectiveDirective: 'script-src' });
    expect(document.getElementById('security-notice')).toBeNull();
  });

  it('stays quiet for other violations', () => {
    violation({ blockedURI: 'https://fonts.example/font.woff2', violatedDirective: 'font-src' });
    expect(document.getElementById('security-notice')).toBeNull();
  });
});
