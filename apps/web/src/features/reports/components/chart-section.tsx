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
};

/**
 * One report: its heading, the chart (an image for assistive technology, named by the heading and
 * described in words) and, beside it on wide screens and below it on phones, the numbers as a table.
 */
export const ChartSection = ({ title, description, chart, table }: TChartSectionProps) => {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <p id={descriptionId} style={visuallyHidden}>
        {description}
      </p>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>{chart({ titleId, descriptionId })}</Grid>
        <Grid size={{ xs: 12, md: 5 }}>{table}</Grid>
      </Grid>
    </Paper>
  );
};
