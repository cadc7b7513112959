/**
 * Abuse limits per IP and per account; buildApp({ rateLimits }) overrides them (tests lower them). The per-IP
 * budgets count within `ipWindowMs`; each has its own environment variable (config/env.ts, README).
 */
export type RateLimits = {
  /** Per IP, per route: login and the three reset-code routes. LOGIN_RATE_LIMIT_PER_MINUTE. */
  ipMax: number;
  ipWindowMs: number;
  /** Per IP: the public directory's API routes, its server-rendered pages and the sitemap. PUBLIC_RATE_LIMIT_PER_MINUTE. */
  publicMax: number;
  /** Per IP: the forms' lookups (check-exist, the CEP lookup, the place search). LOOKUP_RATE_LIMIT_PER_MINUTE. */
  lookupMax: number;
  /** Per IP and hour: registrations (real or caught as spam; a refused one gives its slot back). REGISTRATION_RATE_LIMIT_PER_HOUR. */
  registrationsMax: number;
  /** Per IP and hour: registration requests of any outcome, so mistakes never lock a person out. REGISTRATION_REQUEST_LIMIT_PER_HOUR. */
  registrationRequestsMax: number;
  /**
   * Failed logins of one client (account + address together) before growing delays start (no
   * lockout: see lib/login-throttle.ts). Also: wrong current passwords per user (change password,
   * e-mail change) before 429, in a fixed window of `loginFailuresWindowMs`.
   */
  loginFailuresMax: number;
  /** Failures are forgotten this long after the last one. */
  loginFailuresWindowMs: number;
  /** The first delay, doubled at each further failure, up to `loginDelayMaxMs`. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Per address, failed logins across accounts before delays start. */
  loginIpFailuresMax: number;
  /** Failed logins on one account (all addresses) in the window past which each failing client is delayed from its first failure. */
  loginAccountAlarm: number;
  /** Per account (normalised e-mail): reset codes sent; per user: e-mail change codes sent. */
  resetSendsMax: number;
  resetSendsWindowMs: number;
  /** Per IP: unknown /api routes (the 404 handler). */
  notFoundMax: number;
  notFoundWindowMs: number;
  /**
   * Per user: writes of companies and of their product lines (create, edit, workflow, bulk decision, delete), one
   * budget for all of them in `companyWritesWindowMs`: each write makes every instance reload the company.
   */
  companyWritesMax: number;
  companyWritesWindowMs: number;
  /**
   * Per IP: engagement events counted (each one new: the same event of a visitor counts once an hour anyway); past
   * it they are dropped, the beacon still answered 204.
   */
  analyticsEventsMax: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  ipMax: 10,
  ipWindowMs: 60_000,
  publicMax: 300,
  lookupMax: 60,
  registrationsMax: 5,
  registrationRequestsMax: 30,
  loginFailuresMax: 5,
  loginFailuresWindowMs: 60 * 60_000,
  loginDelayBaseMs: 1_000,
  loginDelayMaxMs: 15 * 60_000,
  loginIpFailuresMax: 20,
  loginAccountAlarm: 50,
  resetSendsMax: 5,
  resetSendsWindowMs: 60 * 60_000,
  notFoundMax: 120,
  notFoundWindowMs: 60_000,
  companyWritesMax: 30,
  companyWritesWindowMs: 60_000,
  analyticsEventsMax: 120,
};
