import { MESSAGES } from '../messages.ts';

export type TPasswordStrengthLabel = (typeof MESSAGES.passwordStrength)[number];

/** Strength score 0-5: one point each for over 5 chars, over 7 chars, a digit, a special character, mixed case. */
export const passwordStrength = (password: string | null | undefined): number => {
  const p = password ?? '';
  let score = 0;
  if (p.length > 5) score += 1;
  if (p.length > 7) score += 1;
  if (/\d/.test(p)) score += 1;
  if (/[^A-Za-z0-9]/.test(p)) score += 1;
  if (/[a-z]/.test(p) && /[A-Z]/.test(p)) score += 1;
  return score;
};

/** Ruim (<2), Fraco (<3), Normal (<4), Bom (<5), Forte (5). */
export const passwordStrengthLabel = (score: number): TPasswordStrengthLabel => {
  const [ruim, fraco, normal, bom, forte] = MESSAGES.passwordStrength;
  if (score < 2) return ruim;
  if (score < 3) return fraco;
  if (score < 4) return normal;
  if (score < 5) return bom;
  return forte;
};
