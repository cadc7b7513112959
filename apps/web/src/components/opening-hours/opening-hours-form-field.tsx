import { openingHoursText, type TOpeningHours } from '@rede/domain';
import type { TFieldRenderProps, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { OpeningHoursField, openingHoursToForm, openingHoursToPayload } from './opening-hours-field';

/**
 * The form-engine field of the opening hours (company form, registration): the editor as its renderer, the hours
 * object in and out of the form as is (null: not informed), one readable line in the details panel.
 */
export const openingHoursFormField = (t: TTranslate, options: { step: number; label?: string; helperText?: string }): TFormField => ({
  property: 'openingHours',
  type: 'string',
  label: options.label ?? t('openingHours.title'),
  step: options.step,
  width: 12,
  ...(options.helperText ? { helperText: options.helperText } : {}),
  toFormValue: openingHoursToForm,
  toPayloadValue: openingHoursToPayload,
  render: (props: TFieldRenderProps) => <OpeningHoursField {...props} />,
  renderValue: (record) => openingHoursText((record.openingHours ?? null) as TOpeningHours | null) || t('openingHours.notInformed'),
});
