ALTER TABLE "round_players" ADD COLUMN "ball_position" jsonb;--> statement-breakpoint
ALTER TABLE "round_players" ADD COLUMN "ball_surface" smallint;--> statement-breakpoint
ALTER TABLE "round_players" ADD COLUMN "ball_before" jsonb;--> statement-breakpoint
ALTER TABLE "strokes" ADD COLUMN "shot" jsonb;