"""Words that can be a noun or a verb (or a modal, or an adjective): the position decides."""

from wordproof.reader.chunks import AuxChunk, Chunk, CueChunk, EntityChunk, NounChunk, QtyChunk, VerbChunk
from wordproof.reader.machine import MachineState, feed
from wordproof.text.tokens import tokenize


def chunks_of(text: str) -> tuple[Chunk, ...]:
    state = MachineState()
    for token in tokenize(text):
        state = feed(state, token)
    assert state.refusal is None
    return state.sentences[0].chunks


def test_after_per_a_modal_that_is_also_a_noun_is_the_thing() -> None:
    chunks = chunks_of("The paint is $3 per can.")
    assert isinstance(chunks[-1], NounChunk) and chunks[-1].noun.head == "can"


def test_an_each_that_opens_a_phrase_is_followed_by_the_thing() -> None:
    chunks = chunks_of("Each warm bun cost 40 cents.")
    assert isinstance(chunks[1], NounChunk)
    assert chunks[1].noun.head == "bun" and chunks[1].noun.modifiers == ("warm",)
    assert isinstance(chunks[2], VerbChunk) and chunks[2].lemma == "cost"
    first = chunks_of("Each can weighs 3 ounces.")
    assert isinstance(first[1], NounChunk) and first[1].noun.head == "can"


def test_an_each_after_its_subject_leaves_the_modal() -> None:
    chunks = chunks_of("They each can lift 4 crates.")
    assert isinstance(chunks[0], EntityChunk) and isinstance(chunks[1], CueChunk)
    assert isinstance(chunks[2], AuxChunk)


def test_what_how_many_counts_ends_at_its_plural() -> None:
    chunks = chunks_of("How many Lego sets did Ann build?")
    assert isinstance(chunks[1], NounChunk)
    assert chunks[1].noun.head == "set" and chunks[1].noun.modifiers == ("lego",)
    named = chunks_of("How many Halloween masks did Ann paint?")
    assert isinstance(named[1], NounChunk) and named[1].noun.head == "mask"
    assert isinstance(named[3], EntityChunk) and named[3].name == "Ann"


def test_a_base_form_between_an_object_count_and_its_plural_describes_the_plural() -> None:
    chunks = chunks_of("Ria sold 12 more cook pots than Leo.")
    counted = chunks[2]
    assert isinstance(counted, QtyChunk) and counted.noun is not None
    assert counted.noun.head == "pot" and counted.noun.modifiers == ("cook",)
    acronyms = chunks_of("Ria sold 6 pop DVDs.")
    assert isinstance(acronyms[2], QtyChunk) and acronyms[2].noun is not None
    assert acronyms[2].noun.modifiers == ("pop",)


def test_a_count_that_is_the_subject_keeps_its_verb() -> None:
    chunks = chunks_of("Of the 20 kids, 9 play games.")
    assert isinstance(chunks[-2], VerbChunk) and chunks[-2].lemma == "play"


def test_after_a_wanting_verb_and_to_the_base_form_is_the_verb() -> None:
    chunks = chunks_of("Omar needs to fill 30 jars.")
    assert isinstance(chunks[3], VerbChunk) and chunks[3].lemma == "fill"
    having = chunks_of("Omar has to paint 6 fences.")
    assert isinstance(having[3], VerbChunk) and having[3].lemma == "paint"
    place = chunks_of("Omar walked to school.")
    assert isinstance(place[-1], NounChunk)


def test_one_of_the_plural_is_the_thing_counted_not_a_verb() -> None:
    chunks = chunks_of("One of the boxes is empty.")
    assert isinstance(chunks[0], QtyChunk) and chunks[0].noun is not None
    assert chunks[0].noun.head == "box"
    alone = chunks_of("1 flies away.")
    assert isinstance(alone[1], VerbChunk)


def test_a_plural_after_remaining_or_all_opening_a_phrase_is_a_noun() -> None:
    chunks = chunks_of("The remaining guests were cousins.")
    assert isinstance(chunks[1], NounChunk) and chunks[1].noun.head == "guest"
    every = chunks_of("All plates are blue.")
    assert isinstance(every[1], NounChunk) and every[1].noun.head == "plate"
    they = chunks_of("They all eat cake.")
    assert isinstance(they[2], VerbChunk)


def test_two_base_forms_after_an_inverted_auxiliary_the_first_ends_the_subject() -> None:
    chunks = chunks_of("How many kites did the toy shop sell?")
    subject = chunks[3]
    assert isinstance(subject, NounChunk) and subject.noun.head == "shop"
    assert subject.noun.modifiers == ("toy",)
    assert isinstance(chunks[4], VerbChunk) and chunks[4].lemma == "sell"
    one = chunks_of("How many times did the dog bark?")
    assert isinstance(one[-1], VerbChunk) and one[-1].lemma == "bark"


def test_a_base_form_hyphened_after_a_count_is_a_word_of_the_noun() -> None:
    chunks = chunks_of("Zoe did 15 sit-ups.")
    counted = chunks[-1]
    assert isinstance(counted, QtyChunk) and counted.noun is not None
    assert counted.noun.head == "up" and counted.noun.modifiers == ("sit",)


def test_an_s_word_between_a_noun_phrase_and_its_verb_is_the_plural_head() -> None:
    chunks = chunks_of("The news channels cost $9 each.")
    assert isinstance(chunks[0], NounChunk) and chunks[0].noun.head == "channel"
    assert isinstance(chunks[1], VerbChunk) and chunks[1].lemma == "cost"
    having = chunks_of("Small bikes have 2 wheels.")
    assert isinstance(having[0], NounChunk) and having[0].noun.head == "bike"
    held = chunks_of("The cat catches fish.")
    assert isinstance(held[1], VerbChunk) and held[1].lemma == "catch"


def test_a_verb_of_parting_after_a_count_and_to_is_the_verb() -> None:
    chunks = chunks_of("Ivo had 15 shells to split into 2 piles.")
    assert any(isinstance(c, VerbChunk) and c.lemma == "split" for c in chunks)
