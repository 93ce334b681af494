"""Time chunks: the machine sets aside the words that place a sentence in time, each clause
carries its sentence's, and the ledger all the text's (frames and the replay read them there)."""

from wordproof.pipeline import _ledger
from wordproof.reader.clauses import split_clauses
from wordproof.reader.machine import MachineState, Sentence, feed
from wordproof.reader.state import read
from wordproof.refusals import Refusal
from wordproof.text.times import Tense, TimeKind, told_with, told_within
from wordproof.text.tokens import tokenize


def _sentences(text: str) -> tuple[Sentence, ...]:
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    state = MachineState()
    for token in tokens:
        state = feed(state, token)
    return state.sentences


def _kinds(text: str) -> list[tuple[TimeKind, str]]:
    """The words' time chunks (the verb groups' tenses are tests/reader/test_tenses.py's)."""
    return [(t.kind, t.text) for s in _sentences(text) for t in s.times if t.kind is not TimeKind.TENSE]


def test_a_pointer_to_a_past_time_is_one_chunk() -> None:
    assert _kinds("Mo baked 8 pies last winter.") == [(TimeKind.PAST, "last winter")]
    assert _kinds("In the past, Mo baked 8 pies.") == [(TimeKind.PAST, "In the past")]
    assert _kinds("Mo baked 8 pies before the fair.") == [(TimeKind.PAST, "before the")]
    assert _kinds("Two days ago Mo baked 8 pies.") == [(TimeKind.PAST, "ago")]


def test_last_and_before_that_name_no_time_are_only_prior() -> None:
    assert _kinds("Mo ate the last 3 pies.") == [(TimeKind.PRIOR, "last")]


def test_now_then_still_and_tense_are_told_apart() -> None:
    assert _kinds("Then Mo had 5 pies, and now he still has 2 pies.") == [
        (TimeKind.LATER, "Then"), (TimeKind.PAST_TENSE, "had"), (TimeKind.NOW, "now"),
        (TimeKind.STILL, "still")]
    assert _kinds("At first Mo owned 4 pies.") == [(TimeKind.START, "first")]


def test_a_chunk_knows_its_span_and_its_sentence() -> None:
    text = "Mo has 3 cups. Yesterday he broke 1 cup."
    (first, second) = _sentences(text)
    assert [t.kind for t in first.times] == [TimeKind.TENSE]
    (yesterday,) = [t for t in second.times if t.kind is not TimeKind.TENSE]
    assert text[slice(*yesterday.span)] == "Yesterday"
    assert yesterday.sentence == second.span


def test_every_clause_carries_its_sentences_times() -> None:
    (sentence,) = _sentences("Mo had 9 pens last week, and he lost 2 pens.")
    clauses = split_clauses(sentence.chunks, sentence.times)
    assert len(clauses) == 2
    assert all(c.times == sentence.times for c in clauses)


def test_the_ledger_carries_the_times_of_every_sentence() -> None:
    text = "Mo had 9 pens yesterday. Now he has 4 pens. How many pens did he lose?"
    tokens = tokenize(text)
    assert not isinstance(tokens, Refusal)
    state = read(text, tokens)
    assert state.refusal is None and state.hypotheses
    ledger = _ledger(state.hypotheses[0], text)
    now = text.index("Now")
    assert [t.text for t in told_with(ledger.times, (now, now + 3), frozenset({TimeKind.NOW}))] == ["Now"]
    assert told_with(ledger.times, (0, 2), frozenset({TimeKind.NOW})) == ()
    words = frozenset(TimeKind) - {TimeKind.TENSE}
    assert [t.text for t in told_with(ledger.times, (0, 2), words)] == ["had", "yesterday"]
    assert [(t.text, t.tense) for t in told_with(ledger.times, (0, 2), frozenset({TimeKind.TENSE}))] == [
        ("had", Tense.PAST)]


def test_a_day_named_from_now_is_a_day_chunk() -> None:
    assert _kinds("Today Mo baked 8 pies, and tonight he bakes 2 pies.") == [
        (TimeKind.DAY, "Today"), (TimeKind.DAY, "tonight")]


def test_a_question_reads_the_day_it_asks_against_the_days_the_story_told() -> None:
    # "yesterday" asked, and only "today" told: not the events of the day asked
    from wordproof import Answer, solve

    told_today = solve("Mo baked 8 pies today. How many pies did Mo bake yesterday?")
    assert not isinstance(told_today, Answer)


def test_next_and_the_time_it_names_are_one_chunk() -> None:
    assert _kinds("How old will Mo be next year?") == [(TimeKind.NEXT, "next year")]


def test_a_doing_told_once_more_is_one_repetition_chunk() -> None:
    assert _kinds("Five boys went down the slide again.") == [(TimeKind.AGAIN, "again")]
    assert _kinds("Once more the kids ran home.") == [(TimeKind.AGAIN, "Once more")]
    assert _kinds("Mo ate once, then 3 more pies.") == [(TimeKind.LATER, "then")]


def test_doers_told_again_are_not_more_doers() -> None:
    from wordproof import Answer, solve

    story = "12 kids went down the hill. 5 kids {} down the hill{}. How many kids went down the hill in all?"
    assert isinstance(solve(story.format("went", "")), Answer)
    assert not isinstance(solve(story.format("went", " again")), Answer)


def test_what_is_left_is_told_apart_from_still() -> None:
    assert _kinds("Mo still has 2 pies left.") == [(TimeKind.STILL, "still"), (TimeKind.LEFT, "left")]
    assert _kinds("The remaining pies remain.") == [
        (TimeKind.REMAINING, "remaining"), (TimeKind.REMAINING, "remain")]
    text = "Mo ate 2 pies, and 3 pies remain."
    (sentence,) = _sentences(text)
    remain = frozenset({TimeKind.REMAINING})
    assert told_within(sentence.times, (0, text.index(",")), remain) == ()
    assert [t.text for t in told_within(sentence.times, (text.index("and"), len(text)), remain)] == ["remain"]


def test_a_need_said_still_asks_what_is_not_yet_done() -> None:
    from wordproof import Answer, solve

    story = "Mo had to wash 20 cups. By noon he had washed 12 cups. How many does he {}need to wash?"
    still = solve(story.format("still "))
    assert isinstance(still, Answer) and still.value == 8
    whole = solve(story.format(""))
    assert not isinstance(whole, Answer) or whole.value != 8
