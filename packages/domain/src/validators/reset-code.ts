import { RESET_CODE_LENGTH } from '../constants.ts';

const RESET_CODE = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** The password-reset code: exactly 6 digits. */
export const isValidResetCode = (value: string | null | undefined): boolean => typeof value === 'string' && RESET_CODE.test(value);
