/** The Privacy Policies / Terms of Use dialog (the home's footer, the registration form; a lazy chunk): the settings' HTML, sanitised. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { sanitizeHtml } from '@/components/layout/sanitize-html';
import { useT } from '@/lib/i18n';

type TLegalDialogProps = { open: boolean; onClose: () => void; title: string; html: string | null | undefined; loading: boolean };

export const LegalDialog = ({ open, onClose, title, html, loading }: TLegalDialogProps) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="md" fullWidth aria-labelledby="legal-title">
      <DialogTitle id="legal-title">{title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <CircularProgress aria-label={t('directory.footer.loadingText')} />
        ) : html ? (
          <Box sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
        ) : (
          <Typography>{t('directory.footer.noText')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
