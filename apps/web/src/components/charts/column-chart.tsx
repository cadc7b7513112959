import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type TColumnSeries = { key: string; label: string; color: string };
/** `shortLabel`: what a phone shows under the column instead of `label` (e.g. '03' for 'mar. 2026'). */
export type TColumnPoint = { key: string; label: string; shortLabel?: string; values: Record<string, number> };

type TColumnChartProps = {
  points: readonly TColumnPoint[];
  series: readonly TColumnSeries[];
  titleId: string;
  descriptionId: string;
  legendLabel: string;
  /** At most this many labels under the columns (evenly spaced, the first and last included). */
  maxLabels?: number;
};

const CHART_HEIGHT = 160;

/**
 * Columns per point (a day, a month) drawn with CSS, one column per series side by side, heights proportional
 * to the largest value; a few labels under them (a year of days stays readable) and a legend. One image for
 * assistive technology (named by the heading, described in words); the numbers are in the table beside it.
 */
export const ColumnChart = ({ points, series, titleId, descriptionId, legendLabel, maxLabels = 6 }: TColumnChartProps) => {
  const max = Math.max(0, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  const step = Math.max(1, Math.ceil((points.length - 1) / Math.max(1, maxLabels - 1)));
  const labelled = new Set(points.map((_, i) => i).filter((i) => i % step === 0 || i === points.length - 1));
  return (
    <Stack spacing={1.5}>
      <Box
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: points.length > 60 ? 0 : '2px',
          height: CHART_HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
          pt: 2,
        }}
      >
        {points.map((point) => (
          <Box
            key={point.key}
            data-point={point.key}
            sx={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: '1px' }}
          >
            {series.map((s) => {
              const value = point.values[s.key] ?? 0;
              return (
                <Box
                  key={s.key}
                  title={`${point.label} – ${s.label}: ${value}`}
                  sx={{
                    flex: 1,
                    maxWidth: 14,
                    height: max > 0 ? `${(value / max) * 100}%` : 0,
                    minHeight: value > 0 ? 2 : 0,
                    bgcolor: s.color,
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              );
            })}
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ position: 'relative', height: '1.2rem', mt: '-4px !important' }}>
        {points.map((point, i) =>
          labelled.has(i) ? (
            <Typography
              key={point.key}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                left: `${((i + 0.5) / points.length) * 100}%`,
                transform:
                  i === 0 && points.length > 1 ? 'none' : i === points.length - 1 && points.length > 1 ? 'translateX(-100%)' : 'translateX(-50%)',
                whiteSpace: 'nowrap',
                fontSize: '0.7rem',
              }}
            >
              {point.shortLabel ? (
                <>
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    {point.shortLabel}
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {point.label}
                  </Box>
                </>
              ) : (
                point.label
              )}
            </Typography>
          ) : null,
        )}
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
