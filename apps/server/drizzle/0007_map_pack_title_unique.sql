-- Map pack titles are unique in any letter case. Packs added before this rule that share a title
-- with an older pack keep their courses and owners and get their id appended, so the index can be built.
UPDATE "map_packs" AS "pack" SET "title" = "pack"."title" || ' (' || "pack"."id" || ')', "updated_at" = now()
WHERE EXISTS (
  SELECT 1 FROM "map_packs" AS "older" WHERE lower("older"."title") = lower("pack"."title") AND "older"."id" < "pack"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "map_packs_title_unique" ON "map_packs" USING btree (lower("title"));
