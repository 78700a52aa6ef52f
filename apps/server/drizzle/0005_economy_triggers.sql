-- Custom SQL migration file, put your code below! ----
-- Ledger invariants enforced by the database (see src/db/schema/economy.ts):
-- 1. A ledger insert moves its wallet's balance and records balance_after; the wallet row is locked
--    by that UPDATE, so concurrent entries on one wallet apply one after the other.
-- 2. wallets.balance changes only through (1); a new wallet starts at 0.
-- 3. The CHECK wallets_balance_not_negative makes the insert that would overdraw fail (23514).
-- 4. Ledger rows are never updated or deleted, and the table is never truncated.
CREATE OR REPLACE FUNCTION economy_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_balance integer;
BEGIN
  PERFORM set_config('economy.ledger_write', 'on', true);
  UPDATE wallets
     SET balance = balance + CASE WHEN NEW.event_type = 10 THEN NEW.amount ELSE -NEW.amount END,
         updated_at = now()
   WHERE id = NEW.wallet_id
  RETURNING balance INTO next_balance;
  PERFORM set_config('economy.ledger_write', 'off', true);
  IF next_balance IS NULL THEN
    RAISE EXCEPTION 'wallet % does not exist', NEW.wallet_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.balance_after := next_balance;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_apply
  BEFORE INSERT ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION economy_ledger_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION economy_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transactions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_update
  BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION economy_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_truncate
  BEFORE TRUNCATE ON wallet_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION economy_ledger_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION economy_wallet_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a wallet starts at 0; credit it through wallet_transactions' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.balance IS DISTINCT FROM OLD.balance
     AND coalesce(current_setting('economy.ledger_write', true), 'off') <> 'on' THEN
    RAISE EXCEPTION 'wallet balances change only through wallet_transactions' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.token_type IS DISTINCT FROM OLD.token_type THEN
    RAISE EXCEPTION 'a wallet keeps its owner and token type' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallets_guard
  BEFORE INSERT OR UPDATE ON wallets
  FOR EACH ROW EXECUTE FUNCTION economy_wallet_guard();
