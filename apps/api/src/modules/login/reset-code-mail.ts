import escapeHtml from 'escape-html';
import { RESET_CODE_TTL_MS } from '@rede/domain';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** The pt-BR e-mail carrying a password-reset code. */
export const resetCodeMail = ({ to, name, code, systemName }: { to: string; name: string; code: string; systemName: string }): MailMessage => {
  const minutes = Math.round(RESET_CODE_TTL_MS / 60_000);
  const text = [
    `Olá, ${name}!`,
    '',
    `Recebemos um pedido para redefinir a senha da sua conta em ${systemName}.`,
    '',
    `Seu código de verificação é: ${code}`,
    '',
    `O código vale por ${minutes} minutos e pode ser usado uma única vez.`,
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    '',
    `Equipe ${systemName}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta em ${escapeHtml(systemName)}.</p>
<p>Seu código de verificação é:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>O código vale por ${minutes} minutos e pode ser usado uma única vez.<br>
Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe ${escapeHtml(systemName)}</p>`;
  return { to, subject: `Código para redefinir sua senha - ${systemName}`, text, html };
};
