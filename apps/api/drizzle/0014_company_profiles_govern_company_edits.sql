-- The company's own access profiles decide who of its users changes the company record (MYCOMPANY:UPDATE)
-- or adds a company (MYCOMPANY:CREATE). So that owners keep doing what they did, the profile of each
-- company's administrator and every company profile that held all the company permissions receive both keys;
-- narrower profiles (a shop seller's) do not.
UPDATE "roles"
SET "permissions" = "permissions" || ARRAY['MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE']::text[]
WHERE "type" = 'company'
  AND NOT ("permissions" && ARRAY['MYCOMPANY:UPDATE', 'MYCOMPANY:CREATE']::text[])
  AND (
    "id" IN (SELECT "users"."role_id" FROM "users" INNER JOIN "companies" ON "companies"."user_admin_id" = "users"."id" WHERE "users"."role_id" IS NOT NULL)
    OR "permissions" @> ARRAY['USER:LIST', 'USER:UPDATE', 'USER:CREATE', 'USER:DELETE', 'ROLE:LIST', 'ROLE:UPDATE', 'ROLE:CREATE', 'ROLE:DELETE', 'REPORTS:LIST', 'REPORTS:UPDATE', 'REPORTS:CREATE', 'REPORTS:DELETE', 'COMPANYLINE:LIST', 'COMPANYLINE:UPDATE', 'COMPANYLINE:CREATE', 'COMPANYLINE:DELETE', 'COMPANYLOG:LIST', 'COMPANYLOG:UPDATE', 'COMPANYLOG:CREATE', 'COMPANYLOG:DELETE']::text[]
  );
