import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monthShort } from './month-label';

export type TMonthSeries = { key: string; label: string; color: string };
export type TMonthPoint = { month: string; values: Record<string, number> };

type TMonthChartProps = {
  points: readonly TMonthPoint[];
  series: readonly TMonthSeries[];
  titleId: string;
  descriptionId: string;
  legendLabel: string;
};

const CHART_HEIGHT = 160;

/**
 * Grouped columns per month drawn with CSS (no chart library): one column per series side by side,
 * heights proportional to the largest value, a legend naming the series. One image for assistive
 * technology (named by the heading, described in words); the numbers are in the table beside it.
 */
export const MonthChart = ({ points, series, titleId, descriptionId, legendLabel }: TMonthChartProps) => {
  const max = Math.max(0, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  return (
    <Stack spacing={1.5}>
      <Box
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        sx={{ display: 'flex', alignItems: 'stretch', gap: { xs: 0.5, sm: 1 }, borderBottom: 1, borderColor: 'divider', pt: 2 }}
      >
        {points.map((point) => (
          <Box key={point.month} data-month={point.month} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: '2px' }}>
              {series.map((s) => {
                const value = point.values[s.key] ?? 0;
                return (
                  <Box
                    key={s.key}
                    title={`${s.label}: ${value}`}
                    sx={{
                      flex: 1,
                      maxWidth: 18,
                      height: max > 0 ? `${(value / max) * 100}%` : 0,
                      minHeight: value > 0 ? 3 : 0,
                      bgcolor: s.color,
                      borderRadius: '3px 3px 0 0',
                    }}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, mt: '-4px !important' }}>
        {points.map((point) => (
          <Typography
            key={point.month}
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, textAlign: 'center', fontSize: { xs: '0.6rem', sm: '0.7rem' }, whiteSpace: 'nowrap', overflow: 'hidden' }}
          >
            {/* phones: the month's number; wider screens: month and year */}
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {point.month.slice(5)}
            </Box>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {monthShort(point.month)}
            </Box>
          </Typography>
        ))}
      </Box>
      <Stack component="ul" direction="row" spacing={2} aria-label={legendLabel} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
        {series.map((s) => (
          <Stack component="li" key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            <Typography variant="body2">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
};
