"""'More' got by a pronoun's referent (structure._more_to_a_pronoun_never_holding): the reading
that binds the pronoun to one of whom nothing was told before is impossible and drops out, so
"Our club got 30 chairs from the hall. Then we got 12 more" is the club's 42. A name getting
"more" is not touched; a pronoun with two holders of the kind still refuses."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Our club got 30 chairs from the hall. Then we got 12 more chairs from the hall. How many "
     "chairs did our club get from the hall?", 42, "chairs"),
    ("Our choir borrowed 8 songbooks from the school. Later we borrowed 5 more songbooks from the "
     "school. How many songbooks did our choir borrow?", 13, "songbooks"),
]

KEPT = [
    # told of before, in another kind's words: "16 more pieces" to him who has some gum
    ("Rami has some gum. Lea gave him 16 more pieces of gum. Now Rami has 40 pieces of gum. How "
     "many pieces did Rami have to start with?", 24, "pieces"),
]

REFUSED = [
    # the speakers, never said to get any apart from "my" family's: no reading is left
    "My team got 9 cones from the coach. Then we got 4 more cones from the coach. How many cones "
    "did my team get?",
    # two who got chairs: "she" is either
    "Ada got 30 chairs from the hall. Lin got 6 chairs from the hall. Then she got 12 more chairs "
    "from the hall. How many chairs did Ada get from the hall?",
    # "we" asked, who never got any apart from the club's: not read
    "Our club got 30 chairs from the hall. Then we got 12 more chairs from the hall. How many "
    "chairs did we get from the hall?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED + KEPT)
def test_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
