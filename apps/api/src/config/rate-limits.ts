/** Abuse limits of the login and reset-code routes; buildApp({ rateLimits }) overrides them (tests lower them). */
export type RateLimits = {
  /** Per IP, per route: login and the three reset-code routes. */
  ipMax: number;
  ipWindowMs: number;
  /** Per account (normalised e-mail): failed logins before 429. */
  loginFailuresMax: number;
  loginFailuresWindowMs: number;
  /** Per account (normalised e-mail): reset codes sent. */
  resetSendsMax: number;
  resetSendsWindowMs: number;
  /** Per IP: unknown /api routes (the 404 handler). */
  notFoundMax: number;
  notFoundWindowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  ipMax: 10,
  ipWindowMs: 60_000,
  loginFailuresMax: 5,
  loginFailuresWindowMs: 15 * 60_000,
  resetSendsMax: 5,
  resetSendsWindowMs: 60 * 60_000,
  notFoundMax: 120,
  notFoundWindowMs: 60_000,
};
