import Link from '@mui/material/Link';
import { MESSAGES } from '@rede/domain/messages';
import type { TAddressFocus } from '@/components/address/address-focus';
import { addressFields } from '@/components/address/address-fields';
import type { TFieldRenderProps, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { getLineOptions } from '../api/get-line-options';
import { ExistsField } from '@/components/form/fields/exists-field';
import { openingHoursFormField } from '@/components/opening-hours/opening-hours-form-field';
import { PrivacyNotice } from './privacy-notice';

const YES_NO = { true: MESSAGES.yesNo.true, false: MESSAGES.yesNo.false };

/** The administrator step's privacy line: a display-only slot of the form, never sent (see company-register). */
export const PRIVACY_NOTICE_PROPERTY = 'privacyNotice';

export const registrationSteps = (t: TTranslate): string[] => [
  t('registration.steps.store'),
  t('registration.steps.address'),
  t('registration.steps.hours'),
  t('registration.steps.admin'),
];

type TOptions = {
  focus: TAddressFocus;
  /** The partner area's login: a CNPJ already registered leads there. */
  loginUrl: string;
  loadLines?: () => Promise<{ value: number; label: string }[]>;
};

/**
 * The steps of company_register (ZCompanyRegisterSchema): store data, address data (CEP
 * autofill and map picker), opening hours (optional), administrator data (password strength and
 * confirmation, after the privacy line). Logo and photo
 * are added after approval (uploads need an account).
 */
export const registrationFields = (t: TTranslate, { focus, loginUrl, loadLines = getLineOptions }: TOptions): TFormField[] => {
  const store: TFormField[] = [
    { property: 'name', type: 'string', label: t('registration.fields.name'), required: true, maxLength: 255, autoComplete: 'organization' },
    {
      property: 'cnpj',
      type: 'string',
      mask: 'cnpj',
      label: t('registration.fields.cnpj'),
      required: true,
      validations: ['required', 'cnpj'],
      render: (props: TFieldRenderProps) => (
        <ExistsField
          {...props}
          kind="cnpj"
          title={t('registration.fields.cnpj')}
          inUseHint={
            <>
              {t('registration.cnpjTaken')} <Link href={loginUrl}>{t('registration.partnerArea')}</Link>
            </>
          }
        />
      ),
    },
    { property: 'razaoSocial', type: 'string', label: t('registration.fields.razaoSocial'), required: true, maxLength: 255 },
    {
      property: 'phone',
      type: 'string',
      mask: 'phone',
      inputType: 'tel',
      label: t('registration.fields.phone'),
      autoComplete: 'tel',
      required: true,
      validations: ['required', 'phone'],
    },
    {
      property: 'whatsapp',
      type: 'string',
      mask: 'phone',
      inputType: 'tel',
      label: t('registration.fields.whatsapp'),
      autoComplete: 'tel',
      required: true,
      validations: ['required', 'phone'],
    },
    {
      property: 'email',
      type: 'string',
      inputType: 'email',
      label: t('registration.fields.email'),
      autoComplete: 'email',
      required: true,
      validations: ['required', 'email'],
      maxLength: 255,
    },
    { property: 'lines', type: 'manytomanyfk', label: t('registration.fields.lines'), required: true, loadOptions: loadLines },
    {
      property: 'isAssistence',
      type: 'boolean',
      label: t('registration.fields.isAssistence'),
      booleanLabels: YES_NO,
      defaultValue: false,
      required: true,
    },
  ].map((field) => ({ ...field, step: 0 }) as TFormField);

  const address: TFormField[] = addressFields({
    label: (property) => t(`registration.fields.${property}`),
    focus,
    cepValidations: ['required', 'cep'],
    position: { required: true, helperText: t('registration.positionHint') },
  }).map((field) => ({ ...field, step: 1 }));

  const admin: TFormField[] = [
    // before any personal data is asked for (LGPD): the terms and the privacy policy, one click away
    { property: PRIVACY_NOTICE_PROPERTY, type: 'string', label: t('registration.privacy.label'), width: 12, render: () => <PrivacyNotice /> },
    { property: 'adminName', type: 'string', label: t('registration.fields.adminName'), required: true, maxLength: 255, autoComplete: 'name' },
    {
      property: 'adminEmail',
      type: 'string',
      inputType: 'email',
      label: t('registration.fields.adminEmail'),
      autoComplete: 'email',
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
      // the policy's one rule, before the first character (the error replaces it only when broken)
      helperText: t('registration.passwordRule'),
      strengthBar: true,
    },
  ].map((field) => ({ ...field, step: 3 }) as TFormField);

  // optional (left unchecked, the company has no hours until it informs them)
  const hours = openingHoursFormField(t, { step: 2 });

  return [...store, ...address, hours, ...admin];
};
