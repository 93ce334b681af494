"""A name closed by a common noun of place ("Pine Street", "Rock Lake") names a place: it is
no person counted by "the three" or "the two". A title keeps a name a person's ("Mr. Park").
Each case is in our own words; an answer case fails when the place is counted among the
people again, a refusal case when a person is left out of the count."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("The group walked along Pine Street. Una has 4 shells, Vic has 6 shells and Wes has 2 shells. "
     "How many shells do the three have in all?", 12),
    ("Una and Vic went to Rock Lake. Una caught 3 fish and Vic caught 5 fish. How many fish did the "
     "two catch?", 8),
]

REFUSED = [
    # a titled name is a person's, however it ends: four people, not three
    "Una visited Mr. Park. Vic has 6 shells and Wes has 2 shells. How many shells do the three have?",
    # the place is left out, and the people are still not the number asked
    "The group walked along Pine Street. Una has 4 shells, Vic has 6 shells and Wes has 2 shells. How "
    "many shells do the two have?",
    # "the kids" may be more than the three named
    "The kids walked along Pine Street. Una has 4 shells, Vic has 6 shells and Wes has 2 shells. How "
    "many shells do the three have?",
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_place_name_not_counted(text: str, value: int) -> None:
    assert_answers(text, value)


@pytest.mark.parametrize("text", REFUSED)
def test_place_name_refused(text: str) -> None:
    assert_refuses(text)
