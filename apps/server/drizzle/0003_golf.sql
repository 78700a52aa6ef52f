CREATE TABLE "handicap_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"holes_played" smallint NOT NULL,
	"adjusted_gross_score" smallint NOT NULL,
	"course_rating" numeric(4, 1) NOT NULL,
	"slope_rating" smallint NOT NULL,
	"score_differential" numeric(4, 1) NOT NULL,
	"handicap_index" numeric(3, 1),
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_pack_courses" (
	"map_pack_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "map_pack_courses_map_pack_id_course_id_pk" PRIMARY KEY("map_pack_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "map_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_players" (
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_local" boolean DEFAULT false NOT NULL,
	"game_identifier_id" integer,
	"play_status" smallint DEFAULT 0 NOT NULL,
	"hole_index" smallint DEFAULT 0 NOT NULL,
	"hole_state" jsonb,
	"ctp_attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_stroke_id" integer,
	"mulligans_used" smallint DEFAULT 0 NOT NULL,
	"gimmes_used" smallint DEFAULT 0 NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handicap_index" numeric(3, 1),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "round_players_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"visibility" smallint NOT NULL,
	"game_mode" smallint NOT NULL,
	"max_players" smallint NOT NULL,
	"elevation" smallint NOT NULL,
	"game_condition" smallint NOT NULL,
	"gimme_distance" smallint,
	"gimme_on_second_put" boolean DEFAULT false NOT NULL,
	"mulligans" smallint DEFAULT 0 NOT NULL,
	"green_stimp" smallint NOT NULL,
	"tries" smallint DEFAULT 1 NOT NULL,
	"tee" smallint NOT NULL,
	"use_hcp" boolean DEFAULT false NOT NULL,
	"hole_group" smallint NOT NULL,
	"holes" integer[] NOT NULL,
	"restrict_hardware" text,
	"is_local" boolean DEFAULT false NOT NULL,
	"join_code" text,
	"round_status" smallint DEFAULT 10 NOT NULL,
	"play_status" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strokes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"hole" smallint NOT NULL,
	"stroke_number" smallint NOT NULL,
	"counted" smallint NOT NULL,
	"club" smallint,
	"club_speed" real,
	"ball_speed" real,
	"smash_factor" real,
	"carry" integer,
	"total_distance" integer,
	"distance_to_hole" integer,
	"tempo" real,
	"path" real,
	"face_contact" jsonb,
	"face_angle" real,
	"launch_angle" real,
	"azimuth" real,
	"back_spin" real,
	"side_spin" real,
	"ball_max_height" integer,
	"surface_type" smallint,
	"surface_before" smallint,
	"distance_before" integer,
	"num_strokes" smallint DEFAULT 1 NOT NULL,
	"num_stroke_reason" smallint,
	"stroke_rule" smallint,
	"extra_stroke" smallint DEFAULT 0 NOT NULL,
	"hole_completed" boolean DEFAULT false NOT NULL,
	"ball_path" jsonb,
	"aim_at_launch" jsonb,
	"is_mulligan" boolean DEFAULT false NOT NULL,
	"replaced" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_courses" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "user_map_packs" (
	"user_id" integer NOT NULL,
	"map_pack_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_map_packs_user_id_map_pack_id_pk" PRIMARY KEY("user_id","map_pack_id")
);
--> statement-breakpoint
ALTER TABLE "handicap_records" ADD CONSTRAINT "handicap_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_records" ADD CONSTRAINT "handicap_records_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_records" ADD CONSTRAINT "handicap_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_pack_courses" ADD CONSTRAINT "map_pack_courses_map_pack_id_map_packs_id_fk" FOREIGN KEY ("map_pack_id") REFERENCES "public"."map_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_pack_courses" ADD CONSTRAINT "map_pack_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_invites" ADD CONSTRAINT "round_invites_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_invites" ADD CONSTRAINT "round_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_invites" ADD CONSTRAINT "round_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_players" ADD CONSTRAINT "round_players_game_identifier_id_game_identifiers_id_fk" FOREIGN KEY ("game_identifier_id") REFERENCES "public"."game_identifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strokes" ADD CONSTRAINT "strokes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strokes" ADD CONSTRAINT "strokes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_map_packs" ADD CONSTRAINT "user_map_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_map_packs" ADD CONSTRAINT "user_map_packs_map_pack_id_map_packs_id_fk" FOREIGN KEY ("map_pack_id") REFERENCES "public"."map_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handicap_records_round_user_unique" ON "handicap_records" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "handicap_records_user_idx" ON "handicap_records" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "map_pack_courses_course_idx" ON "map_pack_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_invites_round_user_unique" ON "round_invites" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "round_invites_user_idx" ON "round_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "round_players_user_idx" ON "round_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_join_code_unique" ON "rounds" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "rounds_lobby_idx" ON "rounds" USING btree ("round_status","visibility","created_at");--> statement-breakpoint
CREATE INDEX "rounds_host_idx" ON "rounds" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strokes_round_client_unique" ON "strokes" USING btree ("round_id","client_id");--> statement-breakpoint
CREATE INDEX "strokes_round_user_idx" ON "strokes" USING btree ("round_id","user_id","id");