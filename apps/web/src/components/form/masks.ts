import { FIELD_MASK_FUNCTIONS } from '@rede/domain';
import type { TMaskName } from './types';

/** The input masks of section 5 (from the domain package): each formats a partial value while typing. */
export const applyFieldMask = (mask: TMaskName | undefined, value: string): string => (mask ? FIELD_MASK_FUNCTIONS[mask](value) : value);
