import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CompanyStatus } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useT } from '@/lib/i18n';

const COLORS = { approved: 'success', pending: 'warning', disapproved: 'error' } as const;

/** Aprovado / Pendente / Reprovado, plus 'Inativa' when the company is deactivated. */
export const StatusChip = ({ status, isActive = true }: { status: CompanyStatus; isActive?: boolean }) => {
  const t = useT();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" color={COLORS[status] ?? 'default'} label={MESSAGES.companyStatus[status] ?? status} />
      {isActive ? null : <Chip size="small" variant="outlined" label={t('companies.inactiveChip')} />}
    </Stack>
  );
};
