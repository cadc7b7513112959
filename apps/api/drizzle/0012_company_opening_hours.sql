-- Opening hours: one jsonb value per company ({ week, exceptions }, validated by the API with ZOpeningHoursSchema), and in each log entry.
ALTER TABLE "companies" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "company_logs" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_opening_hours_check" CHECK (jsonb_typeof("companies"."opening_hours") = 'object' and jsonb_typeof("companies"."opening_hours"->'week') = 'array' and jsonb_typeof("companies"."opening_hours"->'exceptions') = 'array');