import type { TFormValues } from '@/components/form/types';
import { useSelectedOwnerId, useUser } from '@/lib/auth';

/**
 * The company a save carries: administrators choose it in the form; a company-type user's saves
 * take the selected owner's company (section 4; the server enforces it too).
 */
export const withOwnerCompany = (
  payload: TFormValues,
  actor: { isAdmin: boolean; type: string } | null,
  selectedOwnerId: number | null,
): TFormValues =>
  actor && !actor.isAdmin && actor.type === 'company' && selectedOwnerId !== null && selectedOwnerId > 0
    ? { ...payload, companyId: selectedOwnerId }
    : payload;

/** The logged user, whether they are an administrator, and `prepare` giving their saves the owner's company. */
export const useOwnerCompany = () => {
  const actor = useUser();
  const selectedOwnerId = useSelectedOwnerId();
  return {
    actor,
    isAdmin: actor?.isAdmin === true,
    /** Administrators and back-office staff (admin-type users) choose the company of what they save. */
    canChooseCompany: actor?.isAdmin === true || actor?.type === 'admin',
    prepare: (payload: TFormValues) => withOwnerCompany(payload, actor, selectedOwnerId),
  };
};
