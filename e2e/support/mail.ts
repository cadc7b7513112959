import { readFileSync } from 'node:fs';

export type SentMail = { to: string[]; raw: string };

export const readMails = (file: string): SentMail[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMail);

/** Waits for a message to `email` whose body matches `pattern`, and returns the first capture group. */
export const waitForMail = async (file: string, email: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of readMails(file).reverse()) {
      if (!mail.to.includes(email)) continue;
      const body = mail.raw.replace(/=\r?\n/g, '');
      const match = body.match(pattern);
      if (match) return match[1] ?? match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nenhum e-mail para ${email} com ${pattern} em ${timeoutMs} ms`);
};
