"""An occasion the question's time names: "How many cards did he have before the party?".

"Sam got 5 cards at the party. Now he has 12." tells the party by the changes done at it;
"before the party" is the state before the first of them, "after the party" the state after
the last, when no other change is told before (after) them: one told so may have been done
at the occasion too, unsaid ("He lost 2. At the party he got 5."). Read only when every time
the story names the occasion it says a doing was done there ("at the party", "during the
game", "on his birthday", the phrase leading its sentence or inside the doing's own clause):
"bought 3 hats for the party" (before it?), "after the party he gave 2 away", "The party
started at 5" or a holding told at it ("At the party he had 9") say the occasion's time is
not the doings', and no entry is named, so the time asked is unbound and refused.
"""

from __future__ import annotations

import re

from wordproof.ledger.entries import Entry, Op
from wordproof.lexicon.words import in_class, verb_lemma
from wordproof.reader.chunks import Chunk, EntityChunk, NounChunk, PrepChunk, VerbChunk
from wordproof.text.pieces import sentence_span

_AT = r"(?:at|during|in|on)"
_OWNER = r"(?:the|a|an|his|her|their|its|my|our|your|[A-Z][a-z]+'s)"
_CHANGES = (Op.GAIN, Op.LOSS, Op.TRANSFER)


def occasion_entries(entries: tuple[Entry, ...], time: str, time_clause: tuple[Chunk, ...], text: str,
                     asked_at: int) -> list[str] | None:
    """The entry the occasion names bounds the time asked ("before": the first doing told at
    it, "after": the last); [] when the occasion is named otherwise too, or by no doing; None
    when ``time_clause`` is neither a bare noun phrase nor a going to one ("before going to the
    store"), but a doing ("before she gave any away")."""
    match time_clause:
        case (NounChunk(noun=noun) as said,) if noun.of is None:
            pass
        case (VerbChunk(particle=None) as going, PrepChunk(word="to"), NounChunk(noun=noun) as said) if (
            noun.of is None and going.word.lower().endswith("ing") and in_class(going.lemma, "motion_verbs")
        ):
            pass
        case _:
            return None
    said_words = text[said.span[0]:said.span[1]].split()
    if len(said_words) < 2 or not _determiner_said(said):
        return []  # "before lunch": no phrase to find again as told
    first, *modifiers, head = (re.escape(w) for w in said_words)
    between = r"\s+".join(modifiers) + r"\s+" if modifiers else r"(?:[\w'-]+\s+){0,2}"
    phrase = rf"{first}\s+{between}{head}\b"
    story = text[:asked_at]
    named_by = r"\s+".join((*modifiers, head))  # "the third stop": "third stop" names it, "stop" no
    mentions = [m.start() for m in re.finditer(rf"\b{named_by}\b", story, re.IGNORECASE)]
    at = list(re.finditer(rf"\b{_AT}\s+{phrase}", story, re.IGNORECASE))
    gone = [m for m in re.finditer(rf"\b([A-Za-z]+)\s+to\s+{phrase}", story, re.IGNORECASE)
            if in_class(verb_lemma(m.group(1)) or "", "motion_verbs")]
    if not at + gone or len(at) + len(gone) != len(mentions):
        return []  # ("for the party", "The party began", "after the party"): another time told
    named = [e for e in entries if any(_names(e, m, text) for m in at) or any(_gone_before(e, m, text)
                                                                            for m in gone)]
    if not named or any(e.op not in _CHANGES for e in named):
        return []  # ("At the party he had 9 cards"): a holding there, before or after its doings?
    bound = named[0] if time == "before" else named[-1]
    index = entries.index(bound)
    beyond = entries[:index] if time == "before" else entries[index + 1:]
    others = [m for m in re.finditer(rf"\b{_AT}\s+{_OWNER}\s+(?:[\w'-]+\s+){{0,2}}{head}\b", story,
                                     re.IGNORECASE) if all(m.start() != own.start() for own in at)]
    if any(e.op in _CHANGES and not any(_names(e, m, text) for m in others) for e in beyond):
        # ("He lost 2. At the party he got 5."): lost at the party, or before it? ("At the
        # first stop 5 got off" is at another stop, before the second)
        return []
    return [bound.id]


def _determiner_said(said: NounChunk) -> bool:
    """ "the party", "his birthday", "Ann's game": a phrase with its article or owner."""
    return said.determiner is not None or isinstance(said.possessor, EntityChunk)


def _names(entry: Entry, mention: re.Match[str], text: str) -> bool:
    """Whether the phrase ``mention`` places ``entry``'s doing: said inside its clause, or
    leading the sentence the clause is in ("At the party, he got 5 cards")."""
    start, end = entry.clause
    if start <= mention.start() and mention.end() <= end:
        return True
    opening = sentence_span(text, entry.clause)[0]
    opening += len(text[opening:]) - len(text[opening:].lstrip())
    return mention.start() == opening and mention.end() <= start


def _gone_before(entry: Entry, going: re.Match[str], text: str) -> bool:
    """Whether the going ``going`` ("went to the store") opens ``entry``'s sentence before its
    clause: "She went to the store and spent $8" spent it there."""
    opening = sentence_span(text, entry.clause)[0]
    return opening <= going.start() and going.end() <= entry.clause[0] and not re.search(
        r"[.;]", text[going.end():entry.clause[0]])
