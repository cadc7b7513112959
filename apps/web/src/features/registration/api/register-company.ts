import { useQuery } from '@tanstack/react-query';
import type { TFormValues, TRegistrationForm } from '@rede/domain';
import { api } from '@/lib/api-client';

export type TRegisterCompanyInput = {
  company: TFormValues;
  /** The honeypot: people never fill it. */
  website: string;
  /** What GET /login/registerCompany/form answered when the form opened (the server signed the time). */
  formToken: string;
};

export type TRegisterCompanyResult = { message: string; status: 'pending' };

/** GET /login/registerCompany/form: the signed opening time of the form, fetched once when it opens. */
export const useRegistrationFormToken = () =>
  useQuery({
    queryKey: ['registration-form-token'],
    queryFn: () => api.get<TRegistrationForm>('/login/registerCompany/form'),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** POST /login/registerCompany (public): the company (pending), its administrator, its lines and first log entry. */
export const registerCompany = ({ company, website, formToken }: TRegisterCompanyInput) =>
  api.post<TRegisterCompanyResult>('/login/registerCompany', { company: { ...company, isActive: true }, website, formToken });
