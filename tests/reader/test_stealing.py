""""steal" moves things to the one who steals from the one they are stolen from, as
"borrow" does: "Ann stole 3 of Tom's pears" leaves Tom 3 fewer. Each case is in our own words."""

import pytest

from tests.outcomes import assert_answers, assert_refuses

ANSWERED = [
    ("Rita had 30 grapes on her plate. Omar stole some of her grapes. Now she has 21 grapes on her "
     "plate. How many grapes did Omar steal?", 9, "grapes"),
    ("Lev had 14 stamps. Ada stole 5 of his stamps. How many stamps does Lev have now?", 9, "stamps"),
    ("Lev had 14 stamps and Ada had 2 stamps. Ada stole 5 stamps from Lev. How many stamps does Ada "
     "have now?", 7, "stamps"),
    # stolen from someone else: Lev keeps his
    ("Lev had 14 stamps. Ada stole 5 stamps from Kim. How many stamps does Lev have now?", 14, "stamps"),
    # from a thing of Lev's that holds another kind: his stamps stay
    ("Lev had 14 stamps. Ada stole 5 coins from Lev's desk. How many stamps does Lev have now?", 14,
     "stamps"),
]

REFUSED = [
    # from whom? not said
    "Lev had 14 stamps. Ada stole 5 stamps. How many stamps does Lev have now?",
    # how many Ada had before is not told
    "Lev had 14 stamps. Ada stole 5 of his stamps. How many stamps does Ada have now?",
    # stolen from a thing of Lev's: his own stamps may be the ones in it
    "Lev had 14 stamps. Ada stole 5 stamps from Lev's album. How many stamps does Lev have now?",
]


@pytest.mark.parametrize(("text", "value", "unit"), ANSWERED)
def test_stolen_from(text: str, value: int, unit: str) -> None:
    assert_answers(text, value, unit)


@pytest.mark.parametrize("text", REFUSED)
def test_stolen_untold(text: str) -> None:
    assert_refuses(text)
