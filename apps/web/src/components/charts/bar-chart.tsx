import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type TBarItem = { key: string; label: string; value: number; color?: string };

type TBarChartProps = {
  items: readonly TBarItem[];
  /** ids of the heading and of the description that name and describe the chart. */
  titleId: string;
  descriptionId: string;
  emptyText: string;
};

/**
 * A horizontal bar chart drawn with CSS (no chart library): one row per item, the bar's length
 * proportional to the largest value, the value printed at its end. For assistive technology the
 * whole drawing is one image named by the section heading and described in words; the exact
 * numbers are in the table beside it.
 */
export const BarChart = ({ items, titleId, descriptionId, emptyText }: TBarChartProps) => {
  const max = Math.max(0, ...items.map((item) => item.value));
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box role="img" aria-labelledby={titleId} aria-describedby={descriptionId} sx={{ display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const percent = max > 0 ? (item.value / max) * 100 : 0;
        return (
          <Box
            key={item.key}
            data-bar={item.key}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(4.5rem, 9rem) minmax(0, 1fr) 3rem', gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" noWrap title={item.label}>
              {item.label}
            </Typography>
            <Box sx={{ height: 18, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                data-percent={Math.round(percent)}
                sx={{
                  height: '100%',
                  width: `${percent}%`,
                  minWidth: item.value > 0 ? 3 : 0,
                  bgcolor: item.color ?? 'primary.main',
                  borderRadius: 1,
                  transition: 'width 300ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {item.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
