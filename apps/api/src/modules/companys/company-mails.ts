import escapeHtml from 'escape-html';
import { formatCnpj, formatDatetime, MESSAGES } from '@rede/domain';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** Plain-text paragraphs → the same message as simple HTML. */
const toHtml = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n');

const message = (to: string, subject: string, paragraphs: readonly string[]): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: toHtml(paragraphs),
});

export type CompanyMailInfo = { id: number; name: string; cnpj: string | null; city: string; uf: string };

/** To the company's administrator: the company was approved, or rejected (with the reason when given). */
export const companyDecisionMail = (input: {
  to: string;
  recipientName: string;
  company: CompanyMailInfo;
  decision: 'approved' | 'rejected';
  reason: string | null;
  /** 'change': a proposed change of an approved company was decided (the approved version stayed public meanwhile). */
  subject?: 'company' | 'change';
  systemName: string;
  loginUrl: string | null;
}): MailMessage => {
  const { company, systemName } = input;
  if (input.subject === 'change') return changeDecisionMail(input);
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

/** To the company's administrator: the change they proposed to the approved company was published, or discarded with the reason. */
const changeDecisionMail = (input: Parameters<typeof companyDecisionMail>[0]): MailMessage => {
  const { company, systemName } = input;
  const access = input.loginUrl ? [`Acesse o sistema: ${input.loginUrl}`] : [];
  if (input.decision === 'approved') {
    return message(input.to, `Alteração aprovada: ${company.name} - ${systemName}`, [
      `Olá, ${input.recipientName}!`,
      `A alteração da empresa ${company.name} foi aprovada e já está publicada na rede de parceiros.`,
      ...access,
      `Equipe ${systemName}`,
    ]);
  }
  return message(input.to, `Alteração reprovada: ${company.name} - ${systemName}`, [
    `Olá, ${input.recipientName}!`,
    `A alteração da empresa ${company.name} foi reprovada e descartada. A versão aprovada continua publicada na rede de parceiros.`,
    input.reason ? `Motivo: ${input.reason}` : 'Nenhum motivo foi informado.',
    `Se quiser, altere os dados da empresa no sistema para que sejam analisados novamente.${input.loginUrl ? ` Acesse: ${input.loginUrl}` : ''}`,
    `Equipe ${systemName}`,
  ]);
};

/**
 * To the person who registered a company (the administrator e-mail given in the form): the registration
 * arrived and is under review; the answer comes by e-mail, as the approval or rejection message.
 */
export const registrationReceiptMail = (input: {
  to: string;
  recipientName: string;
  companyName: string;
  systemName: string;
  loginUrl: string | null;
}): MailMessage =>
  message(input.to, `Cadastro recebido: ${input.companyName} - ${input.systemName}`, [
    `Olá, ${input.recipientName}!`,
    `Recebemos o cadastro da loja ${input.companyName}. Ele está em análise (status: ${MESSAGES.companyStatus.pending}) pela nossa equipe.`,
    `Você receberá um e-mail neste endereço quando o cadastro for aprovado ou reprovado. Depois da aprovação, a loja aparece na rede de parceiros.`,
    ...(input.loginUrl ? [`Enquanto isso, você já pode acessar a área do parceiro com o e-mail e a senha cadastrados: ${input.loginUrl}`] : []),
    'Se você não fez este cadastro, ignore esta mensagem.',
    `Equipe ${input.systemName}`,
  ]);

/** One change a digest of pending approvals collects. */
export type PendingApprovalEvent = { action: 'create' | 'update'; actorName: string; at: string };

const SAO_PAULO = 'America/Sao_Paulo';

/**
 * To an administrator: a company user (or the registration) created or changed a company, which waits
 * for approval. One message per company and hour collects every change made meanwhile.
 */
export const pendingApprovalDigestMail = (input: {
  recipientName: string;
  company: CompanyMailInfo;
  events: readonly PendingApprovalEvent[];
  systemName: string;
  companyUrl: string | null;
}): Omit<MailMessage, 'to'> => {
  const { company, systemName, events } = input;
  const what = (event: PendingApprovalEvent) => (event.action === 'create' ? 'cadastrou a empresa' : 'alterou os dados da empresa');
  const identity = `${company.name}${company.cnpj ? ` (CNPJ ${formatCnpj(company.cnpj)})` : ''}, de ${company.city}-${company.uf}`;
  const changes =
    events.length === 1
      ? [`${events[0]!.actorName} ${what(events[0]!)} ${identity}.`]
      : [
          `A empresa ${identity} teve ${events.length} alterações:`,
          events.map((event) => `- ${formatDatetime(event.at, SAO_PAULO)}: ${event.actorName} ${what(event)}`).join('\n'),
        ];
  const rendered = message('', `Aprovação pendente: ${company.name} - ${systemName}`, [
    `Olá, ${input.recipientName}!`,
    ...changes,
    `A empresa está com o status ${MESSAGES.companyStatus.pending} e aguarda a sua aprovação.`,
    ...(input.companyUrl ? [`Analise o cadastro em: ${input.companyUrl}`] : []),
    `Equipe ${systemName}`,
  ]);
  return { subject: rendered.subject, text: rendered.text, ...(rendered.html ? { html: rendered.html } : {}) };
};

/**
 * To the holder of an account whose e-mail or password an administrator changed from the company form
 * (sent to the old address and, when it changed, to the new one).
 */
export const accessChangedMail = (input: {
  to: string;
  recipientName: string;
  companyName: string;
  changed: { email: boolean; password: boolean };
  actorName: string;
  systemName: string;
  loginUrl: string | null;
}): MailMessage => {
  const what =
    input.changed.email && input.changed.password ? 'o e-mail e a senha de acesso' : input.changed.email ? 'o e-mail de acesso' : 'a senha de acesso';
  return message(input.to, `Seus dados de acesso foram alterados - ${input.systemName}`, [
    `Olá, ${input.recipientName}!`,
    `${input.actorName} alterou ${what} da sua conta de administrador da empresa ${input.companyName}. As sessões abertas foram encerradas.`,
    'Se você não esperava esta alteração, responda a este e-mail ou procure o administrador do sistema.',
    ...(input.loginUrl ? [`Acesse o sistema: ${input.loginUrl}`] : []),
    `Equipe ${input.systemName}`,
  ]);
};
