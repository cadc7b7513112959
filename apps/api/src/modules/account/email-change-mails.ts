import escapeHtml from 'escape-html';
import { RESET_CODE_TTL_MS } from '@rede/domain';
import type { MailMessage } from '../../lib/mail/mailer.ts';

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** To the NEW address: the code that confirms it (section: Meu Perfil, e-mail change). */
export const emailChangeCodeMail = ({ to, name, code, systemName }: { to: string; name: string; code: string; systemName: string }): MailMessage => {
  const minutes = Math.round(RESET_CODE_TTL_MS / 60_000);
  const intro = `Recebemos um pedido para usar este endereço como o novo e-mail de acesso da sua conta em ${systemName}.`;
  const validity = `O código vale por ${minutes} minutos e pode ser usado uma única vez.`;
  const ignore = 'Se você não fez este pedido, ignore este e-mail: nada será alterado.';
  const text = [`Olá, ${name}!`, '', intro, '', `Seu código de verificação é: ${code}`, '', validity, ignore, '', `Equipe ${systemName}`].join('\n');
  const html = `${paragraphs([`Olá, ${name}!`, intro, 'Seu código de verificação é:'])}
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
${paragraphs([validity, ignore, `Equipe ${systemName}`])}`;
  return { to, subject: `Código para confirmar seu novo e-mail - ${systemName}`, text, html };
};

/** To the OLD address, after the change: who to call when it was not the account holder. */
export const emailChangedNoticeMail = ({
  to,
  name,
  newEmail,
  systemName,
}: {
  to: string;
  name: string;
  newEmail: string;
  systemName: string;
}): MailMessage => {
  const lines = [
    `Olá, ${name}!`,
    `O e-mail de acesso da sua conta em ${systemName} foi alterado de ${to} para ${newEmail}. As outras sessões abertas foram encerradas.`,
    'Se foi você, nenhuma ação é necessária.',
    'Se você não reconhece esta alteração, procure imediatamente o administrador do sistema: a sua conta pode ter sido acessada por outra pessoa.',
    `Equipe ${systemName}`,
  ];
  return { to, subject: `Seu e-mail de acesso foi alterado - ${systemName}`, text: lines.join('\n\n'), html: paragraphs(lines) };
};
