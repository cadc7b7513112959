import Box from '@mui/material/Box';
import { useFormServices } from '@/components/form/form-services';

/** A line's stored icon (24x24 suggested); decorative beside the line's name. */
export const LineIcon = ({ icon }: { icon: string | null | undefined }) => {
  const { fileUrl } = useFormServices();
  if (!icon) return <Box component="span" sx={{ display: 'inline-block', width: 24, height: 24, flexShrink: 0 }} />;
  return <Box component="img" src={fileUrl(icon)} alt="" loading="lazy" sx={{ width: 24, height: 24, objectFit: 'contain', flexShrink: 0 }} />;
};
