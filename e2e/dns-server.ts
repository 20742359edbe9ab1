import { readFileSync } from 'node:fs';
import dns2 from 'dns2';

// A DNS server for the compliance hub's TXT proofs in browser tests (the hub resolves through
// COMPLIANCE_DNS_SERVERS, set by playwright.config.ts). It answers TXT questions from the JSON file
// E2E_DNS_RECORDS ({ "name": "value" }), which specs write through specs/dns-helpers.ts; every other
// question gets an empty answer. Started once by Playwright as a global setup; the returned function
// stops it.

export default async function startDns() {
  const port = Number(process.env.E2E_DNS_PORT);
  const file = process.env.E2E_DNS_RECORDS;
  if (!port || !file) throw new Error('E2E_DNS_PORT and E2E_DNS_RECORDS are set by playwright.config.ts');
  const records = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const value = q ? records()[q.name.toLowerCase()] : undefined;
      if (q && value)
        response.answers.push({ name: q.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data: value } as never);
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return async () => {
    await server.close();
  };
}
