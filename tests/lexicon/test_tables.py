"""The packaged name, hypernym and unit tables load, answer look-ups, and refuse bad data."""

from __future__ import annotations

from fractions import Fraction
from importlib import resources
from pathlib import Path

import pytest

from wordproof.lexicon import tables
from wordproof.lexicon.errors import LexiconError
from wordproof.lexicon.tables import (
    category_for_plural,
    coin_value,
    conversion_factor,
    hypernyms_of,
    kinds_apart,
    measure_unit,
    membership,
    name_gender,
    parse_hypernyms,
    parse_names,
    parse_parts,
    parse_units,
)


def _unit(word: str) -> tables.MeasureUnit:
    unit = measure_unit(word)
    assert unit is not None, word
    return unit


# ---------------------------------------------------------------- the packaged tables


def test_packaged_tables_load_with_versions() -> None:
    assert tables.names_table().version >= 1
    assert tables.hypernym_table().version >= 1
    assert tables.unit_table().version >= 1


def test_names_table_holds_thousands_of_clear_names() -> None:
    names = tables.names_table()
    assert 4000 <= len(names.female) + len(names.male) <= 8000
    assert not names.female & names.male


@pytest.mark.parametrize(
    ("name", "gender"),
    [
        ("mary", "female"),
        ("Mary", "female"),
        ("ABIGAIL", "female"),
        ("john", "male"),
        ("John", "male"),
        ("michael", "male"),
        ("jordan", None),
        ("casey", None),
        ("alex", None),
        ("taylor", None),
        ("xylophone", None),
        ("", None),
    ],
)
def test_name_gender(name: str, gender: str | None) -> None:
    assert name_gender(name) == gender


@pytest.mark.parametrize(
    ("lemma", "categories"),
    [
        ("cow", ("animal", "mammal")),
        ("horse", ("animal", "mammal")),
        ("dog", ("animal", "mammal", "pet")),
        ("parrot", ("animal", "bird", "pet")),
        ("goldfish", ("animal", "fish", "pet")),
        ("bird", ("animal",)),
        ("fish", ("animal",)),
        ("Apple", ("fruit",)),
        ("dime", ("coin",)),
        ("guinea pig", ("animal", "mammal", "pet", "rodent")),
        ("spoon", ("utensil",)),
        ("magazine", ("reading material",)),
        ("animal", ()),
        ("tomato", ()),
        ("bat", ()),
        ("unknownword", ()),
    ],
)
def test_hypernyms_of(lemma: str, categories: tuple[str, ...]) -> None:
    assert hypernyms_of(lemma) == categories


@pytest.mark.parametrize(
    ("word", "category"),
    [
        ("animals", "animal"),
        ("Fruits", "fruit"),
        ("fruit", "fruit"),
        ("clothes", "clothing"),
        ("baked goods", "baked good"),
        ("reading materials", "reading material"),
        ("utensils", "utensil"),
        ("materials", None),
        ("fish", "fish"),
        ("cows", None),
        ("animal", None),
    ],
)
def test_category_for_plural(word: str, category: str | None) -> None:
    assert category_for_plural(word) == category


@pytest.mark.parametrize(
    ("word", "name"),
    [
        ("foot", "foot"),
        ("feet", "foot"),
        ("FT", "foot"),
        ("metre", "meter"),
        ("litres", "liter"),
        ("km", "kilometer"),
        ("lbs", "pound"),
        ("$", "dollar"),
        ("bucks", "dollar"),
        ("cents", "cent"),
        ("hrs", "hour"),
        ("min", "minute"),
        ("centuries", "century"),
        ("fl  oz", "fluid ounce"),
        ("dozen", "dozen"),
    ],
)
def test_measure_unit_forms(word: str, name: str) -> None:
    assert _unit(word).name == name


@pytest.mark.parametrize("word", ["in", "m", "l", "s", "dime", "apple", "mph", ""])
def test_not_a_unit(word: str) -> None:
    assert measure_unit(word) is None


def test_every_factor_is_a_fraction() -> None:
    for unit in tables.unit_table().units:
        assert type(unit.factor) is Fraction
        assert unit.factor > 0


@pytest.mark.parametrize(
    ("count", "source", "target", "expected"),
    [
        (12, "inch", "foot", 1),
        (3, "foot", "yard", 1),
        (5280, "foot", "mile", 1),
        (1, "inch", "centimeter", Fraction(254, 100)),
        (100, "cent", "dollar", 1),
        (60, "minute", "hour", 1),
        (7, "day", "week", 1),
        (2, "week", "fortnight", 1),
        (12, "month", "year", 1),
        (100, "year", "century", 1),
        (16, "ounce", "pound", 1),
        (1000, "gram", "kilogram", 1),
        (1, "pound", "gram", Fraction("453.59237")),
        (4, "quart", "gallon", 1),
        (2, "pint", "quart", 1),
        (2, "cup", "pint", 1),
        (8, "fluid ounce", "cup", 1),
        (2, "tablespoon", "fluid ounce", 1),
        (3, "teaspoon", "tablespoon", 1),
        (1, "gallon", "liter", Fraction("3.785411784")),
        (1, "gallon", "inch", None),
        (1, "day", "month", None),
        (1, "year", "day", None),
        (3, "dozen", "pair", 18),
    ],
)
def test_conversions_are_exact(
    count: int, source: str, target: str, expected: Fraction | int | None
) -> None:
    source_unit, target_unit = _unit(source), _unit(target)
    exact = source_unit.factor * count / target_unit.factor
    if expected is None:
        assert conversion_factor(source_unit, target_unit) is None
        return
    assert exact == expected
    # The ounce is ambiguous (mass or fluid ounce), so only its factor converts, not the word.
    if not source_unit.ambiguous:
        factor = conversion_factor(source_unit, target_unit)
        assert factor is not None
        assert factor * count == expected


def test_ambiguous_units_do_not_convert() -> None:
    ton, tonne, pound = _unit("ton"), _unit("tonne"), _unit("pound")
    assert ton.ambiguous and not tonne.ambiguous
    assert conversion_factor(ton, pound) is None
    assert conversion_factor(tonne, _unit("kilogram")) == 1000


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("penny", Fraction(1, 100)),
        ("pennies", Fraction(1, 100)),
        ("nickel", Fraction(1, 20)),
        ("Dime", Fraction(1, 10)),
        ("quarters", Fraction(1, 4)),
        ("half dollar", Fraction(1, 2)),
        ("dollar", None),
        ("cent", None),
    ],
)
def test_coin_value(word: str, value: Fraction | None) -> None:
    assert coin_value(word) == value


def test_packaged_files_parse_identically_through_the_parse_functions() -> None:
    data = resources.files("wordproof.lexicon").joinpath("data")
    assert parse_units(data.joinpath("units.toml").read_text("utf-8")) == tables.unit_table()
    assert parse_hypernyms(
        data.joinpath("hypernyms.toml").read_text("utf-8")
    ) == tables.hypernym_table()


# ---------------------------------------------------------------- validation


HEADER = "# test table\n# version: 1\n"

GOOD_UNITS = HEADER + """
[dimension.length]
base = "meter"
[unit.meter]
dimension = "length"
factor = "1"
plural = "meters"
[unit.foot]
dimension = "length"
factor = "381/1250"
plural = "feet"
forms = ["ft"]
[coin.dime]
value = "1/10"
plural = "dimes"
"""

GOOD_HYPERNYMS = HEADER + """
[animal]
plural = "animals"
includes = ["bird"]
members = ["cow"]
[bird]
plural = "birds"
members = ["duck"]
"""

GOOD_NAMES = HEADER + """
[female]
names = ["ada", "mary"]
[male]
names = ["john"]
"""


@pytest.mark.parametrize(
    ("lemma", "category", "modifiers", "member"),
    [
        ("cow", "animal", (), True),
        ("duck", "animal", ("brown",), True),
        ("pen", "animal", (), None),  # a kind the table does not know is neither in nor out
        ("whale", "fish", (), None),  # disputed: a whale is a mammal, yet called a fish
        ("shark", "fish", (), True),
        ("tomato", "fruit", (), None),  # fruit to a botanist, vegetable in a kitchen
        ("carrot", "fruit", (), False),
        ("cow", "pet", (), None),  # a role a cow may hold or not
        ("cat", "pet", (), True),
        ("car", "vehicle", ("toy",), None),  # a likeness: is a toy car a vehicle?
        ("dog", "animal", ("stuffed",), None),
        ("car", "vehicle", ("red",), True),
        ("rabbit", "rodent", (), None),  # a rodent to many speakers, not to zoology
        ("hamster", "rodent", (), True),
        ("spoon", "tool", (), None),  # a kitchen tool, or no tool at all
        ("hammer", "utensil", (), False),
        ("cup", "utensil", (), None),  # a utensil or a vessel
        ("notebook", "reading material", (), None),
        ("apple", "tool", (), False),
        ("car", "toy", (), None),  # a kind of a category disputed for toys: cars beside dolls
        ("horse", "toy", (), None),
        ("carrot", "toy", (), False),
        ("bear", "toy", ("teddy",), True),  # the table's compound, not the animal
        ("truck", "vehicle", ("fire",), True),
    ],
)
def test_membership(lemma: str, category: str, modifiers: tuple[str, ...], member: bool | None) -> None:
    assert membership(lemma, category, modifiers) is member


@pytest.mark.parametrize(
    ("one", "other", "apart"),
    [
        ("cat", "hamster", True),
        ("kitten", "hamster", True),  # a kitten is a cat
        ("cat", "parrot", True),  # a mammal and a bird
        ("oak", "fir", True),
        ("boy", "woman", True),
        ("hen", "chicken", False),
        ("kitten", "cat", False),
        ("cat", "lion", False),  # "cat" may take in the big cats
        ("pony", "horse", False),
        ("taxi", "car", False),
        ("calf", "elephant", False),  # in no sort: a calf of a cow or of an elephant
        ("shrimp", "salmon", False),  # a shrimp may be counted a fish
        ("student", "man", False),  # perhaps a child, perhaps not: in no sort for certain
        ("cat", "poodle", False),  # unknown to the table
        ("cat", "cat", False),
        ("apple", "carrot", False),  # no category holds both
    ],
)
def test_kinds_apart(one: str, other: str, apart: bool) -> None:
    assert kinds_apart(one, other) is apart
    assert kinds_apart(other, one) is apart


def test_good_samples_parse() -> None:
    assert parse_units(GOOD_UNITS).unit("ft") is not None
    assert parse_hypernyms(GOOD_HYPERNYMS).hypernyms_of("duck") == ("animal", "bird")
    assert parse_names(GOOD_NAMES).gender("Ada") == "female"


@pytest.mark.parametrize(
    ("text", "entry", "problem"),
    [
        (GOOD_NAMES.replace('["john"]', '["john", "mary"]'), "mary", "both female and male"),
        (GOOD_NAMES.replace('["ada", "mary"]', '["mary", "ada"]'), "female", "sorted"),
        (GOOD_NAMES.replace('["john"]', '["John"]'), "male", "normal form"),
        (GOOD_NAMES + "[other]\nnames = []\n", "", "unknown key 'other'"),
        (GOOD_NAMES.replace(HEADER, ""), "", "comment block"),
        (GOOD_NAMES.replace("# version: 1\n", ""), "", "version"),
    ],
)
def test_bad_names(text: str, entry: str, problem: str) -> None:
    with pytest.raises(LexiconError) as caught:
        parse_names(text, "names.toml")
    assert caught.value.file == "names.toml"
    assert caught.value.entry == entry
    assert problem in caught.value.problem


@pytest.mark.parametrize(
    ("text", "entry", "problem"),
    [
        (GOOD_HYPERNYMS.replace('["cow"]', '["cow", "bird"]'), "animal", "is a category"),
        (GOOD_HYPERNYMS.replace('["duck"]', '["duck"]\nincludes = ["animal"]'), "animal",
         "back to the category"),
        (GOOD_HYPERNYMS.replace('["bird"]', '["fowl"]'), "animal", "unknown category"),
        (GOOD_HYPERNYMS.replace('"birds"', '"animals"'), "bird", "also claimed"),
        (GOOD_HYPERNYMS.replace('"birds"', '"cow"'), "bird", "member lemma"),
        (GOOD_HYPERNYMS.replace('["duck"]', '["duck"]\ncolor = "red"'), "bird",
         "unknown key 'color'"),
        (GOOD_HYPERNYMS.replace('members = ["duck"]\n', ""), "bird", "missing key 'members'"),
        (GOOD_HYPERNYMS.replace('["cow"]', '["cow", "cow"]'), "animal", "twice"),
        (GOOD_HYPERNYMS.replace('["duck"]', '["duck"]\ndisputed = ["duck"]'), "bird",
         "also listed as a member"),
        (GOOD_HYPERNYMS.replace('members = ["cow"]', 'members = ["cow"]\ndisputed = ["duck"]'),
         "animal", "also listed as a member"),
        (GOOD_HYPERNYMS.replace('["cow"]', '["cow"]\nsorts = [["cow"], ["cow"]]'), "animal",
         "stands in two sorts"),
        (GOOD_HYPERNYMS.replace('["cow"]', '["cow"]\nsorts = [["cow"], ["pen"]]'), "animal",
         "neither a member"),
        (GOOD_HYPERNYMS.replace('["duck"]', '["duck"]\nsorts = [["duck"], ["cow"]]'), "bird",
         "neither a member"),
        (GOOD_HYPERNYMS.replace('["cow"]', '["cow"]\nsorts = "cow"'), "animal", "array of arrays"),
        (GOOD_HYPERNYMS.replace("version: 1", "version: one"), "", "version"),
        ("[animal]\n" + GOOD_HYPERNYMS, "", "comment block"),
    ],
)
def test_bad_hypernyms(text: str, entry: str, problem: str) -> None:
    with pytest.raises(LexiconError) as caught:
        parse_hypernyms(text, "hypernyms.toml")
    assert caught.value.entry == entry
    assert problem in caught.value.problem


@pytest.mark.parametrize(
    ("text", "entry", "problem"),
    [
        (GOOD_UNITS.replace('"381/1250"', '"0.3048"'), "unit.foot", "not an exact rational"),
        (GOOD_UNITS.replace('"381/1250"', "0.3048"), "unit.foot", "not an exact rational"),
        (GOOD_UNITS.replace('"381/1250"', '"1/0"'), "unit.foot", "not an exact rational"),
        (GOOD_UNITS.replace('"381/1250"', '"-1"'), "unit.foot", "not an exact rational"),
        (GOOD_UNITS.replace('["ft"]', '["ft", "meters"]'), "unit.foot", "also by unit.meter"),
        (GOOD_UNITS.replace('["ft"]', '["ft", "dimes"]'), "coin.dime", "also by unit.foot"),
        (GOOD_UNITS.replace('["ft"]', '["ft", "ft"]'), "unit.foot", "twice"),
        (GOOD_UNITS.replace('forms = ["ft"]', 'forms = ["ft"]\nshort = "ft"'), "unit.foot",
         "unknown key 'short'"),
        (GOOD_UNITS.replace('dimension = "length"\nfactor = "381',
                            'dimension = "lenght"\nfactor = "381'),
         "unit.foot", "unknown dimension 'lenght'"),
        (GOOD_UNITS.replace('base = "meter"', 'base = "foot"'), "dimension.length",
         "expected 1"),
        (GOOD_UNITS.replace('forms = ["ft"]', 'forms = ["ft"]\nexact = "no"'), "unit.foot",
         "true or false"),
        (GOOD_UNITS.replace('value = "1/10"', 'value = 0.1'), "coin.dime",
         "not an exact rational"),
        (GOOD_UNITS + "[currency]\n", "", "unknown key 'currency'"),
        (GOOD_UNITS + '[reckoning.foot]\nmeter = "3"\n', "reckoning.foot", "no calendar unit"),
        (GOOD_UNITS + '[reckoning.year]\nweek = "52"\n', "reckoning.year", "no calendar unit"),
        (GOOD_UNITS.replace(HEADER, ""), "", "comment block"),
    ],
)
def test_bad_units(text: str, entry: str, problem: str) -> None:
    with pytest.raises(LexiconError) as caught:
        parse_units(text, "units.toml")
    assert caught.value.entry == entry
    assert problem in caught.value.problem


def test_bad_table_from_a_file(tmp_path: Path) -> None:
    """A broken table written to disk is refused when parsed, with the file named."""
    path = tmp_path / "units.toml"
    path.write_text(GOOD_UNITS.replace('"381/1250"', '"0.3048"'), encoding="utf-8")
    with pytest.raises(LexiconError, match=r"units\.toml \[unit\.foot\]: factor '0\.3048'"):
        parse_units(path.read_text(encoding="utf-8"), path.name)


def test_invalid_toml_is_a_lexicon_error() -> None:
    with pytest.raises(LexiconError, match="not valid TOML"):
        parse_units(HEADER + "[unit.foot\n")


def test_an_unclear_name_is_a_name_without_gender() -> None:
    from wordproof.lexicon.tables import is_given_name, name_gender

    assert is_given_name("Jordan") and name_gender("Jordan") is None
    assert is_given_name("Mary") and not is_given_name("seashell")


def test_an_open_category_may_hold_a_kind_it_does_not_list() -> None:
    from wordproof.lexicon.tables import may_belong

    assert may_belong("fish", "pet")  # an animal, like the pets listed
    assert not may_belong("dog", "pet")  # listed: a member, not a "may be"
    assert not may_belong("dog", "bird")  # birds are a kind, not a role
    assert not may_belong("shovel", "pet")


GOOD_PARTS = """# parts
# version: 1
[part.leg]
plural = "legs"
[part.leg.of]
spider = "8"
"""


def test_parts_table() -> None:
    data = resources.files("wordproof.lexicon").joinpath("data")
    assert parse_parts(data.joinpath("parts.toml").read_text("utf-8")) == tables.part_table()
    assert tables.parts_of("leg", "spider") == 8
    assert tables.parts_of("wheel", "tricycle") == 3
    assert tables.parts_of("leg", "octopus") is None
    assert parse_parts(GOOD_PARTS).counts["leg"]["spider"] == 8


@pytest.mark.parametrize(
    ("text", "entry", "problem"),
    [
        (GOOD_PARTS.replace('"8"', '"8/3"'), "part.leg.of.spider", "not a whole number"),
        (GOOD_PARTS.replace('"8"', '"0.5"'), "part.leg.of.spider", "not an exact rational"),
        (GOOD_PARTS.replace('plural = "legs"\n', ""), "part.leg", "missing key 'plural'"),
    ],
)
def test_bad_parts(text: str, entry: str, problem: str) -> None:
    with pytest.raises(LexiconError) as caught:
        parse_parts(text, "parts.toml")
    assert caught.value.entry == entry
    assert problem in caught.value.problem


def test_reckonings_count_time_units_in_a_calendar_unit() -> None:
    year, week, day, month = (tables.measure_unit(w) for w in ("year", "week", "day", "month"))
    assert year and week and day and month
    assert tables.reckoned(year, week) == 52 and tables.reckoned(year, day) == 365
    assert tables.reckoned(month, day) is None  # 28 to 31
    assert conversion_factor(year, week) is None  # no conversion: a year is 52 weeks and a day
    calendar = GOOD_UNITS + (
        '[dimension.time]\nbase = "day"\n[unit.day]\ndimension = "time"\nfactor = "1"\nplural = "days"\n'
        '[dimension.calendar]\nbase = "year"\n[unit.year]\ndimension = "calendar"\nfactor = "1"\n'
        'plural = "years"\n')
    assert parse_units(calendar + '[reckoning.year]\nday = "365"\n').reckonings == {("year", "day"): 365}
    with pytest.raises(LexiconError) as caught:
        parse_units(calendar + '[reckoning.year]\nmeter = "3"\n', "units.toml")
    assert "no unit of time" in caught.value.problem
