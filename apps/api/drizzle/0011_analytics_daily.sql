CREATE TABLE "analytics_partner_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_partner_daily_pkey" PRIMARY KEY("day","company_id","event"),
	CONSTRAINT "analytics_partner_daily_event_check" CHECK ("analytics_partner_daily"."event" in ('partner_view', 'whatsapp_click', 'phone_click', 'directions_click', 'details_click')),
	CONSTRAINT "analytics_partner_daily_count_check" CHECK ("analytics_partner_daily"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_search_lines_daily" (
	"day" date NOT NULL,
	"line_id" integer NOT NULL,
	"zero_result" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_search_lines_daily_pkey" PRIMARY KEY("day","line_id","zero_result"),
	CONSTRAINT "analytics_search_lines_daily_count_check" CHECK ("analytics_search_lines_daily"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_searches_daily" (
	"day" date NOT NULL,
	"uf" varchar(2),
	"city" varchar(100),
	"is_assistence" boolean NOT NULL,
	"by_position" boolean NOT NULL,
	"zero_result" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_searches_daily_key" UNIQUE NULLS NOT DISTINCT("day","uf","city","is_assistence","by_position","zero_result"),
	CONSTRAINT "analytics_searches_daily_count_check" CHECK ("analytics_searches_daily"."count" >= 0),
	CONSTRAINT "analytics_searches_daily_city_check" CHECK ("analytics_searches_daily"."city" is null or "analytics_searches_daily"."uf" is not null)
);
--> statement-breakpoint
ALTER TABLE "analytics_partner_daily" ADD CONSTRAINT "analytics_partner_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_search_lines_daily" ADD CONSTRAINT "analytics_search_lines_daily_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_partner_daily_company_idx" ON "analytics_partner_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "analytics_search_lines_daily_line_idx" ON "analytics_search_lines_daily" USING btree ("line_id");