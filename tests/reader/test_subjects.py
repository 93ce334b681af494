"""Clauses whose subject is a quantity of things: "12 of them were sold", "5 members quit
the club", "20 of them are red cards". Each case is in our own words; an answer case fails
when the shape is no longer read, a refusal case when it is read without the words that
would make it certain."""

from fractions import Fraction

import pytest

from wordproof import Answer, solve
from wordproof.ledger.entries import Op
from wordproof.reader.state import read
from wordproof.text.tokens import tokenize

ANSWERED = [
    # a passive loss verb with no place: the loss of the one holder of that kind
    ("A kiosk had 50 lamps. 12 of the lamps were sold. How many lamps does the kiosk have now?",
     38),
    # … "of them" binds to the holding just named, whatever its kind
    ("Ria baked 30 rolls. 12 of them were eaten. How many rolls does Ria have now?", 18),
    # … and an elided kind is every kind the story has, each with its one holder
    ("Ria baked 30 rolls. 12 were eaten. How many rolls does Ria have now?", 18),
    # "of his" names the holder
    ("Tom had 14 cards. 5 of his cards were lost. How many cards does Tom have now?", 9),
    # things that end (die, wilt) are a loss of their holder
    ("A pond had 40 frogs. 12 of them died. How many frogs are in the pond now?", 28),
    # a loss verb used intransitively: "3 balloons popped"
    ("Zed had 20 balloons. 3 balloons popped. How many balloons does Zed have now?", 17),
    # a verb of leaving with its place as object
    ("A club had 30 members. 5 members quit the club. How many members does the club have "
     "now?", 25),
    # "at the next stop" places the event; the holder is the bus, the one holder of riders
    ("A bus had 25 riders. 6 riders got off at the next stop. How many riders are on the bus "
     "now?", 19),
    # a time phrase after a passive places it in time and counts nothing
    ("A kiosk had 90 maps. 60 maps were sold the first week. How many maps does the kiosk have "
     "now?", 30),
    # "drop out" is leaving
    ("A choir had 12 boys. 4 boys drop out. How many boys does the choir have now?", 8),
    # things that fall from a place are its loss
    ("A vine had 50 grapes. 12 grapes dropped from the vine. How many grapes are on the vine "
     "now?", 38),
    # a bare measure unit counts what the story measures in it
    ("A tub had 50 liters of water. 20 liters evaporated. How many liters of water are in the "
     "tub now?", 30),
    # a part named by the whole's noun with a modifier is a sub-kind of the whole
    ("There are 60 cards in a box. 20 of them are red cards and the rest are blue cards. How "
     "many blue cards are in the box?", 40),
    # … with its own noun ("17 questions are essay questions")
    ("There are 40 questions on a test. 15 questions are essay questions and the rest are short "
     "questions. How many short questions are on the test?", 25),
    # a part named by another noun with modifiers, asked by its head
    ("There are 50 trees in a park. 12 of them are tall oaks and the rest are pines. How many "
     "oaks are in the park?", 12),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    outcome = solve(text)
    assert isinstance(outcome, Answer), outcome
    assert outcome.value == Fraction(value)


REFUSED = [
    # two holders of rolls: whose were eaten is not said
    "Ria baked 30 rolls and gave Ben 10 of them. 12 were eaten. How many rolls does Ria have "
    "now?",
    # the one who ate them is not the holder: the text never says Ria ate any
    "Ria baked 30 rolls. 12 were eaten. How many rolls did Ria eat?",
    # a passive gain may be the holder's gain or its loss ("were bought" from a shop, or by Tom)
    "Tom had 5 kites. 3 more kites were bought. How many kites does Tom have now?",
    # a passive transfer may be to the holder: "4 more gifts were given" (to her)
    "Ann had 10 gifts. 4 more gifts were given. How many gifts does Ann have now?",
    "Ann had 10 books. 4 more books were donated. How many books does Ann have now?",
    # the things themselves broke: the holder did not break them
    "Zed had 20 balloons. 3 balloons popped. How many balloons did Zed pop?",
    # dropped onto the floor: toward a place, and a loss verb: the directions clash
    "Tom had 50 plums. 12 plums dropped onto the floor. How many plums does Tom have now?",
    # liters of which liquid, when the tub holds two
    "A tub had 50 liters of water. Lia poured 30 liters of milk into it. 20 liters "
    "evaporated. How many liters of water are in the tub now?",
    # an intransitive "ate" loses no kids; "ate cookies" is no place the kids left
    "There were 20 kids at the party. 3 kids ate. How many kids are at the party now?",
    "There were 20 kids at the party. 3 kids ate cookies. How many kids are at the party now?",
    # "3 of the teams lost" lost a game, not themselves
    "There were 8 teams in the league. 3 of the teams lost. How many teams are in the league?",
    # "tall trees" may be among the pines too: only all the words of the part name it
    "There are 50 trees in a park. 12 of them are tall oak trees and the rest are pines. How "
    "many tall trees are in the park?",
    # "17 pens are gel pens" when two holders have pens: whose
    "Ann has 20 pens. Bo has 30 pens. 17 pens are gel pens. How many pens are not gel pens?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not isinstance(solve(text), Answer)


def test_a_list_of_subjects_takes_the_verb_after_it() -> None:
    text = "A choir had 12 boys and 9 girls. 4 boys and 3 girls drop out."
    state = read(text, tokenize(text))
    (reading,) = state.hypotheses
    losses = [(e.subject, e.kind.unit, e.amount.value) for e in reading.entries if e.op is Op.LOSS]
    assert losses == [("the choir", "boy", 4), ("the choir", "girl", 3)]
