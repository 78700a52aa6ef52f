ALTER TABLE "rounds" ADD COLUMN "played_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "offline_id" uuid;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "offline_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_offline_unique" ON "rounds" USING btree ("host_id","offline_id");