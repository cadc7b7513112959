import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { displayedCompanyStatus, type CompanyStatus, type TCompanyReview } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useT } from '@/lib/i18n';

const COLORS = { approved: 'success', pending: 'warning', disapproved: 'error' } as const;

type TStatusChipProps = { status: CompanyStatus; isActive?: boolean; review?: TCompanyReview | null | undefined };

/**
 * Aprovado / Pendente / Reprovado as the back-office shows it (an approved company with a proposed change
 * is Pendente), what waits for a decision ('Novo cadastro' / 'Alteração de empresa aprovada'), and 'Inativa'
 * when the company is deactivated.
 */
export const StatusChip = ({ status, isActive = true, review = null }: TStatusChipProps) => {
  const t = useT();
  const shown = displayedCompanyStatus({ status, review });
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" color={COLORS[shown] ?? 'default'} label={MESSAGES.companyStatus[shown] ?? shown} />
      {/* the text says what waits; the default colour keeps its contrast on a selected row's tint too */}
      {review ? <Chip size="small" variant="outlined" label={MESSAGES.companyReview.kind[review.kind]} /> : null}
      {isActive ? null : <Chip size="small" variant="outlined" label={t('companies.inactiveChip')} />}
    </Stack>
  );
};
