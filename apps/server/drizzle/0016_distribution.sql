CREATE TABLE "game_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"latest" boolean DEFAULT false NOT NULL,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_positions" (
	"promotion_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_positions_promotion_id_position_pk" PRIMARY KEY("promotion_id","position")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"cover_image" text,
	"link" text,
	"active" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_positions" ADD CONSTRAINT "promotion_positions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_versions_version_unique" ON "game_versions" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "game_versions_one_latest" ON "game_versions" USING btree ("latest") WHERE "game_versions"."latest";--> statement-breakpoint
CREATE INDEX "promotion_positions_position_idx" ON "promotion_positions" USING btree ("position","sort_order");