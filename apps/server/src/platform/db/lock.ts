import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * PGlite does not lock its directory and two processes on one data dir corrupt it (STACK-NOTES 4).
 *
 * The lock is a listening Unix socket, something the kernel takes away the instant its process dies
 * (kill -9 included), before the process is even reaped: a pid file was not, since a zombie's or a
 * reused pid looks alive, and a supervisor's restart right after kill -9 failed. On Linux the socket
 * lives in the abstract namespace (no file, nothing stale ever left behind; binding is atomic). Other
 * systems get a socket file `<dir>.lock.sock`: a holder that accepts a connection is alive, one that
 * refuses is dead and its file is taken over. Either way the holder answers with its pid, for the message.
 */
export async function acquireDataDirLock(dir: string): Promise<() => void> {
  mkdirSync(path.dirname(dir), { recursive: true });
  // The same directory by any path (relative, symlinked) is the same lock.
  const canonical = path.join(realpathSync(path.dirname(dir)), path.basename(dir));
  const address = lockAddress(canonical);
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    const listened = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', (e) => resolve(e as NodeJS.ErrnoException));
      server.listen(address, () => resolve(null));
    });
    if (!listened) {
      // The lock must never keep the process alive on its own.
      server.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
      };
    }
    if (listened.code !== 'EADDRINUSE') throw listened;
    const holder = await askHolder(address);
    if (holder.alive) {
      throw new Error(
        `The data directory ${dir} is in use by another process (pid ${holder.pid ?? 'unknown'}). ` +
          'Only one process may open an embedded database; stop the other one, or use DATABASE_URL for several instances.',
      );
    }
    // Only a socket file can be stale (its process died without removing it): take it over.
    rmSync(address, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

/** The lock's socket address for a data directory (exported for tests). */
export function lockAddress(canonicalDir: string): string {
  if (process.platform === 'linux') {
    return `\0modelbase-pglite-${createHash('sha256').update(canonicalDir).digest('hex').slice(0, 40)}`;
  }
  return `${canonicalDir}.lock.sock`;
}

/** Connects to the lock: a live holder accepts and sends its pid; a dead one's socket file refuses. */
function askHolder(address: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let data = '';
    const timer = setTimeout(() => {
      // Accepted but silent (busy): alive all the same.
      socket.destroy();
      resolve({ alive: true });
    }, 2000);
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      data += c;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const pid = Number(data.trim());
      resolve({ alive: true, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined });
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // ECONNREFUSED / ENOENT: nobody listens, the holder is gone.
      resolve({ alive: e.code !== 'ECONNREFUSED' && e.code !== 'ENOENT' });
    });
  });
}
