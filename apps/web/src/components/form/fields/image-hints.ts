import { FORM_TEXTS } from '../texts';
import type { TFormField } from '../types';

/** 'Tamanho sugerido: 244x62 px' (section 9) and the accepted types. */
export const imageHints = (field: TFormField): string[] => [
  ...(field.imageSize ? [FORM_TEXTS.suggestedSize(field.imageSize.width, field.imageSize.height)] : []),
  FORM_TEXTS.acceptedTypes,
  ...(field.helperText ? [field.helperText] : []),
];
