"""Which day named after "on" is the compared doing's ("as he sold on Monday") and which is the
telling's own ("more than 5 pens on Monday", "as many pens on Monday")."""

import pytest

from wordproof.text.times import compared_day

CASES = [
    ("He sold twice as many as on Monday", True),
    ("He sold 3 more than on Monday", True),
    ("He sold twice as many as he sold on Monday", True),
    ("She sold 3 more than she did on Monday", True),
    ("He sold twice the number of figs he sold on Monday", True),
    ("He sold twice the number of figs that he sold on Monday", True),
    ("She ate double the figs she ate on Monday", True),
    # this doing's own day
    ("She sold more than 5 pens on Monday", False),
    ("She sold as many pens on Monday", False),
    ("She sold 5 pens on Monday", False),
    ("She gave the pens to Bo on Monday", False),
    ("He sold twice as many as Ann on Monday", False),
]


@pytest.mark.parametrize(("text", "compared"), CASES)
def test_compared_day(text: str, compared: bool) -> None:
    at = text.index("Monday")
    assert compared_day(text, (at, at + len("Monday"))) is compared
