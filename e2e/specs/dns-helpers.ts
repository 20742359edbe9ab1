import { readFileSync, renameSync, writeFileSync } from 'node:fs';

// TXT records for the browser tests' DNS server (e2e/dns-server.ts): written to the file it reads on
// every question. Specs run in parallel workers, so each write re-reads the file and replaces it whole.

export function publishTxt(name: string, value: string) {
  const file = process.env.E2E_DNS_RECORDS;
  if (!file) throw new Error('E2E_DNS_RECORDS is set by playwright.config.ts');
  let records: Record<string, string> = {};
  try {
    records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    /* first record */
  }
  records[name.toLowerCase()] = value;
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(tmp, JSON.stringify(records));
  renameSync(tmp, file);
}
