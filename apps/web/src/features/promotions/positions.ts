import { enums } from '@golf/contracts';
import type { Environment } from '../../app/environment';

/** The places of the player app that show promotions; each environment has its own position. */
export type PromotionSlot = 'dashboard' | 'store' | 'round_list' | 'courses_list' | 'login';

const P = enums.promotion_position_type;
const bySlot: Record<PromotionSlot, { web: number; game: number }> = {
  dashboard: { web: P.web_dashboard, game: P.game_dashboard },
  store: { web: P.web_store, game: P.game_store },
  round_list: { web: P.web_round_list, game: P.game_round_list },
  courses_list: { web: P.web_courses_list, game: P.game_courses_list },
  login: { web: P.login_screen, game: P.login_screen },
};

/**
 * promotion_position_type for a place in an environment. The mobile-app environment shows the web
 * positions (the enumeration has none of its own; decision 0068); every login screen shares 90.
 */
export function promotionPosition(slot: PromotionSlot, environment: Environment): number {
  return environment === 'game' ? bySlot[slot].game : bySlot[slot].web;
}

/** Where a promotion's link leads: a path of the player app stays in the current environment. */
export function promotionHref(link: string, pathFor: (view: string) => string): { href: string; external: boolean } {
  if (link.startsWith('/')) return { href: pathFor(link), external: false };
  return { href: link, external: true };
}
