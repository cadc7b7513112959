import { UFS, type TFormValues } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import type { TAddressFocus } from '@/components/address/address-focus';
import { CepField } from '@/components/address/cep-field';
import { LazyMapPicker } from '@/components/address/lazy-map-picker';
import type { TFieldRenderProps, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { getLineOptions } from '../api/get-line-options';
import { ExistsField } from '@/components/form/fields/exists-field';

const UF_OPTIONS = UFS.map((u) => ({ value: u.uf, label: u.uf }));
const YES_NO = { true: MESSAGES.yesNo.true, false: MESSAGES.yesNo.false };
const str = (values: TFormValues, key: string) => (typeof values[key] === 'string' ? (values[key]) : '');

export const registrationSteps = (t: TTranslate): string[] => [t('registration.steps.store'), t('registration.steps.address'), t('registration.steps.admin')];

type TOptions = { focus: TAddressFocus; loadLines?: () => Promise<{ value: number; label: string }[]> };

/**
 * The three steps of company_register (ZCompanyRegisterSchema): store data, address data (CEP
 * autofill and map picker), administrator data (password strength and confirmation). Logo and photo
 * are added after approval (uploads need an account).
 */
export const registrationFields = (t: TTranslate, { focus, loadLines = getLineOptions }: TOptions): TFormField[] => {
  const store: TFormField[] = [
    { property: 'name', type: 'string', label: t('registration.fields.name'), required: true, maxLength: 255 },
    {
      property: 'cnpj',
      type: 'string',
      mask: 'cnpj',
      label: t('registration.fields.cnpj'),
      required: true,
      validations: ['required', 'cnpj'],
      render: (props: TFieldRenderProps) => <ExistsField {...props} kind="cnpj" title={t('registration.fields.cnpj')} />,
    },
    { property: 'razaoSocial', type: 'string', label: t('registration.fields.razaoSocial'), required: true, maxLength: 255 },
    { property: 'phone', type: 'string', mask: 'phone', inputType: 'tel', label: t('registration.fields.phone'), required: true, validations: ['required', 'phone'] },
    { property: 'whatsapp', type: 'string', mask: 'phone', inputType: 'tel', label: t('registration.fields.whatsapp'), required: true, validations: ['required', 'phone'] },
    { property: 'email', type: 'string', inputType: 'email', label: t('registration.fields.email'), required: true, validations: ['required', 'email'], maxLength: 255 },
    { property: 'lines', type: 'manytomanyfk', label: t('registration.fields.lines'), required: true, loadOptions: loadLines },
    { property: 'isAssistence', type: 'boolean', label: t('registration.fields.isAssistence'), booleanLabels: YES_NO, defaultValue: false, required: true },
  ].map((field) => ({ ...field, step: 0 }) as TFormField);

  const address: TFormField[] = [
    {
      property: 'cep',
      type: 'string',
      mask: 'cep',
      label: t('registration.fields.cep'),
      required: true,
      validations: ['required', 'cep'],
      render: (props: TFieldRenderProps) => <CepField {...props} focus={focus} />,
    },
    { property: 'logradouro', type: 'string', label: t('registration.fields.logradouro'), required: true, maxLength: 255 },
    { property: 'numero', type: 'string', label: t('registration.fields.numero'), required: true, maxLength: 20, width: 3 },
    { property: 'complement', type: 'string', label: t('registration.fields.complement'), maxLength: 255, width: 3 },
    { property: 'neibor', type: 'string', label: t('registration.fields.neibor'), required: true, maxLength: 255 },
    { property: 'city', type: 'string', label: t('registration.fields.city'), required: true, maxLength: 255, width: 4 },
    { property: 'uf', type: 'options', label: t('registration.fields.uf'), options: UF_OPTIONS, required: true, width: 2 },
    {
      property: 'addressPosition',
      type: 'position',
      label: t('registration.fields.addressPosition'),
      required: true,
      helperText: t('registration.positionHint'),
      render: ({ value, onChange, values, disabled }: TFieldRenderProps) => (
        <LazyMapPicker
          value={value as { latitude: number | null; longitude: number | null } | null}
          onChange={onChange}
          focus={focus}
          disabled={disabled}
          address={() => ({
            logradouro: str(values, 'logradouro'),
            numero: str(values, 'numero'),
            neibor: str(values, 'neibor'),
            city: str(values, 'city'),
            uf: str(values, 'uf'),
            cep: str(values, 'cep'),
          })}
        />
      ),
    },
  ].map((field) => ({ ...field, step: 1 }) as TFormField);

  const admin: TFormField[] = [
    { property: 'adminName', type: 'string', label: t('registration.fields.adminName'), required: true, maxLength: 255 },
    {
      property: 'adminEmail',
      type: 'string',
      inputType: 'email',
      label: t('registration.fields.adminEmail'),
      required: true,
      validations: ['required', 'email'],
      maxLength: 255,
      render: (props: TFieldRenderProps) => <ExistsField {...props} kind="email" title={t('common.email')} />,
    },
    {
      property: 'adminPassword',
      type: 'string',
      inputType: 'password',
      label: t('registration.fields.adminPassword'),
      confirmLabel: t('registration.fields.adminPasswordConfirm'),
      required: true,
      validations: ['required', 'password'],
      strengthBar: true,
    },
  ].map((field) => ({ ...field, step: 2 }) as TFormField);

  return [...store, ...address, ...admin];
};
