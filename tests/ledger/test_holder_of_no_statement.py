"""A question that names no holder ("How many pears are left?", "… are not sold?") asks of the
holders the story states; when it states none, of the one holder whose holding of the kind
anything changes, if that holding was got ("Tom picked 80 pears. He sold 20."), or of every
holder, when each made or gathered their own and nothing passed between them. Things passed
on to someone or into something are still there, so "How many pears are there?" after them
refuses; what is "left" is the giver's."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Tom picked 80 pears. He sold 20 pears. How many pears are not sold?", 60),
    ("Tom picked 80 pears. He sold 20 pears. How many pears are left?", 60),
    ("Ann harvested 80 pears. She sold 20 of them to Bo and 15 of them to Cy. How many pears are not "
     "yet sold?", 45),
    ("Ann harvested 24.5 kg of pears. She sold 12.5 kg to Bo and 7 kg to Cy. How many kilograms of "
     "pears are not sold?", 5),
    ("Tom picked 80 pears. He sold 10 pears. He picked 5 more pears. How many pears were not sold?", 75),
    ("Tom had 80 pears. He put 20 pears in a box. How many pears are left?", 60),
    # each holder made or gathered their own, and nothing passed between them: all of them
    ("Tom picked 80 pears. Ann picked 20 pears. How many pears are there?", 100),
    ("Ann baked 12 cakes. Bo baked 4 cakes and ate 1. How many cakes are left?", 15),
    ("Tom picked 80 pears. Ann picked 20 pears. Tom sold 10 pears. How many pears are not sold?", 90),
]

REFUSED = [
    # a buying or a taking may be of what another made; a giving leaves some held elsewhere
    "Ann baked 12 cakes for the sale. Bo bought 4 cakes. How many cakes are left?",
    "Ann baked 12 cakes. Bo baked 4 cakes. Ann gave 2 cakes to Cy. How many cakes are left?",
    "Ann baked 12 cakes. Bo baked 4 cakes. Ann gave 2 cakes to Bo. How many cakes are left?",
    # an eater who got none of their own may have eaten anyone's
    "Ann baked 12 cakes. Bo ate 3 cakes. How many cakes are left?",
    "Ann had 12 cakes. Bo baked 4 cakes. How many cakes are there?",
    # eaten ones are not sold, and not left either
    "Tom picked 80 pears. He ate 20 pears. He sold 10 pears. How many pears are not sold?",
    # the 20 are there too, in the box or with Ann
    "Tom had 80 pears. He put 20 pears in a box. How many pears are there?",
    "Tom had 80 pears. He gave 20 pears to Ann. How many pears are there?",
    "Tom picked 80 pears. He put 20 pears in a box. How many pears are there?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
