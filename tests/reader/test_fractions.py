"""Shares and scaled events: a fraction or percentage "of" a holding, and "N times as many
as" with verbs of change; each answered with its product, or refused when what it is a share
of is not one stated quantity."""

from fractions import Fraction

import pytest

from wordproof import Answer, Refusal, solve

ANSWERED = [
    # a fraction of the holding a loss is taken from
    ("Nell had 15 plums. She ate a third of them. How many plums does Nell have now?", 10, "plums"),
    ("Nell had 18 plums. She ate two-thirds of her plums. How many plums does Nell have now?", 6,
     "plums"),
    ("Nell had 18 plums. She ate half of them. How many plums did Nell eat?", 9, "plums"),
    # a percentage, given to someone
    ("Oto had 40 stickers. He gave 25% of his stickers to Ria. How many stickers did Oto give "
     "Ria?", 10, "stickers"),
    ("Oto had 40 stickers. He gave 3/8 of them to Ria. How many stickers does Oto have left?", 25,
     "stickers"),
    # "of his money": the holding in the unit it is counted in
    ("Bea has $60. She spent half of her money. How much money does Bea have left?", 30, "dollars"),
    # a multiple of another's event of the same verb
    ("Ugo caught 7 fish. Lia caught three times as many fish as Ugo. How many fish did Lia "
     "catch?", 21, "fish"),
    ("Ugo caught 7 fish. Lia caught twice as many fish as he did. How many fish did they catch in "
     "all?", 21, "fish"),
    # the named other's event may be told after it
    ("Lia caught three times as many fish as Ugo. Ugo caught 7 fish. How many fish did Lia "
     "catch?", 21, "fish"),
    ("Ned won twice as many games as Oli, and Oli won 3 times as many games as Pia. Pia won 4 "
     "games. How many games did Ned win?", 24, "games"),
    ("Ugo baked 24 buns on Monday and then he baked half as many buns on Tuesday. How many buns "
     "did Ugo bake?", 36, "buns"),
    # "his" is the giver: no one gives the receiver a share of the receiver's own
    ("Ari had 20 shells and Eli had 9 shells. Ari gave half of his shells to Eli. How many "
     "shells does Eli have now?", 19, "shells"),
    # a share of a holding the story never sized: solved from what is told after
    ("Pam sold a third of her stamps and then bought 5 more. She now has 25 stamps. How many "
     "stamps did Pam have at first?", 30, "stamps"),
    # two kinds one holder has, compared by a difference and by a factor
    ("Rex has 12 red beads. He has 5 fewer blue beads than red beads. He has twice as many green "
     "beads as blue beads. How many beads does Rex have in all?", 33, "beads"),
    ("There are 4 oak trees. There are 3 times as many pine trees as oak trees. How many pine "
     "trees are there?", 12, "pine trees"),
    # a comparison by a share of the other's amount
    ("Val has 40 cards. Wes has 20% more cards than Val. How many cards does Wes have?", 48,
     "cards"),
    ("Val has 40 cards. Wes has a quarter fewer cards than her. How many cards does Wes have?", 30,
     "cards"),
    ("Rex has 12 red beads. He has 50% more blue beads than red beads. How many beads does Rex "
     "have?", 30, "beads"),
    # "half the", "half his": half of a determined noun
    ("Moe has $40. He gave half the money to Lia. How much money does Moe have now?", 20,
     "dollars"),
    ("Moe had 14 figs. He ate half his figs. How many figs does Moe have now?", 7, "figs"),
    # a multiple of the quantity told just before
    ("Ugo picked 12 figs. Lia picked twice that many. How many figs did they pick in all?", 36,
     "figs"),
    ("Ugo sold 20 cups on Monday. On Tuesday he sold three times that number. How many cups did "
     "Ugo sell?", 80, "cups"),
    ("Ugo had 50 cards. He gave 8 cards to Lia. He gave half that amount to Ned. How many cards "
     "does Ugo have now?", 38, "cards"),
    # "half the amount": of the holding just told
    ("Pia has $90 in her purse. She spent half the amount on a lamp. How much money does Pia have "
     "now?", 45, "dollars"),
    # a share of "her" things given away: the giver's, though another woman gave her some before
    ("Ada has 6 shells. Her aunt gave her 10 more shells. Ada then gave half her shells to her "
     "cousin. How many shells does Ada have now?", 8, "shells"),
    # a multiple with an amount added or taken
    ("Ned has 5 plums. Ona has 6 more than twice as many plums as Ned. How many plums does Ona "
     "have?", 16, "plums"),
    ("Ned has 9 plums. Ona has one less than twice as many plums as him. How many plums does Ona "
     "have?", 17, "plums"),
    ("Rex has 4 red beads. He has 3 more than three times as many blue beads as red beads. How "
     "many beads does Rex have?", 19, "beads"),
    # a multiple after "and", of the kind just counted or the kind named
    ("Bea has 24 red pens and 3 times as many blue pens. How many pens does Bea have?", 96,
     "pens"),
    ("Bea has 12 forks and twice as many spoons as forks. How many spoons does Bea have?", 24,
     "spoons"),
    # an event told by its difference from another's one event of the verb
    ("Ned read 20 pages. Ona read 5 more pages than Ned. How many pages did Ona read?", 25, "pages"),
    ("Ned read 20 pages. Ona read 4 fewer pages than he did. How many pages did they read?", 36,
     "pages"),
    ("Ned spent $20. Ona spent $5 more than Ned. How much did Ona spend?", 25, "dollars"),
    # a share of the whole just counted, and the rest
    ("Ida has 20 marbles. 25% of them are blue. The rest are white. How many white marbles does "
     "Ida have?", 15, "white marbles"),
    ("A jar has 30 candies. 2/5 of the candies are red. How many red candies are in the "
     "jar?", 12, "red candies"),
    # the whole of the one holding a giving-up change names: "them", "all of them", "all her X"
    ("Gil baked 18 tarts. He sold them. How many tarts does Gil have now?", 0, "tarts"),
    ("Gil baked 18 tarts. He gave them all away. How many tarts does Gil have?", 0, "tarts"),
    ("Gil has 9 tarts and Ida has 4 tarts. Gil gave all of his tarts to Ida. How many tarts does "
     "Ida have now?", 13, "tarts"),
    ("Gil baked 18 tarts. He sold all of his tarts for $2 each. How much money did Gil make?", 36,
     "dollars"),
    ("Gil baked 18 tarts. He sold them for $2 each. How much money did Gil make?", 36, "dollars"),
    ("Gil baked 18 tarts. He sold them each for $2. How much money did Gil make?", 36, "dollars"),
    ("Gil baked 18 tarts. He sold half of them at $2 each. How much money did Gil make?", 18,
     "dollars"),
    # "of the flour" names the one stuff the story measures ("8 cups of flour")
    ("Jo had 8 cups of flour. She used half of the flour for a cake. How many cups of flour does "
     "she have left?", 4, "cups"),
    # parts of what a first getting got: of all the holder has, in the reading where it started so
    ("Rod picked 40 plums. Half of them are purple, and 6 are green. The rest are red. How many "
     "plums are red?", 14, "plums"),
    ("Rod picked 40 plums. A quarter of them are ripe. How many ripe plums does Rod have?", 10,
     "ripe plums"),
    # a share of a named holding as the subject of a loss: lost from that holding
    ("Ivo had 30 fish. Then a third of his fish died. How many fish does Ivo have now?", 20, "fish"),
    ("Ivo had 30 fish. Then 40% of Ivo's fish died. How many fish does Ivo have now?", 18, "fish"),
    # "spent half of it": what is spent is money, so "it" is the spender's money
    ("Ula has $60. She spent a third of it on paint. How much money does Ula have left?", 40,
     "dollars"),
    # "of what was left", "of what remained": of the rest
    ("Ula has $90. She spent $30 on paint. Then she spent a third of what was left on brushes. "
     "How much money does Ula have now?", 40, "dollars"),
    ("Ula has $90. She spent a third of it on paint, and half of what remained on brushes. How "
     "much money does Ula have now?", 30, "dollars"),
    # "of what she has left": of what that holder has now, the pronoun bound as "her" is
    ("Ula has $90. She spent $30 on paint. Then she spent a third of what she had left on "
     "brushes. How much money does Ula have now?", 40, "dollars"),
    ("Rex has 24 figs. He ate 4 figs. He gave a quarter of what he has left to Vic. How many figs "
     "does Rex have?", 15, "figs"),
    # "half of that", "20% of this": a share of the quantity told just before
    ("Ula earned $80 on Friday. She spent a quarter of that on lunch. How much did Ula spend?", 20,
     "dollars"),
    ("Ula has $50. She spends 40% of this on a lamp. How much money does Ula have left?", 30,
     "dollars"),
    ("Ula has $60. She spends half of this amount on a lamp. How much money does Ula have "
     "left?", 30, "dollars"),
    ("Ula picked 18 figs. She gave one-third of that number to Vic. How many figs does Ula have "
     "now?", 12, "figs"),
    # "twice that many pens": the counted noun after "that many"
    ("Ula has 6 pens. She bought three times that many pens. How many pens does Ula have?", 24,
     "pens"),
    # "has twice that many red beads": a holding of so many (the same noun, another colour)
    ("Ula has 6 blue pens. She has three times that many red pens. How many red pens does Ula "
     "have?", 18, "red pens"),
    ("Ula has 6 blue pens. Vic has twice that many red pens. How many pens do they have?", 18,
     "pens"),
    # the whole told first, before the comma: "Of 40 plums, …" is "There were 40 plums. …"
    ("Of 40 plums, a quarter were ripe. How many plums were ripe?", 10, "plums"),
    ("Out of the 50 eggs in the basket, 20% were brown. How many eggs were brown?", 10, "eggs"),
    ("Of 24 hens, 3/4 are white and the rest are brown. How many hens are brown?", 6, "hens"),
]

REFUSED = [
    # "the amount" after a gain beside a holding: of the gain, or of all she has?
    "Pia has $90. She earned $10. She spent half the amount. How much money does Pia have now?",
    # another's holding: "the amount" is no part of what Pia spends
    "Lu has $90. Pia spent half the amount. How much did Pia spend?",
    # two later events of the named other: which one?
    "Lia caught three times as many fish as Ugo. Ugo caught 7 fish. Ugo caught 2 fish. How many "
    "fish did Lia catch?",
    # "half as many in May" names no one: only an earlier event is meant
    "Ugo sold half as many pens in May. Ugo sold 40 pens in June. How many pens did Ugo sell in "
    "May?",
    # a third of 10 plums is not a whole number of plums
    "Nell had 10 plums. She ate a third of them. How many plums does Nell have now?",
    # "of the money" after a first spending: of the first amount, or of what is left?
    "Bea had $80. She spent 1/4 of the money on a hat. She spent 1/2 of the money on a coat. "
    "How much money does Bea have left?",
    # two holders of plums: whose "them"?
    "Nell has 12 plums. Ivo has 8 plums. She ate half of them. How many plums does Nell have now?",
    # two earlier catches: twice which?
    "Ugo caught 7 fish on Monday. He caught 4 fish on Tuesday. Lia caught twice as many fish as "
    "Ugo. How many fish did Lia catch?",
    # "half of them" after two holdings: of which?
    "Ida has 20 marbles. Jo has 10 buttons. Half of them are blue. How many blue buttons does Jo "
    "have?",
    # "half of them" after the holding changed: of the first count or of what is left?
    "Ida has 20 marbles. She lost 4 marbles. Half of them are blue. How many blue marbles does "
    "Ida have?",
    # "that many" after a clause with two numbers: which?
    "Ugo picked 12 figs and 3 pears. Lia picked twice that many. How many figs did Lia pick?",
    # "3 times as many" after two counts: of which, or of both?
    "Bea has 24 red pens and 5 green pens and 3 times as many blue pens. How many pens does Bea "
    "have?",
    # two earlier readings by Ned: more than which?
    "Ned read 20 pages on Monday and 10 pages on Tuesday. Ona read 5 more pages than Ned. How "
    "many pages did Ona read?",
    # "100% fewer" leaves nothing to compare
    "Val has 40 cards. Wes has 100% fewer cards than Val. How many cards does Wes have?",
    # measures of different units are not compared by a difference (counts are: see
    # tests/reader/test_comparisons.py)
    "Rex has 12 liters of milk. He has 5 more quarts than liters. How many quarts does Rex have?",
    # "twice as many as he did" cannot be his own catch without another time
    "Lia caught 7 fish. She caught twice as many fish as she did. How many fish did Lia catch?",
    # "of the meat" when the stuff is measured in two units: of which holding?
    "Tom had 20 kilograms of meat and 10 pounds of meat. He used 1/4 of the meat. How many "
    "kilograms of meat are left?",
    # a part after a change to the holding since the getting: of the 40, or of the 30?
    "Rod picked 40 plums. He ate 10 plums. Half of them are ripe. How many ripe plums does Rod "
    "have?",
    # "of the 40 plums" after a holder of 40 plums: the same plums, or others besides his?
    "Rod picked 40 plums. Of the 40 plums, half were ripe. How many plums did Rod pick?",
    # a share of a holding never told: what Bo held before the 5 is not known
    "Ivo gave Bo 5 fish. Then half of Bo's fish died. How many fish does Bo have?",
    # "it" after two holders of money: whose money is not said
    "Ula has $60. Vic has $30. Ula spent half of it. How much money does Ula have left?",
    # "gave half of it": the money, or a thing "it" names that the story does not count?
    "Ula has $60 and a cake. She gave half of it to Vic. How much money does Ula have left?",
    # "of what was" with no "left": what it was is not read
    "Ula has $90. She spent a third of what was hers on paint. How much money does Ula have now?",
    # "half of that" after a clause of two numbers: of which?
    "Ula has 20 pens and 10 pencils. She gave half of that to Vic. How many pens does Ula have?",
    # "that many" of another kind than the quantity told just before: not read
    "Ula has 6 pens. She bought three times that many cups. How many pens does Ula have?",
    # a holding of that many: after two numbers (of which?), at another time, or denied
    "Ula has 6 blue pens and 4 green pens. She has twice that many red pens. How many red pens "
    "does Ula have?",
    "Ula has 6 blue pens. She will have twice that many red pens. How many red pens will Ula have?",
    "Ula has 6 blue pens. She does not have twice that many red pens. How many red pens does Ula "
    "have?",
    # the same pens twice over: no one holding is both
    "Ula has 6 red pens. She has twice that many red pens. How many red pens does Ula have?",
    # a share told first with no whole before it is no count of anything
    "Of the plums, half were ripe. How many plums were ripe?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_share_answered(text: str, value: int, unit: str) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)
    assert outcome.unit == unit
    assert {c.verdict for c in outcome.certificates} == {"discharged"}


@pytest.mark.parametrize("text", REFUSED)
def test_share_refused(text: str) -> None:
    assert isinstance(solve(text), Refusal)


def test_share_is_cited_from_its_words() -> None:
    """The percentage is a given read from "25%" as 25/100, which the grounding obligation
    reads again from the text; "a third" is read with the "of" that makes it a fraction."""
    from wordproof.obligations.structure import _reread

    text = "He gave 25% of them and a third of the rest."
    assert _reread(text, (8, 11), None) == Fraction(1, 4)
    assert _reread(text, (24, 31), None) == Fraction(1, 3)
    outcome = solve("Oto had 40 stickers. He gave 25% of his stickers to Ria. How many stickers "
                    "does Oto have left?")
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == 30
    assert "0.25 × 40" in outcome.explanation
