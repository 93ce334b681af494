"""The two obligations of a value worked out from told relations (obligations.base.pin_value),
used by the figure, ratio and number-puzzle readers: the relations hold with the value
(consistency) and with no other value (uniqueness). Each test fails when its obligation is
switched off."""

from fractions import Fraction

import attrs
import z3

from wordproof.ledger.figures import FigureEntry, Measure, Shape
from wordproof.obligations.base import pin_value
from wordproof.obligations.figures import prove_figure
from wordproof.proofs.gateway import gateway, real_value
from wordproof.reader.figures import read_figure
from wordproof.refusals import Refusal
from wordproof.text.tokens import tokenize

NAMES = ("consistent", "unique")


def _facts(x: z3.ArithRef, y: z3.ArithRef) -> list[tuple[str, z3.BoolRef]]:
    total = x + y == real_value(Fraction(10))
    assert isinstance(total, z3.BoolRef)
    return [("sum", total)]


def test_consistency_refuses_a_value_the_relations_deny() -> None:
    x, y = z3.Reals("x y")
    facts = [*_facts(x, y), ("y", y == 4)]
    refused = pin_value(gateway(), facts, x, Fraction(7), NAMES, frozenset(), "x + y = 10, y = 4")
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    unchecked = pin_value(gateway(), facts, x, Fraction(7), NAMES, frozenset({"consistent"}), "")
    assert not isinstance(unchecked, tuple)  # uniqueness still sees 6, not 7
    both_off = pin_value(gateway(), facts, x, Fraction(7), NAMES, frozenset(NAMES), "")
    assert isinstance(both_off, tuple) and both_off[0] == ()


def test_uniqueness_refuses_relations_that_do_not_pin_the_value() -> None:
    x, y = z3.Reals("x y")
    refused = pin_value(gateway(), _facts(x, y), x, Fraction(6), NAMES, frozenset(), "x + y = 10")
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    unchecked = pin_value(gateway(), _facts(x, y), x, Fraction(6), NAMES, frozenset({"unique"}), "")
    assert isinstance(unchecked, tuple) and [c.obligation for c in unchecked[0]] == ["consistent"]


def _rectangle() -> FigureEntry:
    text = "A rug is 8 feet long and 5 feet wide. What is its area?"
    entry = _figure_of(text)
    assert entry is not None and entry.asked is Measure.AREA
    return entry


def test_figure_consistency_is_load_bearing() -> None:
    square = attrs.evolve(_rectangle(), shape=Shape.SQUARE)  # told 8 and 5: no square
    refused = prove_figure(square, Fraction(40), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    assert isinstance(prove_figure(square, Fraction(40), gateway(), frozenset({"figure_consistent"})),
                      tuple)


def test_figure_uniqueness_is_load_bearing() -> None:
    entry = _rectangle()
    one_side = attrs.evolve(entry, told=entry.told[:1])  # the width not told
    refused = prove_figure(one_side, Fraction(40), gateway())
    assert not isinstance(refused, tuple) and refused.code.code == "not_unique"
    assert isinstance(prove_figure(one_side, Fraction(40), gateway(), frozenset({"figure_unique"})),
                      tuple)


def _figure_of(text: str) -> FigureEntry | None:
    tokens = tokenize(text)
    assert isinstance(tokens, tuple | list)
    return read_figure(text, tokens)


def test_polygon_rule_is_load_bearing() -> None:
    text = "A regular pentagon has a perimeter of 60 feet. How long is each side?"
    entry = _figure_of(text)
    assert entry is not None and entry.shape is Shape.REGULAR and entry.sides == 5
    assert isinstance(prove_figure(entry, Fraction(12), gateway()), tuple)
    refused = prove_figure(entry, Fraction(20), gateway())  # a triangle's side, not a pentagon's
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    unchecked = prove_figure(entry, Fraction(20), gateway(), frozenset({"figure_consistent"}))
    assert not isinstance(unchecked, tuple) and unchecked.code.code == "not_unique"
    assert isinstance(prove_figure(entry, Fraction(20), gateway(),
                                   frozenset({"figure_consistent", "figure_unique"})), tuple)


def test_side_relation_is_load_bearing() -> None:
    text = "A rug is half as wide as it is long. Its perimeter is 36 feet. What is its area?"
    entry = _figure_of(text)
    assert entry is not None and len(entry.relations) == 1
    assert isinstance(prove_figure(entry, Fraction(72), gateway()), tuple)
    refused = prove_figure(entry, Fraction(81), gateway())  # the area of a square rug
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    unchecked = prove_figure(entry, Fraction(81), gateway(), frozenset({"figure_consistent"}))
    assert not isinstance(unchecked, tuple) and unchecked.code.code == "not_unique"
    unrelated = attrs.evolve(entry, relations=())  # the perimeter alone leaves the area open
    assert isinstance(prove_figure(unrelated, Fraction(72), gateway(), frozenset({"figure_consistent"})),
                      Refusal)


def test_base_height_rule_is_load_bearing() -> None:
    text = "A triangle has a base of 10 feet and a height of 6 feet. What is its area?"
    entry = _figure_of(text)
    assert entry is not None and entry.shape is Shape.TRIANGLE
    assert isinstance(prove_figure(entry, Fraction(30), gateway()), tuple)
    refused = prove_figure(entry, Fraction(60), gateway())  # a parallelogram's area
    assert not isinstance(refused, tuple) and refused.code.code == "inconsistent"
    assert isinstance(prove_figure(attrs.evolve(entry, shape=Shape.PARALLELOGRAM), Fraction(60),
                                   gateway()), tuple)
