"""A count or a part of an earlier group as the subject of an event: a going told through a
past need ("had to go home") or after a feeling that says why ("got tired of waiting and
left"), and passives of bringing in ("4 new members are enrolled", "2 more were brought in")
or felling ("were cut down"). Each binds to the one holder of the kind. Each case is in our
own words; an answer case fails when the shape is no longer read, a refusal case when it is
read where the effect or the group is not told."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ben had twelve guests over for dinner. Later four of his guests had to go home. How many "
     "guests were left?", 8),
    ("There were 15 kids on the bus. 3 of them got bored of riding and left. How many kids are "
     "on the bus now?", 12),
    ("There were 15 kids on the bus. 3 of them got bored and left and 5 more got on. How many "
     "kids are on the bus now?", 17),
    ("There were 15 kids on the bus. Then 3 of them got tired and went home. How many kids are "
     "on the bus now?", 12),
    ("A book club has 9 members. If 5 new members are enrolled, how many members does the book "
     "club have?", 14),
    ("A jar has 14 marbles. 6 more marbles were added. How many marbles are in the jar?", 20),
    ("The shelter had 31 dogs. Four more were brought in. How many dogs does the shelter have?", 35),
    ("There were 28 kids in the gym. 5 of them were sent home. How many kids are in the gym now?", 23),
    ("There were 40 trees on the farm. 12 of them were cut down. How many trees were left on the "
     "farm?", 28),
]

REFUSED = [
    # a feeling alone moves no one
    "There were 15 kids on the bus. 3 of them got bored. How many kids were on the bus?",
    # a need now is no going yet
    "Ben had twelve guests over. Four of his guests have to go home. How many guests were left?",
    # a past need of a doing that is not a going: what it did to the group is not told
    "Ben had twelve guests over. Four of his guests had to buy gifts. How many guests were left?",
    # enrolled, with no word that they are new: maybe a part of those told
    "A school has 300 students. 120 students are enrolled. How many students does the school "
    "have?",
    # added, but some of the things told: added to what?
    "A box has 10 pens. 6 of them were added. How many pens are in the box?",
    # an agent never told before
    "A box has 10 pens. 6 more pens were added by Tom. How many pens are in the box?",
    # "cut" alone: cut into pieces, or trimmed, or felled?
    "There were 40 cakes at the party. 12 of them were cut. How many cakes were left?",
    # "brought home": maybe with their holder, who keeps them
    "Tom bought 10 fish. 3 of them were brought home. How many fish does Tom have?",
    # "taken in": into the holder, or narrowed?
    "Tom had 20 shirts. Two more were taken in. How many shirts does Tom have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_part_as_subject_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_part_as_subject_refused(text: str) -> None:
    assert_refuses(text)
