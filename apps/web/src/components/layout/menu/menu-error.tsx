import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n';

/** The red text shown for a menu entry of unknown type (section 8). */
export const MenuError = ({ where }: { where: 'menu' | 'group' | 'collapse' }) => {
  const t = useT();
  const text = where === 'menu' ? t('layout.menuError') : where === 'group' ? t('layout.fixGroup') : t('layout.fixCollapse');
  return (
    <Typography variant="body2" color="error" align="center" sx={{ py: 1, fontWeight: 600 }}>
      {text}
    </Typography>
  );
};
