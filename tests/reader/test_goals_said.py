"""Amounts of doing wanted said in more ways: "must" before a bare verb ("The shop must sell 80
shirts"), a question of what "must" or "should" still be done, a goal with a closing setting
or deadline ("… at the fair", "… for her club", "… before her birthday"), a closing "to hit
her goal" naming the one want told by an aiming verb, and things done of a sort of the kind
wanted ("boxes of lemon biscuits" toward "boxes of biscuits"). Each case is in our own words;
an answer case fails when the shape is no longer read, a refusal case when a reading that may
be wrong is taken."""

import pytest

from tests.outcomes import assert_answers, assert_refuses, shape_tests

ANSWERED = [
    ("Rita must read 90 pages. She read 30 pages on Monday and 25 pages on Tuesday. How many more "
     "pages must Rita read?", 35, "pages"),
    ("The bakery must sell 60 loaves. It sold 45 loaves. How many more loaves does the bakery need "
     "to sell?", 15, "loaves"),
    ("Omar needs to wash 14 cars. He washed 9 cars. How many more cars should Omar wash?", 5, "cars"),
    ("Ivy and Ned need to collect 50 shells. Ivy collected 12 shells and Ned collected 20 shells. How "
     "many more shells should they collect?", 18, "shells"),
    ("Tom wants to plant 20 trees in his garden. He planted 8 trees. How many more trees does he need "
     "to plant?", 12, "trees"),
    ("Pia wants to knit 12 scarves for her club. She knitted 5 scarves. How many more scarves does Pia "
     "need to knit?", 7, "scarves"),
    ("Pia's goal is to learn 50 songs before her tenth birthday. She has already learned 21 songs. "
     "How many more songs does Pia need to learn?", 29, "songs"),
    ("Lena aims to sell 30 cookies. She sells 12 cookies in the morning. She sells another 9 cookies. "
     "How many more cookies does Lena need to sell to hit her goal?", 9, "cookies"),
    ("Max needs to sell 40 boxes of candy. He sold 12 boxes of mint candy and 10 boxes of lemon candy. "
     "How many more boxes of candy does Max need to sell?", 18, "boxes"),
    # some of the things wanted done: a doing wanted ("to scrub") was done to none of them before
    ("Gus has to scrub 25 pots. He scrubbed 9 of them. How many more pots does Gus need to scrub?",
     16, "pots"),
    ("Gus had to paint 12 fences. He painted 5 of the fences. How many more fences did Gus need to "
     "paint?", 7, "fences"),
]

REFUSED = [
    # some of the things wanted done, then some of those again: the doings are no longer the things
    "Gus has to scrub 25 pots. He scrubbed 9 of them. He scrubbed 4 of them again. How many more pots "
    "does Gus need to scrub?",
    # some of them done by another: whose pots?
    "Gus has to scrub 25 pots. Ada has 10 pots. She scrubbed 9 of them. How many more pots does Gus "
    "need to scrub?",
    # "must have": what surely was, no want; "must" with no amount of doing
    "Rita must have read 90 pages. She read 30 pages. How many more pages must Rita read?",
    # the doing told of another, before the want, or beyond it
    "Rita must read 90 pages. Sam read 30 pages. How many more pages must Rita read?",
    "Rita read 30 pages. Rita must read 90 pages. How many more pages must Rita read?",
    "Rita must read 90 pages. She read 100 pages. How many more pages must Rita read?",
    # "should he buy" asks what is lacking of a holding; the want told is of collecting
    "Tom needs to collect 20 cans. He collected 8 cans. How many more cans should he buy?",
    # a setting told again of another place or end: not all the doing is toward the want
    "Tom wants to plant 20 trees in his garden. He planted 8 trees at the park. How many more trees "
    "does he need to plant?",
    "Tom wants to sell 20 pies for the charity. He sold 8 pies for his club. How many more pies does "
    "he need to sell?",
    # a rate or another's want closing the goal
    "Rita must read 90 pages for each class. She read 30 pages. How many more pages should Rita read?",
    # a deadline named again, or a day that a later day may be after
    "Rita wants to read 90 pages before her exam. She read 30 pages after her exam. How many more "
    "pages does she need to read?",
    "Rita wants to read 90 pages by Friday. She read 30 pages on Saturday. How many more pages does "
    "she need to read?",
    # a need is no goal of one's own; two wants are no one goal
    "Tom needs to find 48 shells. Tom found 16 shells. How many more shells does Tom need to find "
    "to hit his goal?",
    "Lena aims to sell 30 cookies. Lena wants to bake 40 cookies. She sold 12 cookies. How many more "
    "cookies does Lena need to sell to hit her goal?",
    # a sort of the kind wanted asked, or a want of a sort with things of the plain kind done
    "Max needs to sell 40 boxes of candy. He sold 12 boxes of mint candy. How many more boxes of mint "
    "candy does Max need to sell?",
    "Max needs to sell 40 boxes of mint candy. He sold 12 boxes of candy. How many more boxes of mint "
    "candy does Max need to sell?",
]


test_answered, test_refused = shape_tests(ANSWERED, REFUSED)


# a goal wanted again each week or weekend, the doing told on the days of one
PERIOD_ANSWERED = [
    ("Dana's goal is to find 40 acorns every weekend. She found 15 acorns on Saturday. She found 11 "
     "acorns on Sunday. How many more acorns does Dana need to find?", 14, "acorns"),
    ("Eli has to deliver 70 papers each week. On Monday he delivered 30 papers. On Wednesday he "
     "delivered 25 papers. How many more papers does Eli have to deliver?", 15, "papers"),
]

PERIOD_REFUSED = [
    # days out of the week's order, a day twice, a day outside the period, a doing on no day told
    "Eli has to deliver 70 papers each week. He delivered 30 papers on Wednesday. He delivered 25 "
    "papers on Monday. How many more papers does Eli have to deliver?",
    "Eli has to deliver 70 papers each week. He delivered 30 papers on Monday. He delivered 25 "
    "papers on Monday. How many more papers does Eli have to deliver?",
    "Dana's goal is to find 40 acorns every weekend. She found 15 acorns on Friday. How many more "
    "acorns does Dana need to find?",
    "Eli has to deliver 70 papers each week. He delivered 30 papers. He delivered 25 papers on "
    "Tuesday. How many more papers does Eli have to deliver?",
    # Sunday and Monday may be of two weeks; nothing done told; the question's own time
    "Eli has to deliver 70 papers each week. He delivered 30 papers on Sunday. He delivered 25 "
    "papers on Monday. How many more papers does Eli have to deliver?",
    "Eli has to deliver 70 papers each week. How many more papers does Eli have to deliver?",
    "Eli has to deliver 70 papers each week. He delivered 30 papers on Monday. How many more papers "
    "does Eli have to deliver next week?",
    # a period the days cannot place
    "Eli has to deliver 70 papers each day. He delivered 30 papers on Monday. How many more papers "
    "does Eli have to deliver?",
]


@pytest.mark.parametrize(("text", "value", "unit"), PERIOD_ANSWERED)
def test_period_answered(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", PERIOD_REFUSED)
def test_period_refused(text: str) -> None:
    assert_refuses(text)
