ALTER TABLE "tournament_entries" ADD COLUMN "division" smallint;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "divisions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "tournament_entries_division_idx" ON "tournament_entries" USING btree ("tournament_id","division","sort_group","score","slot");--> statement-breakpoint
CREATE INDEX "tournament_entries_gross_idx" ON "tournament_entries" USING btree ("tournament_id","sort_group","to_par","slot");--> statement-breakpoint
CREATE INDEX "tournament_entries_net_idx" ON "tournament_entries" USING btree ("tournament_id","sort_group","net_to_par","slot");--> statement-breakpoint
-- Net is now stored for every entry (decision 0099); entries scored before read their gross until rescored.
UPDATE "tournament_entries" SET "net" = "gross", "net_to_par" = "to_par" WHERE "net_to_par" IS NULL;
