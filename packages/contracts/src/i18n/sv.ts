import type { PartialCatalogue } from './types';

/** Swedish: partial; every missing key falls back to English. */
export const sv: PartialCatalogue = {
  errors: {
    'general.something_went_wrong': 'Något gick fel. Försök igen.',
    'general.validation_failed': 'De angivna uppgifterna var ogiltiga.',
    'general.not_found': 'Det du sökte kunde inte hittas.',
  },
  validation: {
    required: 'Fältet :attribute är obligatoriskt.',
  },
  enums: {
    friend_status: { pending: 'Väntande', accepted: 'Accepterad' },
    game_mode: { match_play: 'Matchspel', stroke_play: 'Slagspel', closest_to_pin: 'Närmast hål', driving_range: 'Driving range' },
    token_type: { coins: 'Mynt', diamonds: 'Diamanter' },
  },
};
