import Box from '@mui/material/Box';
import { isExternalUrl, Link } from '@/components/ui/link';

/** An http(s) link opens in a new tab; a site path is shown as text (it belongs to the public site). */
export const LinkCell = ({ link }: { link: string | null }) => {
  if (!link) return <>—</>;
  return (
    <Box component="span" sx={{ wordBreak: 'break-all' }}>
      {isExternalUrl(link) ? <Link to={link}>{link}</Link> : link}
    </Box>
  );
};
