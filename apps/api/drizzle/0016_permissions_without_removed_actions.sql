-- The permission matrix lists only the actions that exist: reports and the company log are read-only screens and a
-- notification is never changed. Profiles saved before hold those keys; they are removed, so that the profile saves
-- again (the keys are refused now) and what the matrix shows is what the profile holds.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT "key" FROM unnest("permissions") WITH ORDINALITY AS "p"("key", "position")
  WHERE "key" <> ALL (ARRAY['REPORTS:UPDATE', 'REPORTS:CREATE', 'REPORTS:DELETE', 'COMPANYLOG:UPDATE', 'COMPANYLOG:CREATE', 'COMPANYLOG:DELETE', 'NOTIFICATION:UPDATE']::text[])
  ORDER BY "position"
)
WHERE "permissions" && ARRAY['REPORTS:UPDATE', 'REPORTS:CREATE', 'REPORTS:DELETE', 'COMPANYLOG:UPDATE', 'COMPANYLOG:CREATE', 'COMPANYLOG:DELETE', 'NOTIFICATION:UPDATE']::text[];
