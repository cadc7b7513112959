import { useEffect } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { USER_OWNER_ALL_ID } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { uploadUrl as fileUrl } from '@/lib/upload-url';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { setSelectedOwnerId, useSelectedOwnerId, useUser } from '@/lib/auth';
import { useCan, useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { setVisualIdentityColor } from '@/lib/theme/visual-identity';
import { useOwnerItems } from '../api/get-owner-items';
import { useVisualIdentity } from '../api/get-visual-identity';
import { OwnerSearch } from './owner-search';
import { ownerToSelect } from './owner-selection';

/**
 * Top bar: the user-owner selector (administrators search a company or choose 'all', and are told what the
 * choice does; company users act for their first company) and, for company users, their company's logo and
 * main colour. The choice is stored with the session and restored on load; changing it asks first ('Operação
 * cancelada pelo usuário' when cancelled).
 */
export const OwnerBar = () => {
  const t = useT();
  const user = useUser();
  const isAdmin = useCondition('admin');
  // administrators search the companies (thousands) instead of loading them all; without COMPANY:LIST they act for all
  const searchesCompanies = useCan('COMPANY:LIST') && isAdmin;
  const selected = useSelectedOwnerId();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const items = useOwnerItems(searchesCompanies ? undefined : user?.id);
  const isCompanyUser = user?.type === 'company';
  // only once the selection is one of the user's companies (a stale stored id would answer 404)
  const isResolved = selected !== null && Boolean(items.data?.some((item) => item.id === selected));
  const identity = useVisualIdentity(selected, Boolean(isCompanyUser && isResolved));

  // restore the stored choice, or take the default one
  useEffect(() => {
    if (!items.data) return;
    const next = ownerToSelect(items.data, selected, isAdmin);
    if (next !== selected) setSelectedOwnerId(next);
  }, [items.data, selected, isAdmin]);

  // the company's main colour goes to the theme while this user is logged in
  const color = isCompanyUser ? (identity.data?.visualIdentityColor ?? null) : null;
  useEffect(() => {
    setVisualIdentityColor(color);
  }, [color]);
  useEffect(() => () => setVisualIdentityColor(null), []);

  /** Asks first ('Operação cancelada pelo usuário' when cancelled); administrators are told what the choice does. */
  const confirmChange = async (id: number, name: string): Promise<boolean> => {
    if (id === selected) return false;
    const message = t('owner.confirm', { name });
    const confirmed = await dialogs.confirm({ message: isAdmin ? `${message} ${t('owner.hint')}` : message });
    if (!confirmed) {
      showSnackbar(MESSAGES.operationCancelled, { variant: 'alert', severity: 'info' });
      return false;
    }
    setSelectedOwnerId(id);
    return true;
  };

  if (user && searchesCompanies) {
    return <OwnerSearch selected={selected} onChoose={(option) => confirmChange(Number(option.value), option.label)} />;
  }
  if (!user || !items.data || items.data.length === 0) return null;
  const label = (id: number, name: string) => (id === USER_OWNER_ALL_ID ? t('owner.all') : name);
  const current = items.data.find((item) => item.id === selected);
  const logo = isCompanyUser ? identity.data?.logo : null;

  const change = async (id: number) => {
    const item = items.data?.find((entry) => entry.id === id);
    await confirmChange(id, item ? label(item.id, item.name) : '');
  };

  const showSelector = isAdmin || items.data.length > 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {logo ? (
        <Box
          component="img"
          src={fileUrl(logo)}
          alt={t('owner.companyLogo', { name: current?.name ?? '' })}
          // on a phone beside the selector there is no room for the logo too
          sx={{ height: 36, maxWidth: { xs: 80, sm: 140 }, objectFit: 'contain', display: showSelector ? { xs: 'none', sm: 'block' } : 'block' }}
        />
      ) : null}
      {showSelector ? (
        <TextField
          select
          size="small"
          label={t('owner.label')}
          value={current ? String(current.id) : ''}
          onChange={(event) => void change(Number(event.target.value))}
          sx={{ minWidth: { xs: 96, sm: 200 }, maxWidth: { xs: 160, sm: 280 }, flexShrink: 1 }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 'calc(100vh - 170px)' } } } } } }}
        >
          {items.data.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {label(item.id, item.name)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
};
