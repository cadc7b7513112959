import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TPublicSettings = {
  termsAndConditions: string | null;
  privacyPolicy: string | null;
  bannerDesk: string | null;
  bannerMobile: string | null;
};

/** GET /settings/public: terms, privacy policy and home banners. */
export const getPublicSettings = () => api.get<TPublicSettings>('/settings/public');

export const publicSettingsQuery = () => queryOptions({ queryKey: ['public-settings'], queryFn: getPublicSettings, staleTime: 60_000 });

export const usePublicSettings = (enabled = true) => useQuery({ ...publicSettingsQuery(), enabled });
