ALTER TABLE "companies" ADD COLUMN "visual_identity_color" varchar(7);--> statement-breakpoint
ALTER TABLE "company_logs" ADD COLUMN "line_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_logs" ADD COLUMN "visual_identity_color" varchar(7);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_visual_identity_color_check" CHECK ("companies"."visual_identity_color" ~ '^#[0-9a-f]{6}$');