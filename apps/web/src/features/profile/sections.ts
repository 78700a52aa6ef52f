import { kioskAllows } from '../kiosk/kiosk-lock';

/**
 * The profile's sections in the spec's order (section 2), then ours. Each is a route: profile/<id>. The
 * ones marked `later` belong to later issues and show the "coming in a later release" notice.
 */
export const profileSections = [
  { id: 'settings' },
  { id: 'information' },
  { id: 'subscription' },
  { id: 'game' },
  { id: 'economy' },
  { id: 'hardware' },
  { id: 'courses' },
  { id: 'match-history' },
  { id: 'statistics' },
  { id: 'transactions' },
  { id: 'address' },
  { id: 'two-factor' },
  // After the spec's twelve, not in its list: a player who paid expects to find the order, its state and a refund's reason.
  { id: 'purchases' },
] as const satisfies readonly { id: string; later?: true }[];

export type ProfileSectionId = (typeof profileSections)[number]['id'];

/** The section shown at plain /profile. */
export const defaultProfileSection: ProfileSectionId = 'settings';

export function isProfileSection(value: string | undefined): value is ProfileSectionId {
  return profileSections.some((section) => section.id === value);
}

export function isLaterSection(id: ProfileSectionId): boolean {
  return profileSections.some((section) => section.id === id && 'later' in section && section.later);
}

/**
 * The sections the profile menu offers: all of them, or on a device locked in kiosk mode only those
 * the lock lets it open (the player's game settings), so the menu has no entry that would bounce
 * the device to the lobby.
 */
export function visibleProfileSections(kiosk: boolean) {
  return kiosk ? profileSections.filter((section) => kioskAllows(`profile/${section.id}`)) : profileSections;
}
