ALTER TABLE "rounds" ADD COLUMN "match_conceded_by" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "match_conceded_after" smallint;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_match_conceded_by_users_id_fk" FOREIGN KEY ("match_conceded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;