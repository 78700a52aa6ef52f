CREATE TABLE "wager_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"region_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_stakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_type" smallint NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wagering_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allowed_token_types" integer[] DEFAULT '{10}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wager_amount" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wager_token_type" smallint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wager_minimum_raised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wager_state" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "wager_settlement" jsonb;--> statement-breakpoint
ALTER TABLE "round_stakes" ADD CONSTRAINT "round_stakes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_stakes" ADD CONSTRAINT "round_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wager_restrictions_unique" ON "wager_restrictions" USING btree ("country_code",coalesce("region_code", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "round_stakes_held_unique" ON "round_stakes" USING btree ("round_id","user_id") WHERE "round_stakes"."state" = 'held';--> statement-breakpoint
CREATE INDEX "round_stakes_user_idx" ON "round_stakes" USING btree ("user_id","state");