import { useId, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/ui/visually-hidden';

export type TChartSectionProps = {
  title: string;
  /** What the chart shows, in words (read by screen readers with the chart). */
  description: string;
  /** The drawing; receives the ids its role="img" element must reference. */
  chart: (ids: { titleId: string; descriptionId: string }) => ReactNode;
  /** The same numbers as a table, shown beside the chart. */
  table: ReactNode;
  /** The heading's level (h2 by default; h3 inside a report's own section). */
  headingLevel?: 'h2' | 'h3';
  /** The table below the chart, full width (wide tables: many columns or rows). */
  stacked?: boolean;
};

/**
 * One report: its heading, the chart (an image for assistive technology, named by the heading and
 * described in words) and, beside it on wide screens and below it on phones, the numbers as a table.
 */
export const ChartSection = ({ title, description, chart, table, headingLevel = 'h2', stacked = false }: TChartSectionProps) => {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <p id={descriptionId} style={visuallyHidden}>
        {description}
      </p>
      <Grid container spacing={3}>
        {/* minWidth 0: a wide table scrolls inside its box instead of widening the page (phones) */}
        <Grid size={{ xs: 12, md: stacked ? 12 : 7 }} sx={{ minWidth: 0 }}>
          {chart({ titleId, descriptionId })}
        </Grid>
        <Grid size={{ xs: 12, md: stacked ? 12 : 5 }} sx={{ minWidth: 0 }}>
          {table}
        </Grid>
      </Grid>
    </Paper>
  );
};
