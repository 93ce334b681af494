"""A resolve told in the simple past right before a doing that changes holdings ("decided to",
"agreed to", "chose to"), with the story going on from it, is read as that doing done. Each
case is in our own words; a refusal case keeps a resolve whose doing a careful reader doubts
(a plan or a promise, a wish or a try, a condition, a contrast or an undoing after it, a
question asked of the time before it)."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rita has 30 plums. She decided to eat 8 of them. How many plums are left?", 22),
    ("Rita had 30 plums. She decided to give 8 plums to her cousin. How many plums does Rita have "
     "now?", 22),
    ("Rita had 30 plums. She decided to sell half of them. How many plums does she have now?", 15),
    ("Rita had 30 plums. She agreed to give 8 plums to Omar. How many plums does Rita have now?", 22),
    ("Rita had 30 plums. She chose to give 8 plums to Omar. Then she ate 5 plums. How many plums "
     "does she have now?", 17),
    ("Rita had 30 plums. She decided to buy 12 more plums. How many plums does she have now?", 42),
    # told as a goal the story works toward: the want, as before
    ("Ivo decided to sell 40 rolls. He sold 15 rolls in the morning. How many more rolls does he "
     "need to sell?", 25),
    ("Ivo and Pia agreed to stack 60 crates. Ivo stacked 22 crates. Pia has stacked 18 crates. How "
     "many more crates do they have left to stack?", 20),
    # no amount: "them" is all of them
    ("Rita has 30 plums. She decided to eat them. How many plums does she have left?", 0),
]

REFUSED = [
    # a plan said of now or of later: nothing done yet
    "Rita has 30 plums. She plans to give 8 plums to Omar. How many plums does she have now?",
    "Rita has 30 plums. She is going to give 8 plums to Omar. How many plums does she have now?",
    # a past plan or promise may never have been kept
    "Rita had 30 plums. She planned to give 8 plums to Omar. How many plums does she have now?",
    "Rita had 30 plums. She promised to give 8 plums to Omar. How many plums does she have now?",
    # a wish or a try is no resolve
    "Rita had 30 plums. She wanted to give 8 plums to Omar. How many plums does she have now?",
    "Rita had 30 plums. She hoped to give 8 plums to Omar. How many plums does she have now?",
    "Rita had 30 plums. She tried to give 8 plums to Omar. How many plums does she have now?",
    # undone or contrasted after it
    "Rita had 30 plums. She decided to give 8 plums to Omar, but he did not want them. How many "
    "plums does she have now?",
    "Rita had 30 plums. She decided to give 8 plums to Omar. Then she changed her mind. How many "
    "plums does she have now?",
    "Rita had 30 plums. She decided to give 8 plums to Omar. Instead, she gave 3 plums to Lea. How "
    "many plums does she have now?",
    "Rita had 30 plums. She decided to give 8 plums to Omar. Later she decided not to. How many "
    "plums does she have now?",
    # a resolve held back by a condition
    "Rita had 30 plums. She decided to give 8 plums to Omar if it rained. How many plums does she "
    "have now?",
    "Rita had 30 plums. She decided that if it rained she would give 8 plums to Omar. How many "
    "plums does she have now?",
    # the doing itself asked: the resolve's doing is told as to come ("decided to" tells the
    # time of a want), and a want told so is not asked as done
    "Ivo decided to bake 24 rolls. How many rolls did Ivo bake?",
    "Ivo had 20 rolls. He decided to give 6 rolls to Pia. How many rolls did he give to Pia?",
    # later doings of its kind may be its own, told again in parts
    "Rita had 30 plums. She decided to donate 20 plums. She gave 12 to a school and 8 to a club. How "
    "many plums does she have left?",
    # asked of the time before the resolve
    "Rita had 30 plums. She decided to give 8 plums to Omar. How many plums did she have before "
    "she decided to give some away?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
