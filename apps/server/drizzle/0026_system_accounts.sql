ALTER TABLE "users" ADD COLUMN "system_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The two house accounts that hold fees (modules/users/system-accounts.ts), where they exist already; the code
-- creates them marked from now on. Keyed by e-mail, which the ledger's rows keep pointing at (decision 0120).
UPDATE "users" SET "system_account" = true WHERE "email" IN ('house@clubs.invalid', 'house@wagers.invalid');
