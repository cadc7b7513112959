import escapeHtml from 'escape-html';
import { formatDatetime, INVITATION_TTL_MS } from '@rede/domain';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** The pt-BR e-mail carrying an invitation link (single use, 7 days). */
export const invitationMail = (input: {
  to: string;
  name: string;
  companyName: string | null;
  inviterName: string;
  link: string;
  expiresAt: Date;
  systemName: string;
}): MailMessage => {
  const { systemName } = input;
  const days = Math.round(INVITATION_TTL_MS / 86_400_000);
  const until = formatDatetime(input.expiresAt.toISOString(), 'America/Sao_Paulo');
  const what = input.companyName ? `administrar a empresa ${input.companyName} em ${systemName}` : `acessar ${systemName}`;
  const paragraphs = [
    `Olá, ${input.name}!`,
    `${input.inviterName} convidou você para ${what}.`,
    'Para aceitar, abra o link abaixo e escolha a sua senha:',
    input.link,
    `O link vale por ${days} dias (até ${until}) e pode ser usado uma única vez. Se ele expirar, peça um novo convite.`,
    'Se você não esperava este convite, ignore este e-mail.',
    `Equipe ${systemName}`,
  ];
  const html = paragraphs
    .map((p) =>
      p === input.link ? `<p><a href="${escapeHtml(input.link)}">Aceitar o convite e escolher a senha</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to: input.to, subject: `Convite para ${what}`, text: paragraphs.join('\n\n'), html };
};
