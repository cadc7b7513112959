import { useMutation } from '@tanstack/react-query';
import type { TFormValues } from '@rede/domain';
import { api } from '@/lib/api-client';

export type TRegisterCompanyInput = {
  company: TFormValues;
  /** The honeypot: people never fill it. */
  website: string;
  /** Time between the form opening and its submission (ms): robots are faster than 3 s. */
  fillTimeMs: number;
};

export type TRegisterCompanyResult = { message: string; status: 'pending' };

/** POST /login/registerCompany (public): the company (pending), its administrator, its lines and first log entry. */
export const registerCompany = ({ company, website, fillTimeMs }: TRegisterCompanyInput) =>
  api.post<TRegisterCompanyResult>('/login/registerCompany', { company: { ...company, isActive: true }, website, fillTimeMs });

export const useRegisterCompany = () => useMutation({ mutationFn: registerCompany });
