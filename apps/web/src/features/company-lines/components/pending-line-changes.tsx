import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { TLogValue } from '@rede/domain';
import { useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { usePendingLineChanges } from '../api/line-proposals';

const linesText = (value: TLogValue, empty: string): string => (Array.isArray(value) && value.length > 0 ? value.join(', ') : empty);

/**
 * Above a company user's list of lines: the list shows the published links, so the changes of their approved
 * companies that wait for a decision are named here (approved lines → proposed lines). Nothing otherwise.
 */
export const PendingLineChanges = () => {
  const t = useT();
  const isCompanyUser = useUser()?.type === 'company';
  const { data } = usePendingLineChanges(isCompanyUser);
  if (!data || data.length === 0) return null;
  return (
    <Alert severity="info">
      <AlertTitle>{t('companyLines.pendingTitle')}</AlertTitle>
      {t('companyLines.pendingIntro')}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {data.map((change) => (
          <li key={change.companyId}>
            {t('companyLines.pendingItem', {
              company: change.companyName,
              before: linesText(change.before, '—'),
              after: linesText(change.after, '—'),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
