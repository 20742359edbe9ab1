// A test-only page for the QR scanner (e2e/specs/qr-scanner.spec.ts builds it with Vite and serves it
// under /__harness/qr-scanner/ through Playwright's request routing): it is never part of the app's
// build or routes. It mounts the shared component exactly as a page would, lists what onCode received,
// and shows the QR code component beside it. ?theme=dark picks the dark theme.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QrCode } from '../../../apps/web/src/components/qr-code';
import { QrScanner } from '../../../apps/web/src/components/qr-scanner';
import './harness.css';

const params = new URLSearchParams(location.search);
document.documentElement.classList.add(params.get('theme') === 'dark' ? 'dark' : 'light');

function Harness() {
  const [codes, setCodes] = useState<string[]>([]);
  const [mounted, setMounted] = useState(true);
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 bg-background p-4 text-foreground sm:p-8">
      <h1 className="text-2xl font-semibold">Check in</h1>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="scan-title" className="grid gap-3">
          <h2 id="scan-title" className="text-lg font-semibold">
            Scan a ticket
          </h2>
          {mounted ? <QrScanner onCode={(text) => setCodes((c) => [...c, text])} label="Ticket scanner" /> : null}
          <button type="button" className="w-fit text-sm underline" onClick={() => setMounted((m) => !m)}>
            {mounted ? 'Unmount scanner' : 'Mount scanner'}
          </button>
        </section>
        <section aria-labelledby="codes-title" className="grid content-start gap-3">
          <h2 id="codes-title" className="text-lg font-semibold">
            Codes read
          </h2>
          <ul data-testid="codes" className="grid gap-1 text-sm">
            {codes.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
          {params.get('show') ? <QrCode value={params.get('show') ?? ''} label="Ticket QR code" /> : null}
        </section>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
