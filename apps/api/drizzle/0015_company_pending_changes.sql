-- A company user's edit of an approved company is a proposed change kept here: the companies row stays the
-- approved, public version until an administrator approves (applies) or rejects (deletes) the change.
CREATE TABLE "company_pending_changes" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"proposed" jsonb NOT NULL,
	"requested_by_id" integer,
	"requested_by_name" varchar(255),
	"requested_at" timestamp with time zone NOT NULL,
	"base_updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_pending_changes" ADD CONSTRAINT "company_pending_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pending_changes" ADD CONSTRAINT "company_pending_changes_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;