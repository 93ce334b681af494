"""Comparisons of two doers' doings told in time (``ledger/datings``): "On Monday Adam ran 25
miles more than Kay" ties Adam's run and Kay's of Monday, never a run of Kay's told of another
day; a clause that names no time goes on at the time the story last named ("Last week Adam ran
25 miles more than Kay. Adam ran 35 miles."); a time closing the comparison ("than Emma in the
first round") is both sides'; "without stopping" after an amount tells how, not when. One
pronoun names one doer in both the doing and its comparison. Every case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Last week Adam ran 25 miles more than Kay. Adam ran 35 miles. How many miles did Kay run?", 10),
    ("Last week Adam ran 25 miles more than Kay. Kay ran 10 miles. How many miles did Adam run?", 35),
    ("On Monday Lea picked 4 more figs than Ben. On Monday Ben picked 9 figs. How many figs did Lea "
     "pick?", 13),
    ("Yesterday Lea picked 4 more figs than Ben. Ben picked 9 figs. How many figs did Lea pick?", 13),
    ("Ben picked 9 figs yesterday. Lea picked 4 more figs than Ben. How many figs did Lea pick?", 13),
    # of the doings told at times, the comparison's own
    ("Tia found 6 more shells than Ola in the first round. Ola found 8 shells in the first round. "
     "Tia found 5 shells in the second round. How many shells did Tia find in all?", 19),
    # "she" is one doer in the doing and in its comparison; Meg is never compared with herself
    ("Nia and Meg are in a contest. Nia jumped 40 times. She jumped 12 fewer times than Meg. How many "
     "times did Meg jump?", 52),
    # a manner said by "without" and a word of doing tells how, not when: the one jumping
    ("Ida jumped 40 times without stopping. She jumped 12 fewer times than Meg. How many times did "
     "Meg jump?", 52),
    ("Ivo picked 5 more plums than did Rui. Rui picked 7 plums. How many plums did Ivo pick?", 12),
    # the kind compared by all its words, on both sides
    ("Rui picked 14 bags of figs and 9 bags of plums. Ivo picked 6 more bags of figs than Rui. How "
     "many bags of figs did Ivo pick?", 20),
    ("Rui picked 14 red figs and 9 green figs. Ivo picked 6 more figs than Rui. How many figs did "
     "Ivo pick?", 29),
    ("Ivo memorized 6 more words than Rui. Rui memorized 9 words. How many words did Ivo "
     "memorize?", 15),
    ("Ivo contributed $20 more than Rui. Rui contributed $45. How much did Ivo contribute?", 65),
]

REFUSED = [
    # told of one stretch named by an ordinal, asked with none: the other stretches are untold
    "Tia found 6 more shells than Ola in the first round. Ola found 8 shells in the first round. "
    "How many shells did Tia find?",
    "In the first hour Lea rowed 4 more miles than Ben. In the first hour Ben rowed 2 miles. How "
    "many miles did Lea row?",
    # the other's doing told of another time
    "Yesterday Adam ran 25 miles more than Kay. Today Kay ran 10 miles. How many miles did Adam run?",
    "Yesterday Adam ran 25 miles more than Kay. Kay ran 10 miles today. How many miles did Adam run?",
    "On Monday Lea picked 4 more figs than Ben. On Tuesday Ben picked 9 figs. How many figs did Lea "
    "pick?",
    "Last week Lea picked 4 more figs than Ben. This week Ben picked 9 figs. How many figs did Lea "
    "pick?",
    "Ben picked 9 figs on Tuesday. On Monday Lea picked 4 more figs than Ben. How many figs did Lea "
    "pick?",
    "Lea picked 4 more figs than Ben. Ben picked 9 figs on Tuesday. How many figs did Lea pick?",
    "Tia found 6 more shells than Ola in the first round. Ola found 8 shells in the second round. "
    "How many shells did Tia find?",
    "On Monday Lea picked twice as many figs as Ben. On Tuesday Ben picked 9 figs. How many figs "
    "did Lea pick?",
    "In the first hour Lea rowed 4 more miles than Ben. In the second hour Ben rowed 2 miles. How "
    "many miles did Lea row?",
    # the amount told with a time of its own is another doing
    "Last week Adam ran 25 miles more than Kay. This week Adam ran 35 miles. How many miles did Kay "
    "run?",
    # a doing told before the comparison, which names a time: the same run?
    "Adam ran 35 miles. Last week Adam ran 25 miles more than Kay. How many miles did Kay run?",
    # the other's doing said in another tense: at another time
    "Ivo picked 5 more plums than Rui does. Rui picked 7 plums. How many plums did Ivo pick?",
    "Ivo has 5 more plums than Rui did. Rui has 7 plums. How many plums does Ivo have?",
    "Ivo has 5 more plums than did Rui. Rui has 7 plums. How many plums does Ivo have?",
    # the manner beside a day: a jumping of Monday, the comparison's perhaps another
    "Ida jumped 40 times without stopping on Monday. She jumped 12 fewer times than Meg. How many "
    "times did Meg jump?",
    # told with "also": one more rowing besides the one compared
    "Ugo rowed 12 miles more than Pia. Ugo also rowed 30 miles. How many miles did Pia row?",
    # the other's kind told with fewer words: which of his figs were red is not told
    "Rui picked 14 figs. Ivo picked 6 more red figs than Rui. How many red figs did Ivo pick?",
    # of a doing of the two days one clause tells: which day's?
    "Ned read 20 pages on Monday and 10 pages on Tuesday. On Tuesday Ona read 5 more pages than "
    "Ned. How many pages did Ona read?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_answered(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert_refuses(text)
