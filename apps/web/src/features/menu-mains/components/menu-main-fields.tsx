import Box from '@mui/material/Box';
import { IMAGE_SIZES, type TMenuMain } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import { isExternalUrl, Link } from '@/components/ui/link';
import type { TTranslate } from '@/lib/i18n';

/** The main menu form (section 3: image required, 316x394 suggested; optional link). */
export const menuMainFormFields = (t: TTranslate): TFormField[] => [
  { property: 'image', type: 'photo', label: t('content.common.image'), required: true, imageSize: IMAGE_SIZES.menuMain },
  { property: 'link', type: 'string', label: t('content.common.link'), inputType: 'url', helperText: t('content.common.linkHelp'), width: 12 },
];

/** The details panel: the form's fields plus the dates. */
export const menuMainDetailFields = (t: TTranslate): TFormField[] => [
  ...menuMainFormFields(t),
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

export const menuMainColumns = (t: TTranslate): TDataTableColumn<TMenuMain>[] => [
  { key: 'image', label: t('content.common.image'), display: 'image', sortable: false },
  { key: 'link', label: t('content.common.link'), minWidth: 180, render: (menuMain) => <LinkCell link={menuMain.link} /> },
  { key: 'dtRegister', label: t('content.common.dtRegister'), display: 'date' },
  { key: 'dtUpdate', label: t('content.common.dtUpdate'), display: 'date' },
];
