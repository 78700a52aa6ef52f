ALTER TABLE "order_items" ADD COLUMN "plan_days" integer;--> statement-breakpoint
-- Plan items bought before this column: the days their plan lasts now (the best that is known), times the quantity.
UPDATE "order_items" AS "item" SET "plan_days" = (
  SELECT nullif(("entry"->>'meta_value')::integer, 0) * "item"."quantity"
  FROM "subscriptions" AS "plan", jsonb_array_elements("plan"."meta") AS "entry"
  WHERE "plan"."id" = "item"."subscription_id" AND "entry"->>'meta_key' = 'duration_days'
    AND "entry"->>'meta_value' ~ '^-?[0-9]+$'
  LIMIT 1
)
WHERE "item"."subscription_id" IS NOT NULL;
