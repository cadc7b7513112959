import Box from '@mui/material/Box';
import type { TMenuSecondary } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import { isExternalUrl, Link } from '@/components/ui/link';
import type { TTranslate } from '@/lib/i18n';

/** The secondary menu form (section 3: title required; optional link). */
export const menuSecondaryFormFields = (t: TTranslate): TFormField[] => [
  { property: 'title', type: 'string', label: t('content.common.title'), required: true, width: 12 },
  { property: 'link', type: 'string', label: t('content.common.link'), inputType: 'url', helperText: t('content.common.linkHelp'), width: 12 },
];

/** The details panel: the form's fields plus the dates. */
export const menuSecondaryDetailFields = (t: TTranslate): TFormField[] => [
  ...menuSecondaryFormFields(t),
  { property: 'dtRegister', type: 'datetime', label: t('content.common.dtRegister') },
  { property: 'dtUpdate', type: 'datetime', label: t('content.common.dtUpdate') },
];

/** An http(s) link opens in a new tab; a site path is shown as text (it belongs to the public site). */
const LinkCell = ({ link }: { link: string | null }) => {
  if (!link) return <>—</>;
  return (
    <Box component="span" sx={{ wordBreak: 'break-all' }}>
      {isExternalUrl(link) ? <Link to={link}>{link}</Link> : link}
    </Box>
  );
};

export const menuSecondaryColumns = (t: TTranslate): TDataTableColumn<TMenuSecondary>[] => [
  { key: 'title', label: t('content.common.title'), minWidth: 160 },
  { key: 'link', label: t('content.common.link'), minWidth: 180, render: (menu) => <LinkCell link={menu.link} /> },
  { key: 'dtRegister', label: t('content.common.dtRegister'), display: 'date' },
  { key: 'dtUpdate', label: t('content.common.dtUpdate'), display: 'date' },
];
