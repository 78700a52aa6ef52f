import type { ErrorKey, WagerRefusal } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { WagersRepository } from './wagers.repository';

/** What the rules read of a user (wagers.repository wagerFacts). */
export interface WagerFacts {
  wageringAllowed: boolean;
  allowedTokenTypes: number[];
  twoFactorEnabled: boolean;
  country: string | null;
  stateInCountry: string | null;
}

/**
 * The user's ISO 3166-2 region from their address: state_in_country as written ("US-WA"), or
 * prefixed with the country ("WA" in US → "US-WA"). Null without a state.
 */
export function regionOf(country: string, state: string | null): string | null {
  const value = state?.trim().toUpperCase();
  if (!value) return null;
  return value.includes('-') ? value : `${country}-${value}`;
}

/**
 * Every reason the user may not wager `tokenType` now (spec sections 4 and 6; docs/wagering.md):
 * the manual flag, the allowed token types, 2FA, and the region of their address. A player with
 * no country on their address cannot be placed and may not wager; in a country restricted by
 * region, one without a state may not either.
 */
export async function wagerRefusals(
  repo: Pick<WagersRepository, 'restrictionsIn'>,
  facts: WagerFacts,
  tokenType: number,
  hasFeature: boolean,
): Promise<WagerRefusal[]> {
  const refusals: WagerRefusal[] = [];
  if (!facts.wageringAllowed) refusals.push('manually_restricted');
  if (!facts.allowedTokenTypes.includes(tokenType)) refusals.push('token_type_not_allowed');
  if (!facts.twoFactorEnabled) refusals.push('two_factor_missing');
  const country = facts.country?.trim().toUpperCase();
  if (!country) refusals.push('address_missing');
  else {
    const restrictions = await repo.restrictionsIn(country);
    const region = regionOf(country, facts.stateInCountry);
    const restricted = restrictions.some((r) => r.regionCode === null || region === null || r.regionCode === region);
    if (restricted) refusals.push('region_restricted');
  }
  if (!hasFeature) refusals.push('feature_missing');
  return refusals;
}

/** The error a refusal gives: staff's own restrictions, the spec's "restricted from wager rounds", or the feature. */
export function refusalKey(refusal: WagerRefusal): ErrorKey {
  switch (refusal) {
    case 'manually_restricted':
    case 'token_type_not_allowed':
      return 'other.wagering_restricted';
    case 'feature_missing':
      return 'rounds.wager_feature_required';
    default:
      return 'rounds.wager_restricted';
  }
}

/**
 * The refusal as an error: creating a wager round gives the reason's own error; joining one gives
 * http_error_type 10 (the clients' "cannot join wager round" text) with the reason under `errors.wager`.
 */
export function refusalError(refusals: WagerRefusal[], joining: boolean): AppError | null {
  const first = refusals[0];
  if (!first) return null;
  if (!joining) return new AppError(refusalKey(first));
  return new AppError(
    'rounds.cannot_join_wager_round',
    {},
    {
      wager: [...new Set(refusals.map(refusalKey))].map((key) => ({ key: `errors.${key}` })),
    },
  );
}
