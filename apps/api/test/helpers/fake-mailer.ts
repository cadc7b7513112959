import type { MailMessage, Mailer } from '../../src/lib/mail/mailer.ts';

export type FakeMailer = Mailer & {
  messages: MailMessage[];
  /** Sends what the outbox holds (build() wires it to app.mailOutbox.drain()): call it before reading. */
  flush(): Promise<void>;
  /** Messages sent to this address, oldest first. */
  to(address: string): MailMessage[];
  /** The 6-digit code of the last message sent to this address. */
  lastCode(address: string): string | null;
  /** The invitation token in the link of the last message sent to this address. */
  lastInvitationToken(address: string): string | null;
};

/** A Mailer that records messages instead of sending them. */
export const createFakeMailer = (): FakeMailer => {
  const messages: MailMessage[] = [];
  const to = (address: string) => messages.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  return {
    messages,
    flush: async () => undefined,
    async send(message) {
      messages.push(message);
    },
    to,
    lastCode(address) {
      const last = to(address).at(-1);
      return last ? (/código de verificação é: (\d{6})/.exec(last.text)?.[1] ?? null) : null;
    },
    lastInvitationToken(address) {
      const last = to(address).at(-1);
      return last ? (/#token=([A-Za-z0-9_-]+)/.exec(last.text)?.[1] ?? null) : null;
    },
  };
};
