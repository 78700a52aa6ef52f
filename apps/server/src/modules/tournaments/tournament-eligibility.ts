import { hardwareVersionKey, type ErrorKey, type TournamentEntryRefusal } from '@golf/contracts';
import { MAX_HANDICAP_INDEX } from '@golf/golf';

/** What a tournament asks of an entrant beyond a place: its handicap limit, its devices and its fee. */
export interface EntryRules {
  handicapLimit: number | null;
  /** The hardware versions of the allowed devices; empty when any device may play. */
  allowedHardware: readonly string[];
  entryFee: number;
}

export function entryRulesOf(
  tournament: { handicapLimit: number | null; entryFee: number },
  hardware: readonly { hardwareVersion: string }[],
): EntryRules {
  return {
    handicapLimit: tournament.handicapLimit,
    allowedHardware: hardware.map((device) => device.hardwareVersion),
    entryFee: tournament.entryFee,
  };
}

/** What the rules read of a player. */
export interface EntrantFacts {
  twoFactorEnabled: boolean;
  hasFeature: boolean;
  hcp: number | null;
  /** The hardware versions of the devices they would play on: the one chosen at entry, or all theirs. */
  devices: readonly string[];
  /** Their balance of the fee's token type; null where the ledger checks it, in the entry's own transaction. */
  balance: number | null;
}

/** Every reason the player may not enter (spec §6; docs/tournaments.md), in the order a player fixes them. */
export function entryRefusals(rules: EntryRules, facts: EntrantFacts): TournamentEntryRefusal[] {
  const refusals: TournamentEntryRefusal[] = [];
  if (!facts.twoFactorEnabled) refusals.push('two_factor_missing');
  if (!facts.hasFeature) refusals.push('feature_missing');
  // No handicap index yet counts as the highest (54): only a limit above it admits such a player.
  if (rules.handicapLimit !== null && (facts.hcp ?? MAX_HANDICAP_INDEX) >= rules.handicapLimit)
    refusals.push('handicap_too_high');
  if (rules.allowedHardware.length) {
    const allowed = new Set(rules.allowedHardware.map(hardwareVersionKey));
    if (!facts.devices.some((device) => allowed.has(hardwareVersionKey(device)))) refusals.push('hardware_missing');
  }
  if (facts.balance !== null && rules.entryFee > facts.balance) refusals.push('tokens_missing');
  return refusals;
}

/** The error entering gives for each refusal. */
export const entryRefusalErrors: Record<TournamentEntryRefusal, ErrorKey> = {
  two_factor_missing: 'tournaments.two_factor_required',
  feature_missing: 'tournaments.feature_required',
  handicap_too_high: 'tournaments.handicap_too_high',
  hardware_missing: 'tournaments.hardware_not_allowed',
  tokens_missing: 'tournaments.no_tokens',
};
