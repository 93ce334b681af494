"""A relative told by a possessive and said again by the same words ("Ivo and his uncle …
his uncle caught 6") is the one told, not that relative's own relative, while the first owner
is still a candidate for the possessive of the right gender. Each case is in our own words."""

from tests.outcomes import assert_answers, assert_refuses


def test_the_relative_said_again_is_the_one_told() -> None:
    assert_answers("Ivo and his uncle went to the pond. Ivo caught 3 frogs and his uncle caught twice "
                   "as many as Ivo. How many more frogs did his uncle catch than Ivo?", 3, "frogs")
    assert_answers("Mia and her aunt went to the beach. Mia found 4 shells and her aunt found 5 "
                   "more than Mia. How many shells did her aunt find?", 9, "shells")


def test_a_relative_told_by_other_words_keeps_both_readings() -> None:
    # "Ivo's uncle … His uncle": Ivo's uncle's uncle, or Ivo's again? Told apart by the
    # numbers only (the same uncle cannot hold 5 and 3), as before
    assert_answers("Ivo's uncle has 5 pens. His uncle has 3 pens. How many pens does Ivo's uncle "
                   "have?", 5, "pens")


def test_a_possessive_of_the_other_gender_is_no_candidate() -> None:
    # "her aunt" said again where the first owner is a man: the aunt's own aunt, or untold
    assert_refuses("Ivo and his aunt went out. Ivo found 4 shells. Her aunt found 6 shells. How many "
                   "shells did his aunt find?")
