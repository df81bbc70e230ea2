// Test-only: a mail server on a local port (issue 49), to send real SMTP to. `answer` speaks just enough SMTP for
// nodemailer and keeps every message; `hang` accepts connections and never says a word, as a server that hangs.
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { freePort } from '@site/shared/server/testing/free-port';

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL would be. */
  url: string;
  port: number;
  /** Each message's DATA, in the order received. */
  messages: string[];
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Starts the server on `port` (a free one when absent): on the same port again, it is "SMTP coming back". */
export async function startFakeSmtp(mode: 'answer' | 'hang', port?: number): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'hang') return;
    let buffer = '';
    let data: string[] | undefined;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = undefined;
            say('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 fake-smtp.test');
        else if (verb === 'DATA') {
          data = [];
          say('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 OK');
      }
    });
  });
  const listenOn = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenOn, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listenOn}`,
    port: listenOn,
    messages,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
