""" "There were 40 figs in a bowl. Ivo ate 7 figs.": a count used up (lexicon ``consuming_verbs``)
with no "of them", by one who holds none of the kind, is of the things a place holds when that
place (or no one named) is their one holder — as "7 of the figs" would say. Each case is in our
own words; a refusal case fails when the eater holds some of his own, two places hold the kind, a
person holds them, or the sentence places the doing elsewhere."""

from tests.outcomes import shape_tests

ANSWERED = [
    ("There were 40 figs in a bowl. Ivo ate 7 figs. How many figs are left in the bowl?", 33, "figs"),
    ("There are 60 grapes on a plate. Rita ate a third of the grapes and Olga ate 12 grapes. How many "
     "grapes remain on the plate?", 28, "grapes"),
    ("A tin has 25 biscuits. Ivo ate 4 biscuits and then he ate 3 more biscuits. How many biscuits "
     "are in the tin now?", 18, "biscuits"),
]

REFUSED = [
    # the eater got some of his own first
    "There were 40 figs in a bowl. Ivo bought 10 figs. Ivo ate 7 figs. How many figs are left in the "
    "bowl?",
    # two places hold figs: from which?
    "There were 40 figs in a bowl and 20 figs on a tray. Ivo ate 7 figs. How many figs are left in "
    "the bowl?",
    # a person holds them: his own, or hers?
    "Rita has 40 figs. Ivo ate 7 figs. How many figs does Rita have?",
    # the doing placed elsewhere
    "There were 40 figs in a bowl. Ivo ate 7 figs at the market. How many figs are left in the bowl?",
    # no count told
    "There were 40 figs in a bowl. Ivo ate some figs. How many figs are left in the bowl?",
    # told before the place's holding
    "Ivo ate 7 figs. There were 40 figs in a bowl. How many figs are in the bowl?",
]

test_answered, test_refused = shape_tests(ANSWERED, REFUSED)
