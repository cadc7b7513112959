/** Company log export row (section 3): the spreadsheet columns, in order, and the mapping from a log entry. */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { formatDatetime } from '../validators/datetime.ts';
import { openingHoursText } from '../opening-hours/format-hours.ts';
import { openingHoursOrNull } from './opening-hours.ts';
import type { TCompanyLog } from './company-log.ts';

export const LOG_EXPORT_COLUMNS = [
  'id',
  'empresa',
  'cnpj',
  'razaoSocial',
  'telefone',
  'whatsapp',
  'emailEmpresa',
  'linhas',
  'cep',
  'posicao',
  'rua',
  'bairro',
  'cidade',
  'estado',
  'numero',
  'dataExecucao',
  'tipoAcao',
  'nomeUsuarioExecutou',
  'emailUsuarioExecutou',
  /** The opening hours after the action, one readable line (after the section's columns). */
  'horarioFuncionamento',
  /** The rejection reason told to the partner (a rejection's entry; '' otherwise). */
  'motivo',
] as const;

export const ZLogExportRowSchema = z.object({
  id: z.number().int(),
  empresa: z.string(),
  cnpj: z.string(),
  razaoSocial: z.string(),
  telefone: z.string(),
  whatsapp: z.string(),
  emailEmpresa: z.string(),
  linhas: z.string(),
  cep: z.string(),
  posicao: z.string(),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  numero: z.string(),
  dataExecucao: z.string(),
  tipoAcao: z.string(),
  nomeUsuarioExecutou: z.string(),
  emailUsuarioExecutou: z.string(),
  horarioFuncionamento: z.string(),
  motivo: z.string(),
});
export type TLogExportRow = z.infer<typeof ZLogExportRowSchema>;

/** 'Moto, Carro' */
export const joinLineNames = (lines: readonly { name: string }[] | null | undefined): string => (lines ?? []).map((l) => l.name).join(', ');

/** 'lat, lng' or '' */
export const formatPosition = (position: { latitude: number; longitude: number } | null | undefined): string =>
  position ? `${position.latitude}, ${position.longitude}` : '';

/** Maps a log entry to its export row (dates in dd/MM/yyyy HH:mm, action as its pt-BR label). */
export const toLogExportRow = (log: TCompanyLog, timeZone: string = DEFAULT_TIME_ZONE): TLogExportRow => ({
  id: log.id,
  empresa: log.name,
  cnpj: log.cnpj ?? '',
  razaoSocial: log.razaoSocial ?? '',
  telefone: log.phone ?? '',
  whatsapp: log.whatsapp ?? '',
  emailEmpresa: log.email ?? '',
  linhas: joinLineNames(log.lines),
  cep: log.cep ?? '',
  posicao: formatPosition(log.addressPosition),
  rua: log.logradouro ?? '',
  bairro: log.neibor ?? '',
  cidade: log.city ?? '',
  estado: log.uf ?? '',
  numero: log.numero ?? '',
  dataExecucao: formatDatetime(log.dtRegister, timeZone),
  tipoAcao: MESSAGES.logAction[log.typeAction],
  nomeUsuarioExecutou: log.userActionName ?? log.nameUser ?? '',
  emailUsuarioExecutou: log.userActionEmail ?? '',
  horarioFuncionamento: openingHoursText(openingHoursOrNull(log.openingHours)),
  motivo: log.reason ?? '',
});
