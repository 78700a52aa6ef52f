CREATE TABLE "tournament_tee_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_round_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"tee_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_tee_times" ADD CONSTRAINT "tournament_tee_times_tournament_round_id_tournament_rounds_id_fk" FOREIGN KEY ("tournament_round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_tee_times" ADD CONSTRAINT "tournament_tee_times_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_tee_times_round_entry_unique" ON "tournament_tee_times" USING btree ("tournament_round_id","entry_id");