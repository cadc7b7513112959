import Chip from '@mui/material/Chip';
import type { LogAction } from '@rede/domain/constants';
import { LOG_ACTION_COLORS, logActionLabel } from './log-action';

/** The action of a log entry as a small coloured label (the text carries the meaning; the colour only helps). */
export const LogActionChip = ({ action }: { action: LogAction }) => (
  <Chip size="small" variant="outlined" color={LOG_ACTION_COLORS[action] ?? 'default'} label={logActionLabel(action)} />
);
