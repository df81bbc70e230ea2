// The topology's mail server, run in its own namespace (`ip netns exec … node --import tsx smtp-main.ts
// '{"host":…,"port":…,"mode":"answer"}'`): the
// least of SMTP that a client needs to hand over a message, which it takes and counts (SMTP_MODE=answer), or a
// server that accepts connections and never says a word (SMTP_MODE=hang): the "SMTP hangs".
import { createServer } from 'node:net';
import type { Socket } from 'node:net';

export interface SmtpArguments {
  host: string;
  port: number;
  /** `answer`: a mail server; `hang`: one that accepts connections and never says a word. */
  mode: 'answer' | 'hang';
}

const { host, port, mode } = JSON.parse(process.argv[2] ?? '{}') as Partial<SmtpArguments>;
if (!host || !Number.isInteger(port) || (mode !== 'answer' && mode !== 'hang')) {
  console.error('Usage: smtp-main.ts \'{"host":"…","port":2525,"mode":"answer|hang"}\'');
  process.exit(2);
}
const END_OF_DATA = '\r\n.\r\n';
let received = 0;

function converse(socket: Socket) {
  const say = (line: string) => socket.write(`${line}\r\n`);
  let buffer = '';
  let inData = false;
  say('220 topology-smtp ESMTP');
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf(END_OF_DATA);
        if (end < 0) return;
        buffer = buffer.slice(end + END_OF_DATA.length);
        inData = false;
        received += 1;
        console.log(`message ${received} received`);
        say(`250 OK queued as ${received}`);
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') say('250-topology-smtp\r\n250 8BITMIME');
      else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
        say('250 OK');
      else if (verb === 'DATA') {
        inData = true;
        say('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        say('221 Bye');
        socket.end();
        return;
      } else say('502 Command not implemented');
    }
  });
  socket.on('error', () => socket.destroy());
}

const held: Socket[] = [];
const server = createServer((socket) => {
  if (mode === 'hang') {
    // Accepted, and never answered: the client waits for a greeting that does not come.
    held.push(socket);
    socket.on('error', () => socket.destroy());
    return;
  }
  converse(socket);
});
server.listen(port, host, () => console.log(`smtp (${mode}) at ${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    for (const socket of held) socket.destroy();
    server.close();
    process.exit(0);
  });
}
