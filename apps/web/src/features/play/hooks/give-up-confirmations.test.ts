import { describe, expect, it } from 'vitest';
import { textsForTests } from '../../../i18n/texts-for-tests';
import { concedeMatchConfirmation, concedePuttConfirmation, giveUpHoleConfirmation } from './give-up-confirmations';

const t = textsForTests();

describe('the confirmations before giving something up', () => {
  it.each([
    {
      case: 'stroke play picks the hole up, saying how it scores',
      options: giveUpHoleConfirmation(t, 'pick-up', 4),
      title: 'Pick up',
      message: 'Pick up on hole 4? The hole is scored as picked up, not completed',
      danger: true,
    },
    {
      case: 'match play gives the hole away',
      options: giveUpHoleConfirmation(t, 'concede-hole', 4),
      title: 'Concede hole',
      message: 'Pick up and give away hole 4?',
      danger: true,
    },
    {
      case: 'a conceded putt names the opponent and is no danger',
      options: concedePuttConfirmation(t, 'Ann'),
      title: 'Concede putt',
      message: "Concede Ann's next stroke?",
      danger: false,
    },
    {
      case: 'the conceded match names the winner',
      options: concedeMatchConfirmation(t, 'Ann'),
      title: 'Concede match',
      message: 'Concede the match to Ann?',
      danger: true,
    },
  ])('$case', ({ options, title, message, danger }) => {
    expect(options.title).toBe(title);
    expect(options.message).toContain(message);
    expect(options.danger).toBe(danger);
  });
});
