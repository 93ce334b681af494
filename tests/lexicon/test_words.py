"""Lemmas the lexicon gives beyond the dictionary: unit abbreviations and closed compounds."""

from __future__ import annotations

import pytest

from wordproof.lexicon import words


@pytest.mark.parametrize(
    ("word", "lemma"),
    [
        ("kg", "kilogram"), ("oz", "ounce"), ("hrs", "hour"), ("ml", "milliliter"),
        # two dictionary words, the last a noun: a noun counted like its last word
        ("gumdrops", "gumdrop"), ("lunchboxes", "lunchbox"), ("shoeboxes", "shoebox"),
        ("sandcastle", "sandcastle"),
        # everyday nouns the dictionary lacks, from our own table
        ("burgers", "burger"), ("tattoo", "tattoo"), ("trivia", "trivia"),
    ],
)
def test_noun_lemmas_beyond_the_dictionary(word: str, lemma: str) -> None:
    assert words.lemmas(word) == {"NOUN": (lemma,)}


# an affix is no word ("re-", "un-"), a last part too short to be a noun is none ("-its"),
# and a last part that is only a verb makes no noun ("-sits")
@pytest.mark.parametrize("word", ["unfollowed", "redrys", "housesits", "zqxwv"])
def test_no_guessed_lemma(word: str) -> None:
    assert words.lemmas(word) == {}


def test_whereas_joins_clauses_and_against_is_a_preposition() -> None:
    assert words.in_class("whereas", "conjunctions")
    assert words.in_class("against", "prepositions")


def test_the_nouns_table_only_fills_gaps_in_the_dictionary() -> None:
    from lemminflect import getAllLemmas

    known = [form for form in words.tables().extra_nouns if getAllLemmas(form)]
    assert known == []


@pytest.mark.parametrize(
    ("word", "parts"),
    [
        # a plural the dictionary knows only as a verb
        ("bars", {"NOUN": ("bar",), "VERB": ("bar",)}),
        # a participle English also uses as a plain adjective
        ("stuffed", {"ADJ": ("stuffed",), "VERB": ("stuff",)}),
    ],
)
def test_dictionary_gaps_filled_by_overrides(word: str, parts: dict[str, tuple[str, ...]]) -> None:
    assert words.lemmas(word) == parts


# a word the lexicon knows as no noun, told in the plural, is its own plural ("oreos", never
# "oreoses"); a known noun, or an unknown one told singular, takes its plural form
@pytest.mark.parametrize(
    ("noun", "plural"),
    [("zorbles", "zorbles"), ("zorble", "zorbles"), ("box", "boxes"), ("glass", "glasses"),
     ("sheep", "sheep")],
)
def test_plural_form(noun: str, plural: str) -> None:
    assert words.plural_form(noun) == plural
