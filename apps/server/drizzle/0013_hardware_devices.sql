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
CREATE UNIQUE INDEX "hardware_devices_version_lower_unique" ON "hardware_devices" USING btree (lower("hardware_version"));--> statement-breakpoint
-- Rounds restricted before devices existed keep their restriction: each named hardware_version becomes a device.
INSERT INTO "hardware_devices" ("title", "hardware_version") SELECT DISTINCT ON (lower("restrict_hardware")) "restrict_hardware", "restrict_hardware" FROM "rounds" WHERE "restrict_hardware" IS NOT NULL ORDER BY lower("restrict_hardware"), "restrict_hardware" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "rounds" SET "restrict_hardware" = "hardware_devices"."hardware_version" FROM "hardware_devices" WHERE lower("hardware_devices"."hardware_version") = lower("rounds"."restrict_hardware");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_restrict_hardware_hardware_devices_hardware_version_fk" FOREIGN KEY ("restrict_hardware") REFERENCES "public"."hardware_devices"("hardware_version") ON DELETE restrict ON UPDATE cascade;