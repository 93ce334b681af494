""""the rest" given up: the object of a verb that gives things up ("gave the rest to Dee", "spent
the rest on books", "sold the rest of the pens") is all of what its doer has left, a share of the
remaining that is the whole of it, bound as "half of the rest" is. Each case is in our own words;
an answer case fails when the shape is no longer read, a refusal case when it is read without
what would make it certain."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Pia had 36 shells. She gave 8 shells to Rob. She gave the rest to Sue. How many shells did "
     "Pia give to Sue?", 28, "shells"),
    ("Pia had 36 shells. She gave 8 of them to Rob and the rest to Sue. How many shells did she "
     "give to Sue?", 28, "shells"),
    ("Pia had 36 shells. She gave a quarter of them to Rob and the rest of them to Sue. How many "
     "shells did she give to Sue?", 27, "shells"),
    ("Pia had 36 shells. She gave a third of her shells to Rob and the rest of her shells to Sue. "
     "How many shells did she give to Sue?", 24, "shells"),
    ("Pia picked 36 shells. She lost 6 shells and gave the rest to Sue. How many shells did she "
     "give to Sue?", 30, "shells"),
    # what she got in between is among what is left
    ("Pia had 36 shells. She gave 8 shells to Rob. Then she found 5 shells. She gave the rest to "
     "Sue. How many shells did she give to Sue?", 33, "shells"),
    ("Pia had $60. She spent a third of her money on a lamp and the rest on a rug. How much money "
     "does she have left?", 0, "dollars"),
    ("Pia had $60. She spent $15 on a lamp and gave the rest to Sue. How much money did Pia give "
     "to Sue?", 45, "dollars"),
]

REFUSED = [
    # nothing was given up before: the rest of what?
    "Pia had 36 shells. She gave the rest to Sue. How many shells did she give to Sue?",
    # what was kept is not among the rest, and is still hers
    "Pia had 36 shells. She gave 8 shells to Rob, kept some in a jar and gave the rest to Sue. "
    "How many shells does Pia have?",
    "Pia had 36 shells. She gave 8 shells to Rob. Then she kept 4 shells and gave the rest to Sue. "
    "How many shells does Pia have?",
    # two kinds held: the rest of the shells, or of the shells and the stones?
    "Pia had 36 shells and 10 stones. She gave 8 shells to Rob and the rest to Sue. How many "
    "shells did she give to Sue?",
    # another gave some up, not the one who gives the rest
    "Pia had 36 shells. Ivo had 20 shells. Ivo gave 8 shells to Rob. Pia gave the rest to Sue. "
    "How many shells did Pia give to Sue?",
    # a part of the kind told: the rest beside the red ones?
    "Pia had 36 pens. 12 of them are red. She lost 6 pens. She gave the rest to Sue. How many pens "
    "did she give to Sue?",
    # a quarter of 30 shells is no whole count
    "Pia had 30 shells. She gave a quarter of them to Rob and the rest to Sue. How many shells did "
    "she give to Sue?",
    # "the rest" then a thing: the rest are people given something
    "Pia had 36 shells. She gave 8 shells to Rob. She gave the rest 2 stones. How many shells did "
    "she give away?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_rest_given_up_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_rest_given_up_refused(text: str) -> None:
    assert_refuses(text)
