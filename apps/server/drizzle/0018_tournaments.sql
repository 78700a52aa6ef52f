CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"fee_paid" integer DEFAULT 0 NOT NULL,
	"fee_token_type" smallint NOT NULL,
	"game_identifier_id" integer,
	"handicap_index" numeric(3, 1),
	"slot" integer NOT NULL,
	"disqualified_reason" text,
	"disqualified_at" timestamp with time zone,
	"sort_group" smallint DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"holes_played" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"to_par" integer DEFAULT 0 NOT NULL,
	"net" integer,
	"net_to_par" integer,
	"points" integer,
	"playing_handicap" integer,
	"current_round" smallint,
	"thru" smallint DEFAULT 0 NOT NULL,
	"finished_round" boolean DEFAULT false NOT NULL,
	"today" integer,
	"round_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_hardware_devices" (
	"tournament_id" integer NOT NULL,
	"hardware_device_id" integer NOT NULL,
	CONSTRAINT "tournament_hardware_devices_tournament_id_hardware_device_id_pk" PRIMARY KEY("tournament_id","hardware_device_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"tournament_round_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"state" text DEFAULT 'playing' NOT NULL,
	"flagged_strokes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"course_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"tournament_cut" integer,
	"cut_applied_at" timestamp with time zone,
	"elevation" smallint NOT NULL,
	"game_condition" smallint NOT NULL,
	"gimme_distance" smallint,
	"gimme_on_second_put" boolean DEFAULT false NOT NULL,
	"green_stimp" smallint NOT NULL,
	"tee" smallint NOT NULL,
	"use_hcp" boolean DEFAULT false NOT NULL,
	"hole_group" smallint NOT NULL,
	"holes" integer[]
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"max_players" integer NOT NULL,
	"entrant_count" integer DEFAULT 0 NOT NULL,
	"winning_logic" smallint NOT NULL,
	"prize_sum" integer,
	"prize_token_type" smallint NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"entry_fee_token_type" smallint NOT NULL,
	"handicap_limit" numeric(3, 1),
	"format" text DEFAULT 'stroke_play' NOT NULL,
	"tee_time_mode" text DEFAULT 'window' NOT NULL,
	"tee_interval_minutes" smallint DEFAULT 10 NOT NULL,
	"group_size" smallint DEFAULT 4 NOT NULL,
	"cover_image" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_game_identifier_id_game_identifiers_id_fk" FOREIGN KEY ("game_identifier_id") REFERENCES "public"."game_identifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_hardware_devices" ADD CONSTRAINT "tournament_hardware_devices_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_hardware_devices" ADD CONSTRAINT "tournament_hardware_devices_hardware_device_id_hardware_devices_id_fk" FOREIGN KEY ("hardware_device_id") REFERENCES "public"."hardware_devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_plays" ADD CONSTRAINT "tournament_plays_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_plays" ADD CONSTRAINT "tournament_plays_tournament_round_id_tournament_rounds_id_fk" FOREIGN KEY ("tournament_round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_plays" ADD CONSTRAINT "tournament_plays_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_user_unique" ON "tournament_entries" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_board_idx" ON "tournament_entries" USING btree ("tournament_id","sort_group","score","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_invites_user_unique" ON "tournament_invites" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_plays_entry_round_unique" ON "tournament_plays" USING btree ("entry_id","tournament_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_plays_round_unique" ON "tournament_plays" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_number_unique" ON "tournament_rounds" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "tournaments_created_idx" ON "tournaments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tournaments_start_idx" ON "tournaments" USING btree ("start_at");