"""The record of the story's nouns and verbs, built once from the machine's chunks."""

from tests.outcomes import assert_answers, assert_refuses
from wordproof.reader.state import ProblemReadingState, feed
from wordproof.reader.told import Told
from wordproof.text.tokens import tokenize


def _told(text: str) -> Told:
    state = ProblemReadingState(text)
    for token in tokenize(text):
        state = feed(state, token)
    return state.told


def test_nouns_keep_written_word_lemma_and_clause() -> None:
    text = "Rosa bought 4 kg of pears and her brother ate 2 red apples."
    told = _told(text)
    heads = {(n.head, n.written) for n in told.nouns}
    assert ("kilogram", "kg") in heads and ("apple", "apples") in heads
    apples = next(n for n in told.nouns if n.head == "apple")
    assert apples.modifiers == ("red",) and text[apples.clause[0]:apples.clause[1]].startswith("her brother")
    # what was written is asked of the word, not of the lemma
    assert told.writes_noun_before("pear", len(text)) and not told.writes_noun_before("kilogram", len(text))
    assert not told.writes_noun_before("apple", text.index("red"))


def test_verbs_keep_lemma_and_doer() -> None:
    told = _told("Rosa baked 9 pies. Then Tom sold 3 pies.")
    assert [(v.lemma, v.doer) for v in told.verbs] == [("bake", "Rosa"), ("sell", "Tom")]
    assert [v.lemma for v in told.verbs_within((19, 40))] == ["sell"]


def test_undone_word_after_left() -> None:
    text = "Rosa baked 9 pies. How many pies were left unsold?"
    (undone,) = _told(text).undone
    assert undone.written == "unsold" and undone.left_at == text.index("left")
    (undone,) = _told("Rosa baked 9 pies. How many unsold pies were there?").undone or (None,)
    assert undone is None or undone.left_at is None


def test_price_of_a_count_asks_what_was_written_before() -> None:
    # "kg" written before is no "kilogram" written: the price of 2 kilograms is any such price
    assert_answers("Ivo buys 4 kg of plums. If 2 kilograms of plums cost $5, how much does Ivo pay?",
                   10)
    # "shirts" written before: the two priced may be two of his, priced apart from the third
    assert_refuses("Ivo bought 3 shirts. Two shirts cost $30. How much did one shirt cost?")


def test_auxiliaries_are_told_as_written() -> None:
    text = "Ola has 15 cards. She had lost 5 cards."
    told = _told(text)
    assert told.writes_verb_before(frozenset({"has"}), text.index("She"))
    assert not told.writes_verb_before(frozenset({"had"}), text.index("She"))
    assert [v.lemma for v in told.verbs_within((0, len(text)))] == ["lose"]


def test_purpose_of_a_need_is_set_aside_only_when_told_in_the_same_words() -> None:
    story = "Ravi needs 90 bricks to finish the wall. He has 35 bricks. "
    assert_answers(story + "How many more bricks does he need to finish the wall?", 55)
    # another purpose, or the same verb for another thing, may want another amount
    assert_refuses(story + "How many more bricks does he need to build the shed?")
    assert_refuses(story + "How many more bricks does he need to finish the shed?")
    assert_refuses("Ravi needs 90 bricks. He has 35 bricks. How many more bricks does he need to "
                   "finish the wall?")


def test_prepositions_keep_the_words_of_what_they_take() -> None:
    text = "Rosa baked 9 pies with her brother. Then Tom sold 3 pies to Ivy."
    told = _told(text)
    assert [(p.word, p.object) for p in told.prepositions] == [
        ("with", ("her", "brother")), ("to", ("ivy",))]
    assert [p.word for p in told.prepositions_within((0, text.index(".")))] == ["with"]


def test_words_named_before_name_things_and_people() -> None:
    text = "Lia saw 5 horses with riders and a big table. How many legs did she see?"
    named = _told(text).words_named_before(text.index("How"))
    assert {"horses", "riders", "big", "table", "lia"} <= set(named)
    assert "saw" not in named and "legs" not in named


def test_prepositions_keep_the_words_named_after_them_in_their_clause() -> None:
    told = _told("Ann picked 14 figs with the help of Omar.")
    (with_,) = [p for p in told.prepositions if p.word == "with"]
    assert with_.object == ("the", "help") and "omar" in with_.named_after
