import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n';

/** 'teste': a page that only proves the app is up. */
const TestRoute = () => {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.test.title')}
      </Typography>
      <Typography>{t('pages.test.text')}</Typography>
    </Container>
  );
};

export { TestRoute as Component };
