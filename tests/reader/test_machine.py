"""The token machine: a fold of feed over tokens, immutable states, typed refusals."""

import attrs
import pytest

from wordproof import Answer, RefusalCode, solve
from wordproof.reader.chunks import ConjChunk, EntityChunk, NounChunk, QtyChunk, VerbChunk
from wordproof.reader.machine import TABLE, MachineState, Phase, feed
from wordproof.reader.state import ProblemReadingState, read
from wordproof.text.tokens import tokenize


def tokens(text: str):  # type: ignore[no-untyped-def]
    found = tokenize(text)
    assert not isinstance(found, type(None))
    return found


def _first_chunks(text: str):  # type: ignore[no-untyped-def]
    """The chunks the machine makes of the first sentence of ``text``."""
    state = MachineState()
    for token in tokens(text):
        state = feed(state, token)
    return state.sentences[0].chunks


def test_feeding_returns_a_new_state_and_leaves_the_old_one() -> None:
    state = MachineState()
    first = tokens("Sam has 14 apples.")[0]
    after = feed(state, first)
    assert after is not state
    assert state == MachineState()
    assert attrs.has(type(after))


def test_a_sentence_becomes_chunks() -> None:
    state = MachineState()
    for token in tokens("Sam buys 9 apples."):
        state = feed(state, token)
    chunks = state.sentences[0].chunks
    assert [type(c) for c in chunks] == [EntityChunk, VerbChunk, QtyChunk]
    qty = chunks[2]
    assert isinstance(qty, QtyChunk) and qty.value == 9 and qty.noun is not None
    assert qty.noun.head == "apple"


def test_a_pair_outside_the_table_refuses_with_what_was_expected() -> None:
    state = MachineState()
    for token in tokens("How often"):
        state = feed(state, token)
    assert state.refusal is not None
    assert state.refusal.code is RefusalCode.UNEXPECTED_TOKEN
    assert state.refusal.evidence == "often"
    assert state.refusal.expected  # the classes the phase would have accepted


def test_a_refused_state_stays_refused() -> None:
    state = MachineState()
    for token in tokens("How often is"):
        state = feed(state, token)
    assert state.refusal is not None and state.refusal.evidence == "often"


@pytest.mark.parametrize("phase", list(Phase))
def test_every_phase_has_handlers(phase: Phase) -> None:
    assert any(p is phase for p, _ in TABLE)


def test_read_is_a_fold_of_feed() -> None:
    text = "Sam has 14 apples. He buys 9 more. How many apples does Sam have now?"
    state = read(text, tokens(text))
    assert isinstance(state, ProblemReadingState)
    assert state.refusal is None and state.questions == 1
    assert all(h.target is not None for h in state.hypotheses)


def test_two_candidates_are_held_as_two_readings() -> None:
    text = "Ann has 5 pens. Eve has 3 pens. She buys 2 pens. How many pens does Ann have?"
    state = read(text, tokens(text))
    chosen = {b.chosen for h in state.hypotheses for b in h.bindings if b.word == "she"}
    assert chosen == {"Ann", "Eve"}


def test_a_clock_time_takes_no_noun() -> None:
    from wordproof.text.numerals import NumeralKind

    state = MachineState()
    for token in tokens("At 3:00 pm Sam had 5 apples."):
        state = feed(state, token)
    qty = [c for c in state.sentences[0].chunks if isinstance(c, QtyChunk)]
    assert [(q.kind, q.noun) for q in qty][0] == (NumeralKind.CLOCK, None)
    assert any(isinstance(c, EntityChunk) and c.text == "Sam" for c in state.sentences[0].chunks)


def test_a_hyphen_keeps_the_noun_phrase_going() -> None:
    from wordproof.reader.chunks import NounChunk

    state = MachineState()
    for token in tokens("Sam bought a star-shaped box."):
        state = feed(state, token)
    nouns = [c for c in state.sentences[0].chunks if isinstance(c, NounChunk)]
    assert [(n.noun.head, n.noun.modifiers) for n in nouns] == [("box", ("star", "shaped"))]


def test_an_ampersand_joins_as_and() -> None:
    state = MachineState()
    for token in tokens("Ivo & Lena have 20 cards."):
        state = feed(state, token)
    joined = state.sentences[0].chunks[1]
    assert isinstance(joined, ConjChunk) and joined.word == "and"
    answer = solve("Ivo & Lena have 20 cards in all. Ivo has 4 more cards than Lena. "
                   "How many cards does Lena have?")
    assert isinstance(answer, Answer) and answer.value == 8


def test_a_word_written_as_one_owners_is_kept_on_the_noun() -> None:
    def owned(text: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
        return [(c.noun.modifiers, c.noun.owners) for c in _first_chunks(text) if isinstance(c, NounChunk)]

    assert owned("Ivo counted her uncle's blue kites.") == [(("uncle", "blue"), ("uncle",))]
    assert owned("Ivo counted her wooden kites.") == [(("wooden",), ())]
    assert all(not owners for _, owners in owned("Ivo counted her cats' kites."))  # many owners


def test_a_count_after_a_word_that_points_is_marked_pointed() -> None:
    def pointed(text: str) -> list[bool]:
        return [c.pointed for c in _first_chunks(text) if isinstance(c, QtyChunk) and c.value == 4]

    assert pointed("The 4 kites cost $12.") == [True]
    assert pointed("Ivo's 4 kites cost $12.") == [True]
    assert pointed("Her first 4 kites cost $12.") == [True]
    assert pointed("Ivo bought 4 kites.") == [False]


def test_a_sum_for_kites_pointed_at_prices_none_of_them() -> None:
    plain = solve("4 kites cost $12. How much does one kite cost?")
    assert isinstance(plain, Answer) and plain.value == 3
    assert not isinstance(solve("The 4 kites cost $12. How much does one kite cost?"), Answer)


def test_a_quantity_keeps_whether_of_was_said_in_it() -> None:
    def of_said(text: str) -> list[bool]:
        return [c.of_said for c in _first_chunks(text) if isinstance(c, QtyChunk)]

    assert of_said("Ivo spent half of this.") == [True]
    assert of_said("Ivo ate 3 of them.") == [True]
    assert of_said("Ivo ate half the pie.") == [False]
    assert of_said("Ivo ate 3 pies.") == [False]


def test_a_capital_a_after_a_name_is_a_label_not_the_article() -> None:
    chunks = _first_chunks("Group A picked 6 plums and Group B picked 4 plums.")
    assert isinstance(chunks[0], EntityChunk) and chunks[0].text == "Group A"
    outcome = solve("In a quiz, Group A won 3 points and Group B won 5 points. How many points were "
                    "won in all?")
    assert isinstance(outcome, Answer) and outcome.value == 8, outcome
    # at the start of a sentence, or after no capitalized word, it is still the article
    assert isinstance(solve("A farm has 6 cows. How many cows does the farm have?"), Answer)
    outcome = solve("The sign said: A pen costs $2. How much do 3 pens cost?")
    assert isinstance(outcome, Answer) and outcome.value == 6, outcome


@pytest.mark.parametrize(("text", "word"), [("Lev sells hot dogs.", "hot"),
                                           ("Ada bought clean towels.", "clean")])
def test_an_adjective_that_may_be_a_verb_after_a_verb_describes_the_noun(text: str, word: str) -> None:
    chunks = _first_chunks(text)
    assert [type(c) for c in chunks] == [EntityChunk, VerbChunk, NounChunk]
    noun = chunks[2]
    assert isinstance(noun, NounChunk) and noun.noun.modifiers == (word,)


def test_an_adjective_keeps_its_noun_in_a_quantity_after_a_verb() -> None:
    chunks = _first_chunks("Ada bought 5 clean towels.")
    qty = chunks[2]
    assert isinstance(qty, QtyChunk) and qty.noun is not None and qty.noun.modifiers == ("clean",)
