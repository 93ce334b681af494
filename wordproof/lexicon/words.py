"""Closed word classes, verb classes and lemmas, loaded from the TOML data and validated.

The reader asks this module what a word can be; it never guesses past what is listed here or
in lemminflect's dictionary (``lemmatize_oov=False``): an out-of-vocabulary word has no lemma.
"""

from __future__ import annotations

import enum
import functools
import re
import tomllib
from collections.abc import Iterable
from fractions import Fraction
from importlib import resources
from typing import Any

import attrs
from lemminflect import getAllLemmas

from wordproof.lexicon.errors import LexiconError
from wordproof.lexicon.tables import measure_unit


class VerbClass(enum.Enum):
    POSSESS = "possess"
    GAIN = "gain"
    LOSS = "loss"
    TRANSFER_OUT = "transfer_out"
    TRANSFER_IN = "transfer_in"
    ACTIVITY = "activity"
    EITHER = "either"
    PLACE = "place"


@attrs.frozen
class Pronoun:
    word: str
    role: str  # "subject" | "object" | "possessive"
    number: str  # "sg" | "pl" | "any"
    gender: str  # "f" | "m" | "n" | "any"
    person: int = 3


@attrs.frozen
class WordTables:
    pronouns: dict[tuple[str, str], Pronoun]
    classes: dict[str, frozenset[str]]
    particles: dict[str, str]
    phrases: dict[str, tuple[tuple[str, ...], ...]]
    verb_classes: dict[str, VerbClass]
    lemma_overrides: dict[str, dict[str, str]]
    role_genders: dict[str, str]
    extra_nouns: dict[str, str]  # a form the dictionary lacks -> its noun lemma
    measure_adjectives: dict[str, str]
    lesser_measure_adjectives: dict[str, str]
    measure_nouns: dict[str, str]
    period_parts: dict[str, frozenset[str]]
    verb_phrases: dict[tuple[str, ...], str]
    scaling_factors: dict[str, Fraction]


# classes of things one holds, counts, measures or shapes: a noun in one of them is handed,
# cut, made into parts or summed as a thing, never a person who holds and does
_THING_CLASSES = ("holding_nouns", "time_nouns", "occasion_nouns", "discount_nouns", "surcharge_nouns",
                  "part_nouns", "vague_amount_nouns", "amount_nouns", "doing_nouns", "portion_nouns",
                  "measured_doing_nouns", "room_nouns", "price_nouns", "money_nouns", "solid_nouns",
                  "plane_nouns",
                  "upright_flat_nouns", "goal_nouns", "arranging_nouns", "young_animal_nouns",
                  "lengthwise_nouns")


def _read(name: str) -> dict[str, Any]:
    text = resources.files("wordproof.lexicon").joinpath("data", name).read_text("utf-8")
    if not text.startswith("#"):
        raise LexiconError(name, "", "a data file must open with a comment on its syntax")
    return tomllib.loads(text)


def parse_word_tables(
    words: dict[str, Any], verbs: dict[str, Any], lemmas: dict[str, Any]
) -> WordTables:
    """Build and validate the tables from parsed TOML documents."""
    pronouns: dict[tuple[str, str], Pronoun] = {}
    for role in ("subject", "object", "possessive"):
        for word, info in words[f"{role}_pronouns"].items():
            pronouns[(word, role)] = Pronoun(word, role, info["number"], info["gender"],
                                             info.get("person", 3))
    classes = {
        name: frozenset(words[name]["words"])
        for name in ("determiners", "distributives", "negations", "prepositions",
                     "conjunctions", "question_words", "asking_imperatives", "drain", "place_adverbs",
                     "games_played", "floored_nouns", "floor_coverings", "time_words",
                     "person_nouns",
                     "time_nouns", "clock_nouns", "starting_at_verbs", "ending_at_verbs",
                     "occasion_nouns", "collective_nouns", "package_nouns",
                     "price_verbs", "going_rate_verbs", "thing_measures",
                     "buying_verbs", "spending_verbs", "batch_verbs", "growing_verbs", "shrinking_verbs",
                     "partition_verbs", "sharing_verbs", "handing_verbs",
                     "portion_verbs",
                     "part_result_verbs",
                     "needing_verbs", "making_parts_verbs", "using_verbs", "producing_verbs",
                     "room_verbs", "room_nouns", "fitting_verbs",
                     "full_part_adjectives", "full_part_adverbs",
                     "not_full_adjectives",
                     "ending_verbs", "leaving_verbs", "entering_verbs", "arriving_verbs",
                     "getting_about_verbs",
                     "alighting_verbs",
                     "feeling_words",
                     "admitting_verbs",
                     "belonging_nouns",
                     "receiving_verbs",
                     "yielding_verbs",
                     "working_verbs", "lasting_verbs", "wage_verbs",
                     "occasion_verbs", "perceiving_verbs", "attending_verbs",
                     "declining_verbs", "portion_nouns", "item_nouns",
                     "legless_places", "settlement_nouns", "place_name_nouns",
                     "time_deictics", "mean_verbs", "scored_nouns", "money_nouns", "money_keepers",
                     "fuel_nouns",
                     "composition_verbs",
                     "motion_verbs", "visiting_verbs", "journey_nouns",
                     "carrying_verbs", "cutting_verbs", "transforming_verbs", "arranging_nouns",
                     "gathering_verbs", "getting_verbs", "maybe_bought_verbs", "hiring_verbs", "mishap_verbs",
                     "spoiling_verbs",
                     "travelling_verbs", "going_ways_verbs", "going_verbs", "partaking_verbs",
                     "keeping_back_verbs",
                     "size_adjectives", "finishing_verbs",
                     "wanting_verbs", "aiming_verbs", "bidding_verbs", "means_verbs", "knowing_verbs",
                     "inquiring_verbs",
                     "goal_nouns",
                     "taking_verbs", "seller_nouns", "selling_verbs", "selling_places", "growing_places",
                     "unit_powers",
                     "solid_nouns", "plane_nouns", "one_thing_plurals", "pair_nouns", "plural_only_nouns",
                     "unchanged_plurals", "saving_verbs",
                     "upright_flat_nouns",
                     "other_shape_words",
                     "phase_verbs", "filling_verbs",
                     "outcome_phrasal_verbs",
                     "sparing_verbs", "vague_amount_nouns", "amount_nouns", "part_nouns",
                     "uncontained_adjectives", "empty_adjectives", "condition_adjectives", "all_bought_words",
                     "lending_verbs", "giving_back_verbs", "giving_pace_verbs", "completing_verbs",
                     "measuring_verbs",
                     "occupying_verbs", "room_verbs",
                     "discount_nouns", "surcharge_nouns", "surcharge_verbs", "purchase_tax_words",
                     "excepting_verbs", "price_nouns", "holding_nouns",
                     "likeness_modifiers", "young_animal_nouns", "colour_adjectives",
                     "size_grades", "colour_two_names",
                     "standalone_possessives", "standalone_determiners", "doing_nouns", "distance_adjectives",
                     "measured_doing_nouns", "stretch_nouns",
                     "duration_adjectives", "lengthwise_nouns", "habit_verbs", "activity_nouns",
                     "scene_verbs", "scene_barring_words", "harming_verbs", "body_part_nouns",
                     "pooling_verbs",
                     "consuming_verbs", "keeping_verbs", "section_nouns",
                     "errand_nouns", "meal_nouns", "containing_prepositions",
                     "beside_prepositions", "wholes_of_boys_and_girls", "schooling_places", "offspring_nouns",
                     "whole_piece_nouns",
                     "wholes_of_men_and_women",
                     "sex_adjectives", "presence_adjectives",
                     "unequal_words", "snapshot_nouns", "peopleless_categories",
                     "cycling_verbs", "skating_verbs", "times_once_a_day", "condition_words",
                     "price_cutting_nouns", "no_charge_words", "finding_verbs")
    }
    for form, group in words["auxiliaries"].items():
        classes[f"aux_{form}"] = frozenset(group)
    phrases = {
        name: tuple(tuple(p.split()) for p in words[name]["phrases"])
        for name in ("aggregate_cues", "final_cues", "initial_cues", "drain_phrases",
                     "vague_amounts", "conjunction_phrases")
    }
    verb_classes: dict[str, VerbClass] = {}
    for cls_name, table in verbs.items():
        cls = VerbClass(cls_name)
        for lemma in table["lemmas"]:
            if lemma in verb_classes:
                raise LexiconError("verbs.toml", lemma, "a lemma stands in two verb classes")
            verb_classes[lemma] = cls
    for lemma in classes["habit_verbs"]:
        if verb_classes.get(lemma) not in (None, VerbClass.POSSESS, VerbClass.ACTIVITY):
            raise LexiconError("words.toml", lemma, "a habit verb must change no holding")
    for lemma in classes["scene_verbs"]:
        if lemma in verb_classes:
            raise LexiconError("words.toml", lemma, "a scene verb must have no verb class")
    if stray := sorted(classes["sharing_verbs"] - classes["partition_verbs"]):
        raise LexiconError("words.toml", stray[0], "a sharing verb must be a partition verb too")
    for name in _THING_CLASSES:
        if clash := sorted(classes["person_nouns"] & classes[name]):
            raise LexiconError("words.toml", clash[0], f"a person noun may not also be one of {name}")
    overrides: dict[str, dict[str, str]] = {}
    for word, entry in lemmas["overrides"].items():
        overrides[word] = dict(entry)
    return WordTables(
        pronouns=pronouns,
        classes=classes,
        particles=dict(words["particles"]),
        phrases=phrases,
        verb_classes=verb_classes,
        lemma_overrides=overrides,
        role_genders=dict(lemmas["role_genders"]),
        extra_nouns={form: singular for singular, plural in lemmas["nouns"].items()
                     for form in (singular, plural)},
        measure_adjectives=dict(words["measure_adjectives"]),
        scaling_factors={lemma: Fraction(factor) for lemma, factor in words["scaling_verbs"].items()},
        lesser_measure_adjectives=dict(words["lesser_measure_adjectives"]),
        measure_nouns=dict(words["measure_nouns"]),
        period_parts={period: frozenset(parts) for period, parts in words["period_parts"].items()},
        verb_phrases={tuple(phrase.split()): verb for phrase, verb in words["verb_phrases"].items()},
    )


@functools.cache
def tables() -> WordTables:
    return parse_word_tables(_read("words.toml"), _read("verbs.toml"), _read("lemmas.toml"))


def pronoun(word: str, role: str) -> Pronoun | None:
    return tables().pronouns.get((word.lower(), role))


def in_class(word: str, name: str) -> bool:
    return word.lower() in tables().classes[name]


# classes of things counted by one doing of their own ("points" are scored): a mean told of them
# ("averages 12 points a game") is a rate of that doing
_DOINGS_COUNTING = (("scored_nouns", "score"),)


def doing_counting(noun: str) -> str | None:
    """The verb of the one doing that counts things of ``noun``'s kind ("point": "score")."""
    return next((verb for name, verb in _DOINGS_COUNTING if in_class(noun, name)), None)


GRADES = ("colour_adjectives", "size_grades")

# classes whose verbs each name one doing another verb of the class names too
ONE_DOING = ("cycling_verbs", "skating_verbs")


def one_doing(verb: str, other: str) -> bool:
    """Whether two verb lemmas name one doing ("bike" and "cycle", "skate" and "skateboard")."""
    return any(in_class(verb, name) and in_class(other, name) for name in ONE_DOING)

def goes_over(verb: str) -> bool:
    """Whether a verb lemma is a way of going or travelling, whose doing covers a length ("runs 3
    laps", each 400 meters: 1,200 meters run); of any other doing a length of each thing done is
    its size ("drinks 3 mugs", each 6 inches tall: no inches drunk)."""
    return in_class(verb, "going_ways_verbs") or in_class(verb, "travelling_verbs")


# pairs of kinds that divide a whole with nothing left over, and the class of the wholes
_DIVIDING_PAIRS = {frozenset({"boy", "girl"}): "wholes_of_boys_and_girls",
                   frozenset({"man", "woman"}): "wholes_of_men_and_women"}


def divides(one: str, other: str, whole: str) -> bool:
    """Whether two kinds, each a noun's lemma, divide a whole (a lemma) with nothing left over:
    every student is a boy or a girl, every adult a man or a woman."""
    wholes = _DIVIDING_PAIRS.get(frozenset({one, other}))
    return one != other and wholes is not None and in_class(whole, wholes)


_ADJECTIVE_PAIRS = ("sex_adjectives", "presence_adjectives")  # two words each, said of anything living


def other_of_pair(word: str, whole: str | None) -> str | None:
    """The other kind of a pair that divides things with nothing left over: "female" of "male",
    "present" of "absent" (said of any animal or person), "boy" of "girl" (of a ``whole`` that
    ``divides``); None for a word of no such pair."""
    word = word.lower()
    for name in _ADJECTIVE_PAIRS:
        if in_class(word, name):
            return next(w for w in sorted(tables().classes[name]) if w != word)
    for pair in _DIVIDING_PAIRS:
        if word in pair:
            other = next(w for w in pair if w != word)
            return other if whole is not None and divides(word, other, whole) else None
    return None


def graded_apart(one: Iterable[str], other: Iterable[str]) -> bool:
    """Whether two sets of words each say one grade of one scale, and not the same one ("red"
    and "blue", "small" and "medium"): things so described share no member."""
    said = set(one), set(other)
    if all(in_class(w, "colour_two_names") for s in said for w in s):
        return False  # "grey" stones may be the "gray" ones
    return said[0] != said[1] and all(len(s) == 1 for s in said) and any(
        all(in_class(w, grades) for s in said for w in s) for grades in GRADES)


@functools.cache
def lemmas(word: str) -> dict[str, tuple[str, ...]]:
    """Part of speech -> lemmas for ``word``: our overrides first, then lemminflect's
    dictionary. An out-of-vocabulary word has none."""
    lower = word.lower()
    override = tables().lemma_overrides.get(lower)
    if override is not None:
        return {pos: (lemma,) for pos, lemma in override.items()}
    if "-" in lower and (listed := getAllLemmas(lower)):
        return {pos: tuple(values) for pos, values in listed.items()}  # "push-ups", "co-workers"
    if "-" in lower and lower.split("-")[-1].isalpha():
        # "t-shirts": a letter hyphened to a noun is a kind of that noun, counted like it
        first, _, last = lower.rpartition("-")
        nouns = lemmas(last).get("NOUN", ())
        return {"NOUN": (f"{first}-{nouns[0]}",)} if nouns else {}
    found = getAllLemmas(lower) if lower.isalpha() else {}
    if not found and lower in tables().extra_nouns:
        return {"NOUN": (tables().extra_nouns[lower],)}
    if not found and (unit := measure_unit(lower)) is not None:
        return {"NOUN": (unit.name,)}  # "kg", "oz", "hrs": an abbreviation names its unit
    if not found and lower.isalpha():
        compound = _closed_compound(lower)
        if compound is not None:
            return {"NOUN": (compound,)}
    return {pos: tuple(values) for pos, values in found.items()}


def is_hyphened_word(word: str) -> bool:
    """ "push-ups", "co-workers", "e-mail": two words and a hyphen the dictionary lists as one."""
    return "-" in word and bool(getAllLemmas(word.lower()))


_COMPOUND_PART = 3  # shortest first part: "re", "un" are affixes, not words
_COMPOUND_NOUN = 4  # shortest last part: "its", "ion" are no nouns to build on


def _closed_compound(word: str) -> str | None:
    """ "jellybeans" -> "jellybean": a word the dictionary lacks, written as two words it has,
    the last a noun, is a noun whose number is its last word's. The longest first word wins."""
    for cut in range(len(word) - _COMPOUND_NOUN, _COMPOUND_PART - 1, -1):
        first, last = word[:cut], word[cut:]
        nouns = getAllLemmas(last).get("NOUN", ())
        if nouns and getAllLemmas(first):
            return first + str(nouns[0])
    return None


@functools.cache
def verb_lemma(word: str) -> str | None:
    candidates = lemmas(word).get("VERB", ())
    classified = [c for c in candidates if c in tables().verb_classes]
    if classified:
        return classified[0]
    return candidates[0] if candidates else None


@functools.cache
def inflections(lemma: str, tag: str) -> tuple[str, ...]:
    """The forms of ``lemma`` with the Penn tag ``tag``: ("pens",) of "pen" as NNS."""
    from lemminflect import getInflection

    return tuple(getInflection(lemma, tag=tag))


def plural_form(noun: str) -> str:
    """ "pens" of "pen"; a word the lexicon knows as no noun and told in the plural ("oreos",
    "skittles") is its own plural, never pluralised again ("oreoses")."""
    if noun_lemma(noun) is None and noun.endswith("s") and not noun.endswith(("ss", "us", "is")):
        return noun
    forms = inflections(noun, "NNS")
    return forms[0] if forms else noun


def uncountable(noun: str) -> bool:
    """ "homework", "clothing", "furniture": a noun whose plural is itself alone, a stuff told
    as a whole rather than things counted ("crayons", "candies" are things)."""
    return inflections(noun, "NNS") == (noun,)


def is_participle(word: str, lemma: str) -> bool:
    """ "put", "taken", "picked": the word is a past participle of ``lemma``."""
    return word in inflections(lemma, "VBN") or word.endswith("ed")


def is_third_singular(word: str, lemma: str) -> bool:
    """ "joins", "flies", "costs": the word is the present "-s" form of ``lemma``."""
    return word in inflections(lemma, "VBZ")


def is_comparative(word: str) -> bool:
    """ "faster", "older", "cheaper": the "-er" form of an adjective, and no noun ("number")."""
    found = lemmas(word.lower())
    return "NOUN" not in found and any(
        word.lower() != lemma and word.lower() in inflections(lemma, "JJR") for lemma in found.get("ADJ", ()))


def inflected_like(lemma: str, word: str, word_lemma: str) -> str | None:
    """ "saves" of "save" like "starts" of "start", "saved" like "started": ``lemma`` in the
    form ``word`` has of ``word_lemma`` (the base, the present "-s", or the past); None for
    any other form."""
    if word.lower() == word_lemma:
        return lemma
    for tag in ("VBZ", "VBD"):
        if word.lower() in inflections(word_lemma, tag):
            found = inflections(lemma, tag)
            return found[0] if found else None
    return None


def past_is_base(lemma: str) -> bool:
    """ "put", "cut", "cost": the past tense is spelled like the base form."""
    return lemma in inflections(lemma, "VBD")


def verb_class(lemma: str) -> VerbClass | None:
    return tables().verb_classes.get(lemma)


@functools.cache
def noun_lemma(word: str) -> str | None:
    candidates = lemmas(word).get("NOUN", ())
    return candidates[0] if candidates else None


def noun_form(word: str) -> str:
    """The noun a word is a form of ("boxes" -> "box"), else the word itself, lowercased."""
    return noun_lemma(word) or word.lower()


def names_noun(text: str, head: str) -> bool:
    """Whether ``text`` names the noun ``head`` in any of its forms."""
    return any(noun_form(word) == head for word in re.findall(r"[A-Za-z]+", text))


SCALED_BY = "verb of scaling: "  # a factor cited by its verb ("verb of scaling: double")


def scaling_factor(lemma: str) -> Fraction | None:
    """ "double" -> 2, "halve" -> 1/2: the factor a verb of scaling multiplies by; None for
    any other verb."""
    return tables().scaling_factors.get(lemma)


def measured_dimension(adjective: str) -> str | None:
    """ "long" -> "length": the dimension a measure adjective names."""
    return tables().measure_adjectives.get(adjective.lower())


def named_dimension(noun: str) -> str | None:
    """ "distance" -> "length", "time" -> "time": the dimension a measure noun names."""
    return tables().measure_nouns.get(noun.lower())


def comparative_dimension(comparative: str) -> str | None:
    """ "taller", "farther" -> "length", "heavier" -> "mass": the dimension the comparative of
    a measure adjective names; None for any other word, and for "older" (ages are read apart)
    or a word whose bases name two dimensions."""
    dimensions = {measured_dimension(base) for base in lemmas(comparative).get("ADJ", ())
                  if base != comparative.lower()}
    if len(dimensions) != 1 or None in dimensions or "calendar" in dimensions:
        return None
    return next(iter(dimensions))


def lesser_comparative_dimension(comparative: str) -> str | None:
    """ "shorter" -> "length", "lighter" -> "mass": the dimension a comparative of the lesser
    end of a measure names; None for any other word."""
    dimensions = {tables().lesser_measure_adjectives.get(base) for base in lemmas(comparative).get("ADJ", ())
                  if base != comparative.lower()}
    if len(dimensions) != 1 or None in dimensions:
        return None
    return next(iter(dimensions))


def role_gender(lemma: str) -> str | None:
    return tables().role_genders.get(lemma)


def period_parts(period: str) -> frozenset[str] | None:
    """The named times inside ``period`` ("week": Monday to Friday); None: not a period."""
    return tables().period_parts.get(period.lower())


def time_vocabulary() -> frozenset[str]:
    """Every word that names a time: days, months, seasons, time nouns, parts of periods."""
    t = tables()
    parts = frozenset(p for found in t.period_parts.values() for p in found)
    return t.classes["time_words"] | t.classes["time_nouns"] | parts | frozenset(t.period_parts)
