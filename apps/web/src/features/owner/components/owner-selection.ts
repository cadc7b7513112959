import { USER_OWNER_ALL_ID, type TUserOwnerOption } from '@rede/domain';

/**
 * The owner to select (section 4): the stored one while it is still offered; else admins get 'all'
 * (-1) when offered, company users (and admins without it) their first owner; null when none.
 */
export const ownerToSelect = (items: readonly TUserOwnerOption[], stored: number | null, isAdmin: boolean): number | null => {
  if (stored !== null && items.some((item) => item.id === stored)) return stored;
  if (isAdmin && items.some((item) => item.id === USER_OWNER_ALL_ID)) return USER_OWNER_ALL_ID;
  return items[0]?.id ?? null;
};
