CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_sv" text,
	"answer_sv" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardware_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"hardware_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hardware_devices_hardware_version_unique" UNIQUE("hardware_version")
);
--> statement-breakpoint
CREATE INDEX "faq_entries_position_idx" ON "faq_entries" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hardware_devices_version_lower_unique" ON "hardware_devices" USING btree (lower("hardware_version"));--> statement-breakpoint
-- Rounds restricted before devices existed keep their restriction: each named hardware_version becomes a device.
INSERT INTO "hardware_devices" ("title", "hardware_version") SELECT DISTINCT ON (lower("restrict_hardware")) "restrict_hardware", "restrict_hardware" FROM "rounds" WHERE "restrict_hardware" IS NOT NULL ORDER BY lower("restrict_hardware"), "restrict_hardware" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "rounds" SET "restrict_hardware" = "hardware_devices"."hardware_version" FROM "hardware_devices" WHERE lower("hardware_devices"."hardware_version") = lower("rounds"."restrict_hardware");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_restrict_hardware_hardware_devices_hardware_version_fk" FOREIGN KEY ("restrict_hardware") REFERENCES "public"."hardware_devices"("hardware_version") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
-- course_category is an enumeration (docs/decisions/0048): known styles in any case or spacing are kept, anything else becomes parkland.
UPDATE "courses" SET "category" = lower(trim("category")) WHERE lower(trim("category")) in ('parkland', 'heathland', 'links', 'desert', 'mountain', 'practice');--> statement-breakpoint
UPDATE "courses" SET "category" = 'parkland' WHERE "category" not in ('parkland', 'heathland', 'links', 'desert', 'mountain', 'practice');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_check" CHECK (category in ('parkland', 'heathland', 'links', 'desert', 'mountain', 'practice'));