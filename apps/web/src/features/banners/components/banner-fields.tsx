import Box from '@mui/material/Box';
import { IMAGE_SIZES, type TBanner } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import { isExternalUrl, Link } from '@/components/ui/link';
import type { TTranslate } from '@/lib/i18n';

/** The banner form (section 3: image required, 244x62 suggested; optional link). */
export const bannerFormFields = (t: TTranslate): TFormField[] => [
  { property: 'image', type: 'photo', label: t('content.common.image'), required: true, imageSize: IMAGE_SIZES.banner },
  { property: 'link', type: 'string', label: t('content.common.link'), inputType: 'url', helperText: t('content.common.linkHelp'), width: 12 },
];

/** The details panel: the form's fields plus the dates. */
export const bannerDetailFields = (t: TTranslate): TFormField[] => [
  ...bannerFormFields(t),
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

export const bannerColumns = (t: TTranslate): TDataTableColumn<TBanner>[] => [
  { key: 'image', label: t('content.common.image'), display: 'image', sortable: false },
  { key: 'link', label: t('content.common.link'), minWidth: 180, render: (banner) => <LinkCell link={banner.link} /> },
  { key: 'dtRegister', label: t('content.common.dtRegister'), display: 'date' },
  { key: 'dtUpdate', label: t('content.common.dtUpdate'), display: 'date' },
];
