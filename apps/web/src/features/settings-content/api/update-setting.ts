import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSettingUpdateSchema, type TSetting, type TSettingUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { settingQueryOptions } from './get-setting';
import { SETTINGS_QUERY_KEY } from './get-settings';

export const updateSettingInputSchema = ZSettingUpdateSchema;
export type TUpdateSettingInput = TSettingUpdate;

/** PUT /api/settings { setting }: the full settings object, id inside (section 7). */
export const updateSetting = (setting: TUpdateSettingInput): Promise<TSetting> => api.put<TSetting>('/settings', { setting });

/** The full object of a record: its four fields and id. */
export const toSettingInput = (setting: TSetting): TUpdateSettingInput => ({
  id: setting.id,
  termsAndConditions: setting.termsAndConditions,
  privacyPolicy: setting.privacyPolicy,
  bannerMobile: setting.bannerMobile,
  bannerDesk: setting.bannerDesk,
});

/**
 * Saves some fields of a record as the full object: the record is read again just before, so a
 * page that edits one field does not put back stale values of the others.
 */
export const useUpdateSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<TUpdateSettingInput> & { id: number }) => {
      const current = await queryClient.fetchQuery({ ...settingQueryOptions(change.id), staleTime: 0 });
      return updateSetting({ ...toSettingInput(current), ...change });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
  });
};
