import { LOG_ACTIONS, type LogAction } from '@rede/domain/constants';
import { MESSAGES } from '@rede/domain/messages';

/** 'Cadastro', 'Alteração', 'Exclusão', 'Aprovação', 'Rejeição', 'Desativação' */
export const logActionLabel = (action: LogAction | string): string => MESSAGES.logAction[action as LogAction] ?? action;

/** The typeAction filter's choices. */
export const LOG_ACTION_OPTIONS = LOG_ACTIONS.map((action) => ({ value: action, label: logActionLabel(action) }));

/** Chip colour of an action. */
export const LOG_ACTION_COLORS: Record<LogAction, 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  create: 'info',
  update: 'primary',
  delete: 'error',
  approved: 'success',
  rejected: 'error',
  disabled: 'warning',
};
