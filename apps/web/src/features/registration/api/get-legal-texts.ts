import { useQuery } from '@tanstack/react-query';
import type { TSettingPublic } from '@rede/domain';
import { api } from '@/lib/api-client';

/**
 * GET /settings/public: the terms of use and the privacy policy the registration form links to. The same
 * query key as the home's footer, so a visitor coming from the home does not fetch them again.
 */
export const useLegalTexts = (enabled: boolean) =>
  useQuery({ queryKey: ['public-settings'], queryFn: () => api.get<TSettingPublic>('/settings/public'), staleTime: 60_000, enabled });
