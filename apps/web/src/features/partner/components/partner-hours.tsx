import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { expandOpeningHours, type TOpeningHoursCompact } from '@rede/domain/opening-hours/compact';
import { displayDate, intervalsText, weekRows } from '@rede/domain/opening-hours/format-hours';
import { useOpenStatus } from '@/components/opening-hours/use-open-status';
import { useT } from '@/lib/i18n';

type TPartnerHoursProps = { hours: TOpeningHoursCompact; uf: string; city: string };

type TSx = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

const SX = {
  title: { typography: 'h6', m: 0, mb: '0.35em' },
  // the status line keeps its place from the server's HTML on (its text comes after hydration)
  status: { typography: 'body1', m: 0, fontWeight: 600, minHeight: '1.5em' },
  // the dark green reads on white; on the dark theme's paper only the light green reaches 4.5:1
  open: (theme: Theme) => ({ color: 'success.dark', ...theme.applyStyles('dark', { color: 'success.light' }) }),
  closed: { color: 'text.secondary' },
  table: {
    borderCollapse: 'collapse',
    mt: 1,
    '& th, & td': { textAlign: 'left', py: 0.5, pr: 3, typography: 'body1', borderBottom: 1, borderColor: 'divider' },
    // 'Segunda-feira' on one line: a hyphen is a break opportunity a narrow screen would take
    '& th': { fontWeight: 400, whiteSpace: 'nowrap' },
    '& tr[aria-current="date"] th, & tr[aria-current="date"] td': { fontWeight: 700, bgcolor: 'action.selected' },
  },
  subtitle: { typography: 'subtitle1', m: 0, mt: 2 },
  exceptions: { m: 0, pl: 2.5 },
} satisfies Record<string, TSx>;

/**
 * "Horário de funcionamento" of the partner page: the week (Monday first) and the special dates, as
 * the server renders them; after hydration, the status line ("Aberto agora · fecha às 18:00") and today's row
 * highlighted, both on the partner's own clock (they depend on the moment, so the server's HTML has neither).
 */
export const PartnerHours = ({ hours, uf, city }: TPartnerHoursProps) => {
  const t = useT();
  const full = useMemo(() => expandOpeningHours(hours), [hours]);
  const status = useOpenStatus(hours, uf, city);
  const rows = weekRows(full);
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="hours-title" data-testid="partner-hours-section">
      <Box component="h2" id="hours-title" sx={SX.title}>
        {t('partner.hoursTitle')}
      </Box>
      <Box component="p" role="status" data-testid="partner-open-status" sx={[SX.status, status?.open ? SX.open : SX.closed]}>
        {status?.text ?? ''}
      </Box>
      <Box component="table" sx={SX.table}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('partner.hoursWeek')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} aria-current={status?.weekday === row.day ? 'date' : undefined}>
              <th scope="row">
                {row.label}
                {status?.weekday === row.day ? ` (${t('partner.today')})` : ''}
              </th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      {full.exceptions.length > 0 && (
        <>
          <Box component="h3" sx={SX.subtitle}>
            {t('partner.specialDates')}
          </Box>
          <Box component="ul" sx={SX.exceptions}>
            {full.exceptions.map((e) => (
              <li key={e.date}>
                {displayDate(e.date)}: {e.closed ? t('partner.closed') : intervalsText(e.intervals)}
                {e.note ? ` (${e.note})` : ''}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
