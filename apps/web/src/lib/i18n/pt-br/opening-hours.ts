import { MESSAGES } from '@rede/domain/messages';

/** pt-BR texts of the opening-hours editor (company form and registration). */
export const OPENING_HOURS_TEXTS = {
  title: MESSAGES.openingHours.title,
  intro:
    'Informe os horários no fuso do endereço da loja. Nos feriados nacionais a loja aparece fechada, a menos que a data esteja em "Datas especiais". Fechamento 00:00 é meia-noite.',
  inform: 'Informar horário de funcionamento',
  notInformed: 'Horário de funcionamento não informado.',
  closed: 'Fechado',
  open: 'Abertura',
  close: 'Fechamento',
  openAfterBreak: 'Abertura após o intervalo',
  closeAfterBreak: 'Fechamento após o intervalo',
  addInterval: 'Adicionar intervalo',
  removeInterval: 'Remover intervalo',
  exceptions: 'Datas especiais (feriados, férias)',
  addException: 'Adicionar data especial',
  removeException: 'Remover data especial',
  date: 'Data',
  note: 'Observação',
  noExceptions: 'Nenhuma data especial.',
  ownerHint: 'Alterar somente o horário de funcionamento não envia a empresa de volta para aprovação.',
} as const;
