"""A sharing wanted of others or arranged in the passive: "She expects her 6 guests to share the
pie among them equally" (`shares._bidden`), "The pens are (were) to be shared equally among 4
friends" (`clauses.planned_passive`), read as the equal sharing the reader already knows, and
"left un-X" of a participle the lexicon does not list (`told._word`)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses


@pytest.mark.parametrize(("text", "value"), [
    ("Ada prepared 61 servings of custard. If she expects her 6 guests to share the custard among "
     "them equally, how many will be left?", 1),
    ("Ada has 60 pens. She wants her 6 friends to share them equally among themselves. How many "
     "pens will each friend get?", 10),
    ("Ada has 60 pens. She asks her 6 friends to share the pens equally. How many pens will each "
     "friend get?", 10),
    ("Ada has 62 pens. She would like her 6 friends to share them equally. How many pens will be "
     "left over?", 2),
    # the passive plan, of things told before or counted in the clause itself
    ("Bo had 34 stars. The stars were to be distributed equally among 4 friends. How many stars "
     "will be left?", 2),
    ("Bo had 34 stars. If the stars were to be distributed equally among 4 friends, how many stars "
     "will be left?", 2),
    ("36 stars are to be shared equally among 4 friends. How many stars will each friend get?", 9),
    ("There are 96 cakes to be shared equally among 8 children. How many will each child get?", 12),
    ("There are 98 cakes to be shared equally among 8 children. How many cakes will be left over?",
     2),
    # "left" and a participle undone that the lexicon has no word for
    ("Ada has 61 cookies. She shares them equally among her 6 friends. How many will be left "
     "unconsumed?", 1),
])
def test_sharing_arranged_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", [
    # two groups: the ones bidden and the parts named
    "Ada has 60 pens. She wants her 6 friends to share them equally among 3 tables. How many pens "
    "will each friend get?",
    "Ada has 60 pens. She wants her 6 friends and 4 cousins to share them equally. How many pens "
    "will each friend get?",
    "Ada has 60 pens. She wants her 6 friends to share them equally with her 4 cousins. How many "
    "pens will each friend get?",
    # with the bidder herself: 7 parts, not 6
    "Ada has 42 pens. She wants her 6 friends to share them equally with her. How many pens will "
    "each friend get?",
    # the ones bidden not counted, or no people
    "Ada has 60 pens. She wants her friends to share them equally. How many pens will each friend "
    "get?",
    "Ada has 60 pens. She wants them to share the pens equally. How many pens will each friend get?",
    "Ada has 60 pens. She wants her 6 boxes to share the pens equally. How many pens will each box "
    "get?",
    "Ada has 60 pens. She wants 6 of her friends to share them equally. How many pens will each "
    "friend get?",
    # a whole that is a count of no one's, or theirs
    "Ada has 60 pens. She expects her 6 friends to share 30 pens equally. How many pens will each "
    "friend get?",
    "Ada has 60 pens. Her 6 friends have 30 pens. She wants her 6 friends to share their pens "
    "equally. How many pens will each friend get?",
    # no plan: not wanted, or only possible
    "Ada has 60 pens. She does not want her 6 friends to share them equally. How many pens will "
    "each friend get?",
    "Ada has 60 pens. She could ask her 6 friends to share them equally. How many pens will each "
    "friend get?",
    # a count arranged to be shared beside a holding of the kind: some of those?
    "Bo had 36 stars. 12 stars were to be given equally to 4 friends. How many stars will each "
    "friend get?",
    "Bo had 36 stars. The stars are to be shared equally among 4 friends and 2 teachers. How many "
    "stars will each friend get?",
    # "there are" and a count arranged to be parted: beside a holding of the kind, among parts
    # not counted, two groups, or no parting
    "Ada has 100 cakes. There are 96 cakes to be shared equally among 8 children. How many will "
    "each child get?",
    "There are 96 cakes to be shared equally among the children. How many will each child get?",
    "There are 96 cakes to be shared among 8 children and 4 teachers. How many will each child "
    "get?",
    "There were 96 cakes to be eaten by 8 children. How many will each child get?",
    # "left unconsumed" of a bagging or a giving: no share's rest
    "Ada has 61 pens. She puts them into bags of 6. How many will be left unconsumed?",
    "Ada has 61 pens. She gives 6 pens to Bo. How many will be left unconsumed?",
])
def test_sharing_arranged_refused(text: str) -> None:
    assert_refuses(text)
