import { HUB_PATH, subpagePath } from '../../content/paths';
import { section } from '../../section';
import { INDUSTRY_CARDS, QUESTION_CARDS, withPages } from './hubCards';

describe("the hub's cards", () => {
  it("open every card whose page is in the section's route table", () => {
    const cards = withPages([...QUESTION_CARDS, ...INDUSTRY_CARDS], section.routes);
    expect(cards.filter((card) => !card.exists)).toEqual([]);
    expect(cards).toHaveLength(8);
  });

  it('mark a card coming soon when its page is not in the table, and only that one', () => {
    const withoutFines = section.routes.filter((route) => route.path !== subpagePath('fines'));
    const cards = withPages(QUESTION_CARDS, withoutFines);
    expect(cards.map((card) => [card.card, card.exists])).toEqual([
      ['howItWorks', true],
      ['deadlines', true],
      ['obligation', true],
      ['register', true],
      ['fines', false],
    ]);
    expect(withPages(INDUSTRY_CARDS, [{ path: HUB_PATH }]).some((card) => card.exists)).toBe(false);
  });
});
