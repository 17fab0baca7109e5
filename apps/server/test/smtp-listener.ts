import { createServer, type Server } from 'node:net';

export interface MailMessage {
  to: string[];
  data: string;
}

export interface SmtpListener {
  url: string;
  messages: MailMessage[];
  /** The first message to `address` that arrives after `messages[since]` (waits up to 10 s). */
  nextTo: (address: string, since: number) => Promise<MailMessage>;
  /** While on, every recipient is refused with a temporary failure (451), as a busy or broken relay does. */
  refuse: (on: boolean) => void;
  close: () => void;
}

/**
 * The smallest SMTP server nodemailer will talk to, on 127.0.0.1: it keeps each message's envelope
 * and data, and hands each one to `onMessage` (the e2e suite writes them where its test files read).
 */
export function startSmtpListener(onMessage?: (message: MailMessage) => void): Promise<SmtpListener> {
  const messages: SmtpListener['messages'] = [];
  let refusing = false;
  const smtp: Server = createServer((socket) => {
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data !== null) {
          if (line === '.') {
            messages.push({ to, data });
            onMessage?.({ to, data });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'RCPT' && refusing) socket.write('451 4.3.0 try again later\r\n');
        else if (command === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const address = smtp.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const nextTo = async (address: string, since: number) => {
        for (let wait = 0; wait < 200; wait++) {
          const found = messages.slice(since).find((message) => message.to.includes(address));
          if (found) return found;
          await new Promise((pause) => setTimeout(pause, 50));
        }
        throw new Error(`no mail reached ${address}`);
      };
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        messages,
        nextTo,
        refuse: (on) => {
          refusing = on;
        },
        close: () => smtp.close(),
      });
    });
  });
}
