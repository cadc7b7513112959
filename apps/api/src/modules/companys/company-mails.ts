import { formatCnpj, MESSAGES } from '@rede/domain';
import type { MailMessage } from '../../plugins/app/mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain-text paragraphs → the same message as simple HTML. */
const toHtml = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n');

const message = (to: string, subject: string, paragraphs: readonly string[]): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: toHtml(paragraphs),
});

/** The back-office URL of a path when BACKOFFICE_HOST is known ('https://' unless the host has a scheme). */
export const backofficeUrl = (host: string | null, path: string): string | null => {
  if (!host) return null;
  const base = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  return `${base.replace(/\/+$/, '')}${path}`;
};

export type CompanyMailInfo = { id: number; name: string; cnpj: string | null; city: string; uf: string };

/** To the company's administrator: the company was approved, or rejected (with the reason when given). */
export const companyDecisionMail = (input: {
  to: string;
  recipientName: string;
  company: CompanyMailInfo;
  decision: 'approved' | 'rejected';
  reason: string | null;
  systemName: string;
  loginUrl: string | null;
}): MailMessage => {
  const { company, systemName } = input;
  if (input.decision === 'approved') {
    return message(input.to, `Cadastro aprovado: ${company.name} - ${systemName}`, [
      `Olá, ${input.recipientName}!`,
      `O cadastro da empresa ${company.name} foi aprovado (status: ${MESSAGES.companyStatus.approved}). A empresa já pode aparecer na rede de parceiros.`,
      ...(input.loginUrl ? [`Acesse o sistema: ${input.loginUrl}`] : []),
      `Equipe ${systemName}`,
    ]);
  }
  return message(input.to, `Cadastro reprovado: ${company.name} - ${systemName}`, [
    `Olá, ${input.recipientName}!`,
    `O cadastro da empresa ${company.name} foi reprovado (status: ${MESSAGES.companyStatus.disapproved}).`,
    input.reason ? `Motivo: ${input.reason}` : 'Nenhum motivo foi informado.',
    `Corrija os dados da empresa no sistema para que sejam analisados novamente.${input.loginUrl ? ` Acesse: ${input.loginUrl}` : ''}`,
    `Equipe ${systemName}`,
  ]);
};

/** To an administrator: a company user created or changed a company, which waits for approval. */
export const pendingApprovalMail = (input: {
  to: string;
  recipientName: string;
  company: CompanyMailInfo;
  action: 'create' | 'update';
  actorName: string;
  systemName: string;
  companyUrl: string | null;
}): MailMessage => {
  const { company, systemName } = input;
  const what = input.action === 'create' ? 'cadastrou a empresa' : 'alterou os dados da empresa';
  return message(input.to, `Aprovação pendente: ${company.name} - ${systemName}`, [
    `Olá, ${input.recipientName}!`,
    `${input.actorName} ${what} ${company.name}${company.cnpj ? ` (CNPJ ${formatCnpj(company.cnpj)})` : ''}, de ${company.city}-${company.uf}.`,
    `A empresa está com o status ${MESSAGES.companyStatus.pending} e aguarda a sua aprovação.`,
    ...(input.companyUrl ? [`Analise o cadastro em: ${input.companyUrl}`] : []),
    `Equipe ${systemName}`,
  ]);
};
