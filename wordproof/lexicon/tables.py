"""Given names, hypernyms and units of measure, read from the lexicon's TOML data and validated.

Each data file has a ``parse_*`` function that takes the file's text, checks every rule the
file's header states, and returns a frozen table; a broken rule raises ``LexiconError``
naming the file, the entry and the problem. The cached loaders parse the packaged files
once per process, and the module-level look-ups (``name_gender``, ``hypernyms_of``,
``category_for_plural``, ``measure_unit``, ``coin_value``) go through them.

Words are looked up case-insensitively with runs of whitespace read as one space; the data
itself must already be in that normal form, so a look-up never depends on how a file was
typed.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from importlib import resources
from types import MappingProxyType
from typing import Any, Literal

import attrs

from wordproof.lexicon.errors import LexiconError

NAMES_FILE = "names.toml"
HYPERNYMS_FILE = "hypernyms.toml"
UNITS_FILE = "units.toml"
PARTS_FILE = "parts.toml"

Gender = Literal["female", "male"]

_VERSION_LINE = re.compile(r"#\s*version:\s*(\d+)\s*")
# Only "N" or "N/D" in positive integers: "0.5" or "1e-3" would be exact too, but a decimal
# in a factor invites a float somewhere downstream, so the data never has one.
_RATIONAL = re.compile(r"[1-9][0-9]*(?:/[1-9][0-9]*)?")


def normal_form(word: str) -> str:
    """The key a word is looked up by: lowercase, whitespace runs as one space, trimmed."""
    return " ".join(word.lower().split())


# ---------------------------------------------------------------- reading a document


def _document(text: str, file: str) -> tuple[int, dict[str, Any]]:
    """The version from the opening comment block, and the parsed TOML."""
    header: list[str] = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        header.append(line)
    if not header:
        raise LexiconError(
            file, "", "the file must open with a comment block on its syntax, provenance and "
            f"version; it opens with {text[:40]!r}",
        )
    versions = [m.group(1) for line in header if (m := _VERSION_LINE.fullmatch(line))]
    if len(versions) != 1:
        raise LexiconError(
            file, "", f"the opening comment must hold one '# version: N' line, found "
            f"{len(versions)}",
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LexiconError(file, "", f"not valid TOML: {error}") from error
    return int(versions[0]), data


def _keys(
    table: Mapping[str, Any], file: str, entry: str,
    required: Iterable[str], optional: Iterable[str] = (),
) -> None:
    required = tuple(required)
    allowed = set(required) | set(optional)
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise LexiconError(
            file, entry, f"unknown key {unknown[0]!r}; the keys are {', '.join(sorted(allowed))}",
        )
    missing = [key for key in required if key not in table]
    if missing:
        raise LexiconError(file, entry, f"missing key {missing[0]!r}")


def _table(value: Any, file: str, entry: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LexiconError(file, entry, f"expected a table, found {value!r}")
    return value


def _word(value: Any, file: str, entry: str, what: str) -> str:
    """A string already in normal form."""
    if not isinstance(value, str):
        raise LexiconError(file, entry, f"{what} must be a string, found {value!r}")
    if not value or value != normal_form(value):
        raise LexiconError(
            file, entry,
            f"{what} {value!r} is not in normal form (expected {normal_form(value)!r})",
        )
    return value


def _words(value: Any, file: str, entry: str, what: str) -> tuple[str, ...]:
    """An array of normal-form strings, each once."""
    if not isinstance(value, list):
        raise LexiconError(file, entry, f"{what} must be an array of strings, found {value!r}")
    words = tuple(_word(item, file, entry, what) for item in value)
    seen: set[str] = set()
    for word in words:
        if word in seen:
            raise LexiconError(file, entry, f"{what} lists {word!r} twice")
        seen.add(word)
    return words


def _rational(value: Any, file: str, entry: str, what: str) -> Fraction:
    if not isinstance(value, str) or not _RATIONAL.fullmatch(value):
        raise LexiconError(
            file, entry,
            f"{what} {value!r} is not an exact rational: expected a string \"N\" or \"N/D\" "
            "of positive integers",
        )
    return Fraction(value)


def _flag(table: Mapping[str, Any], key: str, default: bool, file: str, entry: str) -> bool:
    value = table.get(key, default)
    if not isinstance(value, bool):
        raise LexiconError(file, entry, f"{key} must be true or false, found {value!r}")
    return value


def _read_packaged(file: str) -> str:
    return resources.files("wordproof.lexicon").joinpath("data", file).read_text("utf-8")


# ---------------------------------------------------------------- names


@attrs.frozen
class NameTable:
    """Given names with a clear gender; every other name has none."""

    version: int
    female: frozenset[str]
    male: frozenset[str]
    unclear: frozenset[str] = frozenset()

    def is_name(self, name: str) -> bool:
        key = normal_form(name)
        return key in self.female or key in self.male or key in self.unclear

    def gender(self, name: str) -> Gender | None:
        key = normal_form(name)
        if key in self.female:
            return "female"
        if key in self.male:
            return "male"
        return None


def parse_names(text: str, file: str = NAMES_FILE) -> NameTable:
    """Read and validate a names file (syntax in the header of ``data/names.toml``)."""
    version, data = _document(text, file)
    _keys(data, file, "", required=("female", "male"), optional=("unclear",))
    lists: dict[str, tuple[str, ...]] = {"unclear": ()}
    for gender in ("female", "male", "unclear"):
        if gender not in data:
            continue
        table = _table(data[gender], file, gender)
        _keys(table, file, gender, required=("names",))
        names = _words(table["names"], file, gender, "a name")
        if list(names) != sorted(names):
            out_of_order = next(b for a, b in zip(names, names[1:], strict=False) if b < a)
            raise LexiconError(file, gender, f"names must be sorted; {out_of_order!r} is not")
        lists[gender] = names
    both = sorted(set(lists["female"]) & set(lists["male"]))
    if both:
        raise LexiconError(file, both[0], "the name is listed as both female and male")
    twice = sorted((set(lists["female"]) | set(lists["male"])) & set(lists["unclear"]))
    if twice:
        raise LexiconError(file, twice[0], "the name is listed both with a gender and as unclear")
    return NameTable(version, frozenset(lists["female"]), frozenset(lists["male"]),
                     frozenset(lists["unclear"]))


@functools.cache
def names_table() -> NameTable:
    """The packaged names table, parsed once."""
    return parse_names(_read_packaged(NAMES_FILE))


def is_given_name(name: str) -> bool:
    """Whether the word is a given name in the table, of clear gender or not."""
    return names_table().is_name(name)


def name_gender(name: str) -> Gender | None:
    """``"female"`` or ``"male"`` for a given name with a clear gender, else None.

    Case-insensitive. None also for every word that is not a listed name: this says what
    gender a name has, not whether a word is a name ("will" is a male name).
    """
    return names_table().gender(name)


# ---------------------------------------------------------------- hypernyms


@attrs.frozen
class HypernymCategory:
    name: str
    plurals: tuple[str, ...]
    members: tuple[str, ...]  # direct members only; see ``includes``
    includes: tuple[str, ...]
    open: bool = False  # a role ("pet"): a kind not listed, like a listed one, may be one too
    disputed: tuple[str, ...] = ()  # kinds ordinary English may count in or out (a tomato: fruit?)
    sorts: tuple[tuple[str, ...], ...] = ()  # groups of kinds that share no thing with another group


@attrs.frozen
class HypernymTable:
    """Categories of things, with look-ups by member and by plural."""

    version: int
    categories: tuple[HypernymCategory, ...]
    # Derived from ``categories`` by ``parse_hypernyms``; left out of equality for that reason.
    by_member: Mapping[str, tuple[str, ...]] = attrs.field(eq=False, repr=False)
    by_plural: Mapping[str, str] = attrs.field(eq=False, repr=False)

    def hypernyms_of(self, lemma: str) -> tuple[str, ...]:
        return self.by_member.get(normal_form(lemma), ())

    def category(self, name: str) -> HypernymCategory | None:
        return next((c for c in self.categories if c.name == name), None)

    def category_for_plural(self, word: str) -> str | None:
        return self.by_plural.get(normal_form(word))

    def sort_of(self, lemma: str, category: HypernymCategory) -> int | None:
        """The one sort of ``category`` things named ``lemma`` are certainly of (the sort names
        it, or a category it belongs to), and perhaps of no other (no sort names a category that
        disputes it); else None ("calf" in no sort, "student" perhaps a child, perhaps not)."""
        word = normal_form(lemma)
        named = {word, *self.hypernyms_of(word)}
        certain: set[int] = set()
        perhaps: set[int] = set()
        for index, sort in enumerate(category.sorts):
            for kind in sort:
                held = self.category(kind)
                if kind in named:
                    certain.add(index)
                elif held is not None and named & set(held.disputed):
                    perhaps.add(index)
        return next(iter(certain)) if len(certain) == 1 and perhaps <= certain else None


def parse_hypernyms(text: str, file: str = HYPERNYMS_FILE) -> HypernymTable:
    """Read and validate a hypernyms file (syntax in the header of ``data/hypernyms.toml``)."""
    version, data = _document(text, file)
    categories: list[HypernymCategory] = []
    for name, value in data.items():
        _word(name, file, name, "a category name")
        table = _table(value, file, name)
        _keys(table, file, name, required=("plural", "members"),
              optional=("includes", "open", "disputed", "sorts"))
        if not isinstance(table.get("open", False), bool):
            raise LexiconError(file, name, "open must be true or false")
        plural = table["plural"]
        plurals = (
            (_word(plural, file, name, "plural"),) if isinstance(plural, str)
            else _words(plural, file, name, "plural")
        )
        if not plurals:
            raise LexiconError(file, name, "plural must name at least one word")
        members = _words(table["members"], file, name, "a member")
        includes = _words(table.get("includes", []), file, name, "includes")
        disputed = _words(table.get("disputed", []), file, name, "a disputed kind")
        sorts = table.get("sorts", [])
        if not isinstance(sorts, list):
            raise LexiconError(file, name, "sorts must be an array of arrays of words")
        read_sorts = tuple(_words(sort, file, name, "a sort") for sort in sorts)
        categories.append(HypernymCategory(name, plurals, members, includes, table.get("open", False),
                                           disputed, read_sorts))

    names = {category.name for category in categories}
    for category in categories:
        for member in category.members:
            if member in names:
                raise LexiconError(
                    file, category.name,
                    f"the member {member!r} is a category: list it under includes instead",
                )
        for included in category.includes:
            if included not in names:
                raise LexiconError(file, category.name, f"includes unknown category {included!r}")

    # Everything a category reaches through includes; a category reaching itself is a cycle.
    edges = {category.name: category.includes for category in categories}

    def reach(start: str) -> set[str]:
        seen: set[str] = set()
        stack = list(edges[start])
        while stack:
            current = stack.pop()
            if current not in seen:
                seen.add(current)
                stack.extend(edges[current])
        return seen

    below = {name: reach(name) for name in sorted(names)}
    for name, reached in below.items():
        if name in reached:
            raise LexiconError(file, name, "includes lead back to the category itself")

    by_member: dict[str, set[str]] = {}
    for category in categories:
        # A category's own name is a word too: "birds" count as animals.
        for word in (*category.members, category.name):
            by_member.setdefault(word, set())
    for category in categories:
        covered = {category.name} | below[category.name]
        for other in categories:
            if other.name not in covered:
                continue
            for member in other.members:
                by_member[member].add(category.name)
            if other.name != category.name:
                by_member[other.name].add(category.name)

    for category in categories:
        for kind in category.disputed:
            if category.name in by_member.get(kind, ()):
                raise LexiconError(
                    file, category.name, f"the disputed kind {kind!r} is also listed as a member",
                )

    for category in categories:
        sorted_words: set[str] = set()
        for sort in category.sorts:
            for kind in sort:
                if kind in sorted_words:
                    raise LexiconError(file, category.name, f"the kind {kind!r} stands in two sorts")
                sorted_words.add(kind)
                if kind not in below[category.name] and category.name not in by_member.get(kind, ()):
                    raise LexiconError(
                        file, category.name,
                        f"the sort word {kind!r} is neither a member nor a category included",
                    )

    by_plural: dict[str, str] = {}
    for category in categories:
        for plural in category.plurals:
            if plural in by_plural:
                raise LexiconError(
                    file, category.name,
                    f"the plural {plural!r} is also claimed by {by_plural[plural]!r}",
                )
            if plural in names and plural != category.name:
                raise LexiconError(file, category.name, f"the plural {plural!r} is a category")
            if plural in by_member and plural not in names:
                raise LexiconError(
                    file, category.name, f"the plural {plural!r} is also a member lemma",
                )
            by_plural[plural] = category.name

    return HypernymTable(
        version,
        tuple(categories),
        MappingProxyType({
            word: tuple(sorted(found)) for word, found in sorted(by_member.items()) if found
        }),
        MappingProxyType(by_plural),
    )


@functools.cache
def hypernym_table() -> HypernymTable:
    """The packaged hypernym table, parsed once."""
    return parse_hypernyms(_read_packaged(HYPERNYMS_FILE))


def hypernyms_of(lemma: str) -> tuple[str, ...]:
    """The categories the singular ``lemma`` belongs to, directly or through includes, sorted.

    A category name has the categories that include it: ``hypernyms_of("bird")`` is
    ``("animal",)``. Empty for an unknown word.
    """
    return hypernym_table().hypernyms_of(lemma)


def category_for_plural(word: str) -> str | None:
    """The category a counting word names: ``"animals"`` -> ``"animal"``, else None."""
    return hypernym_table().category_for_plural(word)


def may_belong(lemma: str, category: str) -> bool:
    """A kind not listed in an open category ("pet") may still be one when it shares a broader
    category with a listed member: a fish may be a pet (both are animals); a pen may not."""
    found = hypernym_table().category(category)
    if found is None or not found.open or category in hypernyms_of(lemma):
        return False
    broader = {c for member in found.members for c in hypernyms_of(member)} - {category}
    return bool(broader & set(hypernyms_of(lemma)))


def kinds_apart(one: str, other: str) -> bool:
    """Things named ``one`` and things named ``other`` certainly share no thing: some category
    places each in one sort only, and the two in different sorts ("cat" and "hamster"; "oak"
    and "fir"; "cat" and "parrot", a mammal and a bird). False for two names of one sort ("hen"
    and "chicken", "kitten" and "cat"), a kind in no sort ("calf": of a cow or an elephant?), and
    a kind that may be in two sorts (a disputed one: a shrimp may be a fish), or that is only
    perhaps in one ("student": perhaps a child)."""
    table = hypernym_table()
    if normal_form(one) == normal_form(other):
        return False
    for category in table.categories:
        if not category.sorts:
            continue
        first, second = table.sort_of(one, category), table.sort_of(other, category)
        if first is not None and second is not None and first != second:
            return True
    return False


def one_sort(one: str, other: str) -> bool:
    """Two names of one sort of some category ("dog" and "puppy", "hen" and "chicken"): the
    things one names may be among those the other names. (A sort may name a category: "dog"
    and "cat" share the animal's sort of mammals, and are still kinds apart.)"""
    table = hypernym_table()
    if normal_form(one) == normal_form(other) or kinds_apart(one, other):
        return False
    for category in table.categories:
        first = table.sort_of(one, category) if category.sorts else None
        if first is not None and first == table.sort_of(other, category):
            return True
    return False


def is_category(lemma: str) -> bool:
    """``lemma`` names a category of the table ("animal", "ball")."""
    return hypernym_table().category(normal_form(lemma)) is not None


def membership(lemma: str, category: str, modifiers: tuple[str, ...] = ()) -> bool | None:
    """Whether things named ``lemma`` (described by ``modifiers``) are of ``category``: True,
    False, or None where ordinary English does not settle it. None for a kind the table does
    not know, a kind listed as disputed for the category, or a kind of a category listed so
    (held as two readings, one counting it in and one out, which disagree whenever it is
    counted: a tomato among fruits, cars among toys), a kind of an
    open category's broader kind (a fish may be a pet), and a likeness (lexicon class
    ``likeness_modifiers``: are toy cars vehicles, wooden ducks birds, toy soldiers toys?)."""
    from wordproof.lexicon.words import in_class

    found = hypernym_table().category(category)
    if modifiers and category in hypernyms_of(f"{modifiers[-1]} {lemma}") and not any(
        in_class(word, "likeness_modifiers") for word in modifiers[:-1]
    ):
        return True  # "chocolate bars" among candy: a listed kind, its first word no likeness
    if found is not None and any(in_class(word, "likeness_modifiers") for word in modifiers):
        return None
    if modifiers and hypernyms_of(compound := f"{modifiers[-1]} {lemma}"):
        lemma = compound  # "teddy bears": a kind of its own, not a bear
    if category in hypernyms_of(lemma):
        return True
    disputed = found is not None and bool(
        {normal_form(lemma), *hypernyms_of(lemma)} & set(found.disputed))
    if disputed or not hypernyms_of(lemma) or may_belong(lemma, category):
        return None
    return False


def narrowest_category(kinds: Sequence[tuple[str, tuple[str, ...]]]) -> str | None:
    """The narrowest category every kind (a lemma and its modifiers) certainly belongs to
    ("mammal" for cats and dogs, before "animal"), else None."""
    common = set.intersection(*(set(hypernyms_of(lemma)) for lemma, _ in kinds)) if kinds else set()
    placed = sorted(c for c in common if all(membership(lemma, c, modifiers) for lemma, modifiers in kinds))
    if not placed:
        return None
    return max(placed, key=lambda c: len(set(hypernyms_of(c)) & set(placed)))


# ---------------------------------------------------------------- units and coins


@attrs.frozen
class MeasureUnit:
    """A unit: ``factor`` is its exact size in the base unit of its ``dimension``."""

    name: str
    dimension: str
    factor: Fraction
    plural: str
    forms: tuple[str, ...]  # other spellings and abbreviations, besides name and plural
    exact: bool  # False: the factor is a convention and conversions through it are refused
    ambiguous: bool  # True: the word alone does not make it this unit

    def words(self) -> tuple[str, ...]:
        """Every word that names this unit."""
        return (self.name, self.plural, *self.forms)


@attrs.frozen
class Dimension:
    name: str
    base: str | None  # the unit with factor 1; None for count, whose base is a bare number
    note: str


@attrs.frozen
class Coin:
    """A countable coin and its exact worth in dollars."""

    name: str
    value: Fraction
    plural: str
    forms: tuple[str, ...]

    def words(self) -> tuple[str, ...]:
        return (self.name, self.plural, *self.forms)


@attrs.frozen
class UnitTable:
    version: int
    dimensions: tuple[Dimension, ...]
    units: tuple[MeasureUnit, ...]
    coins: tuple[Coin, ...]
    # Derived from ``units`` and ``coins`` by ``parse_units``; left out of equality.
    unit_by_word: Mapping[str, MeasureUnit] = attrs.field(eq=False, repr=False)
    coin_by_word: Mapping[str, Coin] = attrs.field(eq=False, repr=False)
    # (calendar unit, time unit) -> how many of the time unit the calendar reckons in one
    reckonings: Mapping[tuple[str, str], Fraction] = attrs.field(factory=dict, eq=False, repr=False)

    def unit(self, word: str) -> MeasureUnit | None:
        return self.unit_by_word.get(normal_form(word))

    def coin(self, word: str) -> Coin | None:
        return self.coin_by_word.get(normal_form(word))


def parse_units(text: str, file: str = UNITS_FILE) -> UnitTable:
    """Read and validate a units file (syntax in the header of ``data/units.toml``)."""
    version, data = _document(text, file)
    _keys(data, file, "", required=("dimension", "unit"), optional=("coin", "reckoning"))

    dimension_tables = _table(data["dimension"], file, "dimension")
    for name, value in dimension_tables.items():
        _word(name, file, f"dimension.{name}", "a dimension name")
        _keys(_table(value, file, f"dimension.{name}"), file, f"dimension.{name}",
              required=(), optional=("base", "note"))

    units: list[MeasureUnit] = []
    for name, value in _table(data["unit"], file, "unit").items():
        entry = f"unit.{name}"
        _word(name, file, entry, "a unit name")
        table = _table(value, file, entry)
        _keys(table, file, entry, required=("dimension", "factor", "plural"),
              optional=("forms", "exact", "ambiguous"))
        dimension = _word(table["dimension"], file, entry, "dimension")
        if dimension not in dimension_tables:
            raise LexiconError(
                file, entry, f"unknown dimension {dimension!r}; declared: "
                f"{', '.join(sorted(dimension_tables))}",
            )
        units.append(MeasureUnit(
            name=name,
            dimension=dimension,
            factor=_rational(table["factor"], file, entry, "factor"),
            plural=_word(table["plural"], file, entry, "plural"),
            forms=_words(table.get("forms", []), file, entry, "a form"),
            exact=_flag(table, "exact", True, file, entry),
            ambiguous=_flag(table, "ambiguous", False, file, entry),
        ))

    dimensions: list[Dimension] = []
    for name, value in dimension_tables.items():
        entry = f"dimension.{name}"
        base = value.get("base")
        note = value.get("note", "")
        if not isinstance(note, str):
            raise LexiconError(file, entry, f"note must be a string, found {note!r}")
        of_dimension = [unit for unit in units if unit.dimension == name]
        if not of_dimension:
            raise LexiconError(file, entry, "no unit has this dimension")
        if base is not None:
            base = _word(base, file, entry, "base")
            found = [unit for unit in of_dimension if unit.name == base]
            if not found:
                raise LexiconError(file, entry, f"the base {base!r} is not a unit of {name!r}")
            if found[0].factor != 1:
                raise LexiconError(
                    file, entry, f"the base {base!r} has factor {found[0].factor}, expected 1",
                )
        dimensions.append(Dimension(name, base, note))

    coins: list[Coin] = []
    for name, value in _table(data.get("coin", {}), file, "coin").items():
        entry = f"coin.{name}"
        _word(name, file, entry, "a coin name")
        table = _table(value, file, entry)
        _keys(table, file, entry, required=("value", "plural"), optional=("forms",))
        coins.append(Coin(
            name=name,
            value=_rational(table["value"], file, entry, "value"),
            plural=_word(table["plural"], file, entry, "plural"),
            forms=_words(table.get("forms", []), file, entry, "a form"),
        ))

    by_name = {unit.name: unit for unit in units}
    reckonings: dict[tuple[str, str], Fraction] = {}
    for name, value in _table(data.get("reckoning", {}), file, "reckoning").items():
        entry = f"reckoning.{name}"
        if name not in by_name or by_name[name].dimension != "calendar":
            raise LexiconError(file, entry, f"{name!r} is no calendar unit")
        for inner, count in _table(value, file, entry).items():
            if inner not in by_name or by_name[inner].dimension != "time":
                raise LexiconError(file, entry, f"{inner!r} is no unit of time")
            reckonings[(name, inner)] = _rational(count, file, entry, inner)

    claimed: dict[str, str] = {}
    for entry, words in (
        *((f"unit.{unit.name}", unit.words()) for unit in units),
        *((f"coin.{coin.name}", coin.words()) for coin in coins),
    ):
        for word in words:
            if word in claimed:
                where = "twice" if claimed[word] == entry else f"also by {claimed[word]}"
                raise LexiconError(file, entry, f"the word {word!r} is claimed {where}")
            claimed[word] = entry

    return UnitTable(
        version,
        tuple(dimensions),
        tuple(units),
        tuple(coins),
        MappingProxyType({word: unit for unit in units for word in unit.words()}),
        MappingProxyType({word: coin for coin in coins for word in coin.words()}),
        MappingProxyType(reckonings),
    )


@functools.cache
def unit_table() -> UnitTable:
    """The packaged units table, parsed once."""
    return parse_units(_read_packaged(UNITS_FILE))


def measure_unit(word: str) -> MeasureUnit | None:
    """The unit a word names in any of its forms (singular, plural, spelling, abbreviation),
    case-insensitively; None for any other word. Check ``ambiguous`` before trusting it."""
    return unit_table().unit(word)


def shortened_unit(word: str) -> bool:
    """Whether ``word`` (lowercase) is a measure unit written shorter than its name and plural:
    "lbs", "oz", "kg", "hrs" (never "pounds", nor a spelling such as "metre")."""
    unit = measure_unit(word)
    return unit is not None and word.isalpha() and word in unit.forms and len(word) < min(
        len(unit.name), len(unit.plural))


def two_part_factor(larger: str, smaller: str) -> Fraction | None:
    """ "4 hours and 30 minutes": how many ``smaller`` make one ``larger`` (60), when the two
    words name units of time, the first the larger by a whole factor of the units table; None
    for any other words (a calendar unit, two of one unit, the smaller first)."""
    first, second = measure_unit(larger), measure_unit(smaller)
    if first is None or second is None or first.dimension != "time" or second.dimension != "time":
        return None
    factor = conversion_factor(first, second)
    if factor is None or factor.denominator != 1 or factor <= 1:
        return None
    return factor


def reckoned(source: MeasureUnit, target: MeasureUnit) -> Fraction | None:
    """How many ``target`` the calendar reckons in one ``source`` (year -> week: 52), by the
    units table's reckonings; None when it reckons none. No conversion: only a habit of every
    one of ``target`` is counted so over whole ``source``s."""
    return unit_table().reckonings.get((source.name, target.name))


def coin_value(word: str) -> Fraction | None:
    """A coin's worth in dollars, by its singular or plural (``"dimes"`` -> 1/10), else None."""
    coin = unit_table().coin(word)
    return None if coin is None else coin.value


# ---------------------------------------------------------------- parts of things


@attrs.frozen
class PartTable:
    """How many of a part (legs, wheels) every one of a kind of thing has."""

    version: int
    plurals: Mapping[str, str] = attrs.field(eq=False, repr=False)  # part -> its plural
    counts: Mapping[str, Mapping[str, Fraction]] = attrs.field(eq=False, repr=False)  # part -> thing -> count


def parse_parts(text: str, file: str = PARTS_FILE) -> PartTable:
    """Read and validate a parts file (syntax in the header of ``data/parts.toml``)."""
    version, data = _document(text, file)
    _keys(data, file, "", required=("part",))
    plurals: dict[str, str] = {}
    counts: dict[str, Mapping[str, Fraction]] = {}
    for name, value in _table(data["part"], file, "part").items():
        entry = f"part.{name}"
        _word(name, file, entry, "a part name")
        table = _table(value, file, entry)
        _keys(table, file, entry, required=("plural", "of"))
        plurals[name] = _word(table["plural"], file, entry, "plural")
        things = _table(table["of"], file, f"{entry}.of")
        for thing, count in things.items():
            _word(thing, file, f"{entry}.of", "a thing")
            if Fraction(_rational(count, file, f"{entry}.of.{thing}", "count")).denominator != 1:
                raise LexiconError(file, f"{entry}.of.{thing}", f"count {count!r} is not a whole number")
        counts[name] = MappingProxyType({thing: Fraction(count) for thing, count in things.items()})
    return PartTable(version, MappingProxyType(plurals), MappingProxyType(counts))


@functools.cache
def part_table() -> PartTable:
    """The packaged parts table, parsed once."""
    return parse_parts(_read_packaged(PARTS_FILE))


def parts_of(part: str, thing: str) -> Fraction | None:
    """How many of ``part`` (singular: "leg") one ``thing`` (singular: "spider") has, by the
    parts table; None when the table does not say."""
    return part_table().counts.get(normal_form(part), {}).get(normal_form(thing))


def is_counted_part(part: str) -> bool:
    """Whether the parts table counts this part (singular) of any thing."""
    return normal_form(part) in part_table().counts


def has_counted_parts(thing: str) -> bool:
    """Whether the parts table counts some part of this thing (singular): a frog, a bicycle."""
    return any(normal_form(thing) in things for things in part_table().counts.values())


def conversion_factor(source: MeasureUnit, target: MeasureUnit) -> Fraction | None:
    """How many ``target`` make one ``source`` (foot -> inch: 12), exactly.

    None when the two cannot be converted: different dimensions, or either unit inexact or
    ambiguous.
    """
    if source.dimension != target.dimension:
        return None
    if not (source.exact and target.exact) or source.ambiguous or target.ambiguous:
        return None
    return source.factor / target.factor
