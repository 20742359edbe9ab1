import net from 'node:net';

export interface FakeSmtp {
  url: string;
  /** Raw DATA sections received, one per message. */
  messages: string[];
  close: () => Promise<void>;
}

/**
 * Just enough SMTP (RFC 5321 without extensions) for nodemailer to deliver a plain message, so tests
 * see what was sent without a mail server. `refuse` answers 451 to DATA (a temporary failure); `port`
 * listens on that one (a server coming back where it was); `hold` keeps a message's acknowledgement back
 * until the promise it answers settles (a message not yet acknowledged when its sender dies is dropped).
 */
export async function startFakeSmtp(
  opts: { refuse?: () => boolean; port?: number; hold?: (message: string) => Promise<void> | undefined } = {},
): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i = buffer.indexOf('\r\n');
      while (i >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        i = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            const message = data.join('\n');
            data = null;
            // Taken only once acknowledged: a message whose sender is gone before the 250 is dropped, as a real server does.
            const accept = () => {
              if (socket.destroyed) return;
              messages.push(message);
              socket.write('250 queued\r\n');
            };
            const hold = opts.hold?.(message);
            if (hold) hold.then(accept);
            else accept();
          } else data.push(line);
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'MAIL' || cmd === 'RCPT' || cmd === 'RSET' || cmd === 'NOOP') socket.write('250 ok\r\n');
        else if (cmd === 'DATA') {
          if (opts.refuse?.()) socket.write('451 try again later\r\n');
          else {
            data = [];
            socket.write('354 go ahead\r\n');
          }
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const addr = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${addr.port}`,
    messages,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
