"""Verbs of scaling ("doubled her stamps", "Her stamps tripled", "the number of coins he has
halved"): the holding after is the verb's factor times the holding before. Each case is in our
own words; an answer case fails when the verb is read as anything but that product, a refusal
case when a scaling is read where whose holding, how often or by what means is not told."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Ann had 12 stamps. She doubled her stamps. How many stamps does she have now?", 24),
    ("Ann has 12 stamps. Her stamps doubled. How many stamps does she have?", 24),
    ("Ann had 12 stamps. She tripled the number of stamps she had. How many stamps does she have now?",
     36),
    ("Ann had 12 stamps. The number of her stamps halved. How many stamps does she have?", 6),
    ("Ned had 3 shells. He quadrupled his shells. How many shells does he have now?", 12),
    ("Ann had 12 stamps. She doubled her collection. How many stamps does she have now?", 24),
    ("Ann had $12. She doubled her money. How much money does she have?", 24),
    # the order told is the order done
    ("Ann had 12 stamps. She doubled her stamps and bought 3 more. How many stamps does she have "
     "now?", 27),
    ("Ann had 12 stamps. She bought 3 more and doubled her stamps. How many stamps does she have "
     "now?", 30),
    ("Ann had 12 stamps. She gave 2 stamps to Ted. Then she doubled her stamps. How many stamps "
     "does she have now?", 20),
    # the kind named is the one scaled: the blue ones stay
    ("Ann had 12 red stamps and 5 blue stamps. She doubled her red stamps. How many stamps does "
     "she have now?", 29),
    ("Ann had 12 stamps. Mia had 5 stamps. Mia doubled her stamps. How many stamps does Mia have "
     "now?", 10),
]

REFUSED = [
    # someone else's holding: who gains by it?
    "Ann had 12 stamps. Ted doubled her stamps. How many stamps does Ann have now?",
    # a holding never told: nothing to scale
    "Ann had 12 stamps. She doubled her coins. How many coins does she have now?",
    "Ann had 12 stamps. Bo doubled his stamps. How many stamps does Bo have now?",
    # a means told: how much came by the selling?
    "Ann had 12 stamps. She doubled her stamps by buying 4 packs. How many stamps does she have now?",
    # repeated: how many times?
    "Ann had 12 stamps. Every week her stamps double. How many stamps does she have after 3 weeks?",
    "Ann had 12 stamps. Her stamps double every week. How many stamps does she have after 3 weeks?",
    # a time the holding told may not be at
    "Ann had 12 stamps. Last year she doubled her stamps. How many stamps does she have now?",
    "Ann has 12 stamps. She doubled her stamps yesterday. How many stamps does she have now?",
    # to come, or done by an untold time
    "Ann had 12 stamps. She will double her stamps. How many stamps will she have?",
    "Ann had 12 stamps. Then she had doubled her stamps. How many stamps does she have now?",
    # a half of an odd count is no count of stamps
    "Ann had 13 stamps. She halved her stamps. How many stamps does she have now?",
    # whose? the pronoun may be either
    "Ann had 12 stamps. Mia had 5 stamps. She doubled her stamps. How many stamps does Mia have now?",
    # no holder named, or a group's: each one's, or all of them?
    "Ann had 12 stamps. Then the number of stamps doubled. How many stamps does she have?",
    "Ann and Bo had 12 stamps. They doubled their stamps. How many stamps do they have now?",
    # a price, a worth: no holding of things
    "A pen cost $2. The price doubled. How much does a pen cost now?",
    "Ann had 12 stamps. Their value doubled. How many stamps does she have now?",
    # "doubles" read as a clause that counts nothing gave 12
    "Ann had 12 stamps. The number of stamps she had tripled. How many stamps does she have now?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_scaling_read(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_scaling_refused(text: str) -> None:
    assert_refuses(text)
