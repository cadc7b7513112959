-- Existing banners and menus keep the order they had (by id): positions 1..n, then the column becomes required.
ALTER TABLE "banners" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "menu_mains" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "menu_secondarys" ADD COLUMN "position" integer;--> statement-breakpoint
UPDATE "banners" SET "position" = "ordered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "banners") AS "ordered" WHERE "banners"."id" = "ordered"."id";--> statement-breakpoint
UPDATE "menu_mains" SET "position" = "ordered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "menu_mains") AS "ordered" WHERE "menu_mains"."id" = "ordered"."id";--> statement-breakpoint
UPDATE "menu_secondarys" SET "position" = "ordered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "menu_secondarys") AS "ordered" WHERE "menu_secondarys"."id" = "ordered"."id";--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_mains" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_secondarys" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "menu_mains_position_idx" ON "menu_mains" USING btree ("position");--> statement-breakpoint
CREATE INDEX "menu_secondarys_position_idx" ON "menu_secondarys" USING btree ("position");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_position_check" CHECK ("banners"."position" > 0);--> statement-breakpoint
ALTER TABLE "menu_mains" ADD CONSTRAINT "menu_mains_position_check" CHECK ("menu_mains"."position" > 0);--> statement-breakpoint
ALTER TABLE "menu_secondarys" ADD CONSTRAINT "menu_secondarys_position_check" CHECK ("menu_secondarys"."position" > 0);
