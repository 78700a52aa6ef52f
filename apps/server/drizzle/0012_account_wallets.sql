-- Every account holds one wallet per token type (coins 10, diamonds 20) from sign-up, at balance 0,
-- so staff see each in the wallets list; accounts from before get theirs here.
INSERT INTO "wallets" ("user_id", "token_type")
SELECT "users"."id", "token"."type" FROM "users" CROSS JOIN (VALUES (10), (20)) AS "token" ("type")
ON CONFLICT DO NOTHING;
