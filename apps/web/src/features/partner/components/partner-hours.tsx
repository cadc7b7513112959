import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expandOpeningHours, type TOpeningHoursCompact } from '@rede/domain/opening-hours/compact';
import { displayDate, intervalsText, weekRows } from '@rede/domain/opening-hours/format-hours';
import { useOpenStatus } from '@/components/opening-hours/use-open-status';
import { useT } from '@/lib/i18n';

type TPartnerHoursProps = { hours: TOpeningHoursCompact; uf: string; city: string };

/**
 * "Horário de funcionamento" of the partner page (issue #18): the week (Monday first) and the special dates, as
 * the server renders them; after hydration, the status line ("Aberto agora · fecha às 18:00") and today's row
 * highlighted, both on the partner's own clock (they depend on the moment, so the server's HTML has neither).
 */
export const PartnerHours = ({ hours, uf, city }: TPartnerHoursProps) => {
  const t = useT();
  const full = useMemo(() => expandOpeningHours(hours), [hours]);
  const status = useOpenStatus(hours, uf, city);
  const rows = weekRows(full);
  return (
    <Box component="section" aria-labelledby="hours-title" sx={{ mt: 4 }} data-testid="partner-hours-section">
      <Typography id="hours-title" variant="h6" component="h2" gutterBottom>
        {t('partner.hoursTitle')}
      </Typography>
      <Typography
        role="status"
        data-testid="partner-open-status"
        sx={{ fontWeight: 600, minHeight: '1.5em', color: status?.open ? 'success.dark' : 'text.secondary' }}
      >
        {status?.text ?? ''}
      </Typography>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          mt: 1,
          '& th, & td': { textAlign: 'left', py: 0.5, pr: 3, typography: 'body1', borderBottom: 1, borderColor: 'divider' },
          '& th': { fontWeight: 400 },
          '& tr[aria-current="date"] th, & tr[aria-current="date"] td': { fontWeight: 700, bgcolor: 'action.selected' },
        }}
      >
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
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('partner.specialDates')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
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
