import { LIMITS } from '@mb/contract/limits';
import { SHELL_MESSAGES } from '@mb/contract/shell-text';

// Start-up watchers that must work even when React does not (spec §4, §8). They build plain DOM.
//  - 'Loading Issue': the root is still empty 3 s after the page loaded.
//  - 'Security Policy Error': a window error mentions content security policy or 'Refused to'.
//  - 'Security Notice': a CSP violation blocked a main/index resource or a script (gone after 5 s).

const overlayClass = 'fixed inset-0 z-[100] flex items-center justify-center bg-background/95 p-6 text-foreground';
const panelClass = 'flex max-w-md flex-col items-center gap-4 rounded-lg border bg-card p-8 text-center shadow-xl';
const buttonClass =
  'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function overlay(id: string, title: string, description: string, action: string, onAction: () => void): HTMLElement {
  document.getElementById(id)?.remove();
  const root = document.createElement('div');
  root.id = id;
  root.className = overlayClass;
  root.setAttribute('role', 'alertdialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', `${id}-title`);
  root.setAttribute('aria-describedby', `${id}-description`);
  const panel = document.createElement('div');
  panel.className = panelClass;
  const h = document.createElement('h2');
  h.id = `${id}-title`;
  h.className = 'text-xl font-bold';
  h.textContent = title;
  const p = document.createElement('p');
  p.id = `${id}-description`;
  p.className = 'text-muted-foreground';
  p.textContent = description;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = buttonClass;
  button.textContent = action;
  button.addEventListener('click', onAction);
  panel.append(h, p, button);
  root.append(panel);
  document.body.append(root);
  button.focus();
  return root;
}

interface BootWatchOptions {
  root: HTMLElement;
  reload?: () => void;
  mountCheckMs?: number;
  noticeMs?: number;
}

/** Installs the watchers; returns a function that removes them (tests). */
export function installBootWatch({
  root,
  reload = () => window.location.reload(),
  mountCheckMs = LIMITS.mountCheckMs,
  noticeMs = LIMITS.securityNoticeMs,
}: BootWatchOptions): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let observer: MutationObserver | null = null;

  const checkMounted = () => {
    if (root.childElementCount > 0) return;
    const el = overlay('loading-issue', SHELL_MESSAGES.loadingIssue.title, SHELL_MESSAGES.loadingIssue.description, 'Reload App', reload);
    // If the app does render after all, the overlay steps aside.
    observer = new MutationObserver(() => {
      if (root.childElementCount > 0) {
        el.remove();
        observer?.disconnect();
      }
    });
    observer.observe(root, { childList: true });
  };
  const startMountCheck = () => timers.push(setTimeout(checkMounted, mountCheckMs));
  if (document.readyState === 'complete') startMountCheck();
  else window.addEventListener('load', startMountCheck, { once: true });

  const onError = (e: ErrorEvent) => {
    const text = `${e.message ?? ''} ${e.error instanceof Error ? e.error.message : ''}`;
    if (/content security policy|refused to/i.test(text)) {
      overlay(
        'security-policy-error',
        SHELL_MESSAGES.securityPolicyError.title,
        SHELL_MESSAGES.securityPolicyError.description,
        'Retry',
        reload,
      );
    }
  };
  window.addEventListener('error', onError);

  const onViolation = (e: SecurityPolicyViolationEvent) => {
    const blocked = e.blockedURI ?? '';
    // A refused eval is not a blocked resource: libraries probe for it (zod checks whether it may
    // compile parsers) and carry on without it. The policy forbids eval on purpose.
    if (blocked === 'eval') return;
    const directive = `${e.violatedDirective ?? ''} ${e.effectiveDirective ?? ''}`;
    if (!/main|index/i.test(blocked) && !directive.includes('script-src')) return;
    showNotice();
  };
  const showNotice = () => {
    if (document.getElementById('security-notice')) return;
    const el = document.createElement('div');
    el.id = 'security-notice';
    el.setAttribute('role', 'status');
    el.className =
      'fixed bottom-4 right-4 z-[90] flex max-w-sm items-start gap-3 rounded-lg border border-warning/50 bg-card p-4 text-sm text-card-foreground shadow-lg';
    const text = document.createElement('p');
    text.textContent = SHELL_MESSAGES.securityNotice;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'rounded-sm px-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';
    close.setAttribute('aria-label', 'Close security notice');
    close.textContent = '×';
    close.addEventListener('click', () => el.remove());
    el.append(text, close);
    document.body.append(el);
    timers.push(setTimeout(() => el.remove(), noticeMs));
  };
  document.addEventListener('securitypolicyviolation', onViolation);

  return () => {
    for (const t of timers) clearTimeout(t);
    observer?.disconnect();
    window.removeEventListener('load', startMountCheck);
    window.removeEventListener('error', onError);
    document.removeEventListener('securitypolicyviolation', onViolation);
  };
}
