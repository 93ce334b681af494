"""Questions about prices: what one thing cost, and how many a sum of money buys.

"How much did each pen cost?", "How much does one pen cost?", "What was the price of each
pen?", "How much did she pay for each pen?" ask the price of one thing of a kind (TargetWhat.
PRICE). The story must tell a purchase of that kind with the sum paid ("bought 3 pens for
$6") and no price for it: the price is then the unknown of "sum = price × amount bought",
which replay already states for every priced purchase.

"How many pens can she buy with $16?", "… with the money she has?", "… with her money?",
"How many pens can she buy?", "How many rides can she go on with $16?" (any verb, with the sum
named) ask how many a sum buys at the kind's stated price (TargetWhat.
BUDGET): the count whose cost is the whole sum. Integrality proves the sum buys a whole
number of things; a sum that does not divide is refused, never rounded down.
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from wordproof.ledger.entries import (
    Amount,
    Entry,
    Kind,
    KindMatcher,
    Op,
    Target,
    TargetWhat,
    is_money_measure,
)
from wordproof.lexicon import words
from wordproof.reader.chunks import (
    A_ONE,
    AuxChunk,
    Chunk,
    ConjChunk,
    CueChunk,
    EntityChunk,
    Noun,
    NounChunk,
    PrepChunk,
    QtyChunk,
    VerbChunk,
)
from wordproof.reader.clauses import Clause
from wordproof.reader.frames import Proto, _article_said, _is_money
from wordproof.reader.rates import _that_cost, before_cost
from wordproof.refusals import Refusal, RefusalCode, Stage
from wordproof.text.numerals import NumeralKind
from wordproof.text.times import DATING, TimeChunk, told_with

_EACH = ("each", "every")


def _one_of(chunks: list[Chunk]) -> NounChunk | None:
    """ "each pen", "every pen", "each pack of gum", "each of the pens", "each of her pens": the
    kind of one."""
    from wordproof.reader.question import _merge_of  # builds on this module

    match _merge_of(tuple(chunks)):
        case [CueChunk(kind="each", text=e), NounChunk() as one] if e.lower() in _EACH and (
            not one.noun.plural and one.possessor is None and one.noun.head
        ):
            return one
        case [CueChunk(kind="each", text=e), PrepChunk(word="of"), NounChunk() as all_] if (
            e.lower() == "each" and all_.noun.plural and (
                all_.determiner == "the" or all_.possessor is not None)
        ):
            return all_
    return None


def _money_head(clause: Clause) -> bool:
    """ "How much …", "How many dollars …", "How much money …"."""
    assert clause.wh is not None
    head = [c for c in clause.head if not (isinstance(c, CueChunk) and c.kind == "aggregate")]
    if clause.wh.asks == "amount" and not head:
        return True
    return len(head) == 1 and isinstance(noun := head[0], NounChunk) and noun.possessor is None and (
        noun.noun.head in ("dollar", "cent", "money") and noun.noun.plural != (noun.noun.head == "money")
    )


Asked = tuple[NounChunk | None, QtyChunk | None]


def _counted(qty: QtyChunk, noun: Noun | None = None) -> Asked | None:
    """ "3 balls", "one pen": how many of what the question prices."""
    noun = noun or qty.noun
    if qty.value is None or noun is None or qty.comparative is not None or qty.of_entity is not None or (
        qty.kind is not None and qty.kind.name != "CARDINAL"
    ) or noun.plural == (qty.value == 1):
        return None
    return NounChunk(noun, qty.span), qty


def read_prices_listed(clause: Clause, text: str) -> tuple[Asked, tuple[QtyChunk, ...]] | None:
    """ "How much do 3 pens and 2 pads cost?", "How much would it cost to buy 3 pens and 2
    pads?", "How much must she pay for 3 pens and 2 pads?": the price question of the first
    count, and the counts of the list, each of a kind of its own (each priced as its own
    question, the answer their sum); None when the question is not of this shape."""
    chunks = [_one_counted(c) for c in (clause.subject, *clause.rest) if c is not None]
    start = next((i for i, c in enumerate(chunks) if isinstance(c, QtyChunk)), None)
    if start is None:
        return None
    end, at = start, start + 1
    while at < len(chunks) and isinstance(chunks[at], ConjChunk):
        at += 1
        if at < len(chunks) and isinstance(chunks[at], QtyChunk):
            end, at = at, at + 1  # ", 2 pads", "and 2 pads", ", and 2 pads"
    counts = tuple(c for c in chunks[start:end + 1] if isinstance(c, QtyChunk))
    joins = [c for c in chunks[start:end + 1] if isinstance(c, ConjChunk)]
    kinds = {(c.noun.head, c.noun.modifiers, c.noun.of) for c in counts if c.noun is not None}
    if len(counts) < 2 or len(kinds) != len(counts) or joins[-1].word != "and" or any(
        j.word not in (",", "and") for j in joins
    ):
        return None
    first = counts[0]
    shortened = [*chunks[:start], first, *chunks[end + 1:]]
    if clause.subject is None:
        said = attrs.evolve(clause, rest=tuple(shortened))  # "would it cost to buy 3 pens and 2 pads"
    elif start > 0:
        said = attrs.evolve(clause, rest=tuple(shortened[1:]))  # "will she pay for 3 pens and 2 pads"
    else:
        match shortened:
            case [QtyChunk(), VerbChunk() as verb] if clause.verb is None:
                said = attrs.evolve(clause, subject=first, verb=verb, rest=())  # "do 3 pens and 2 pads cost"
            case _:
                return None
    asked = read_price_question(said, text)
    if asked is None or asked[1] is not first or any(_counted(c) is None for c in counts):
        return None
    return asked, counts


def _one_counted(chunk: Chunk) -> Chunk:
    """ "a pen" in a list of things priced ("do a pen and 2 pads cost"): one pen, its article
    counted one by a reading rule; any other chunk as it is."""
    if isinstance(chunk, NounChunk) and chunk.determiner in ("a", "an") and not chunk.noun.plural and (
        chunk.possessor is None
    ):
        return QtyChunk(Fraction(1), NumeralKind.CARDINAL, chunk.span, chunk.span, noun=chunk.noun,
                        lexicon_constant=A_ONE)
    return chunk


def read_price_question(clause: Clause, text: str) -> Asked | None:
    """What a question asks the cost of: one thing of a kind (the count None: "each pen",
    "a pen"; the kind None: "each", whatever the story buys for a sum) or a number of them
    ("3 balls", "one pen"); None when the question is not of this shape."""
    assert clause.wh is not None
    if clause.negated:
        return None
    if clause.wh.asks == "what":
        return _price_of(clause)
    groups = [a.group for a in clause.auxiliaries]
    if not _money_head(clause) or groups not in (["do"], ["modal"], ["modal", "have"]):
        return None
    rest = list(clause.rest)
    subject = clause.subject
    verb = clause.verb
    if _it(subject) and verb is not None and verb.lemma == "cost" and groups[0] == "modal":
        match rest:
            case [*whom, PrepChunk(word="to"), VerbChunk(particle=None) as buy, QtyChunk() as qty] if (
                words.in_class(buy.lemma, "buying_verbs") and len(whom) <= 1
                and all(isinstance(w, EntityChunk) and w.pronoun_role == "object" for w in whom)
            ):
                return _counted(qty)  # "How much would it cost (them) to buy 6 pens?"
        return None
    if groups == ["modal", "have"]:
        return None
    if subject is None and verb is None:
        match rest:
            case [*one, VerbChunk(lemma="cost"), PrepChunk(word="to"), VerbChunk(particle=None) as buy] if (
                words.in_class(buy.lemma, "buying_verbs") and _one_of(one) is not None
            ):
                return _one_of(one), None  # "did each pen cost to buy": the purchase says what it is
            case [*one, VerbChunk(lemma="cost")] if _one_of(one) is not None:
                return _one_of(one), None  # "did each pen cost"
            case [CueChunk(kind="each", text=e), NounChunk(noun=Noun(head="cost"), determiner=None)] if (
                e.lower() == "each"
            ):
                return None, None  # "did each cost"
        return None
    if verb is not None and verb.lemma == "cost" and isinstance(subject, NounChunk) and (
        subject.possessor is None
    ):
        if not subject.noun.plural and subject.determiner in ("a", "an", "each", "every") and not rest:
            return subject, None  # "does a pen cost"
        if subject.noun.plural and subject.determiner == "the" and len(rest) == 1 and (
            isinstance(rest[0], CueChunk) and rest[0].text.lower() in ("each", "apiece")
        ):
            return subject, None  # "did the pens cost each"
        return None
    if isinstance(subject, QtyChunk) and not rest and subject.noun is not None:
        if verb is not None and verb.lemma == "cost":
            return _counted(subject)  # "do 3 balls cost"
        before = before_cost(subject.noun, text) if verb is None else None
        return _counted(subject, before) if before is not None else None  # "does one pen cost"
    if verb is not None and words.in_class(verb.lemma, "spending_verbs") and isinstance(
        subject, EntityChunk
    ) and len(rest) > 1 and isinstance(rest[0], PrepChunk) and rest[0].word in ("for", "on"):
        if len(rest) == 2 and isinstance(rest[1], QtyChunk):
            return _counted(rest[1])  # "must she pay for 3 balls"
        each = _one_of(rest[1:])
        return (each, None) if each is not None else None  # "did she pay for each pen"
    return None


def _it(chunk: Chunk | None) -> bool:
    return isinstance(chunk, EntityChunk) and chunk.kind == "pronoun" and chunk.text.lower() == "it"


def supposed_purchase_into_question(clauses: list[Clause], counted: frozenset[str]) -> list[Clause]:
    """ "If you bought 7 pens, how much would it cost (you)?", "If a farmer needed 6 bags, …",
    "If they wanted to buy 4 pens, how much would it have cost them?", "How much would it cost if
    you were to buy 4 pens?": the supposed purchase is what "it" costs, as "How much would it
    cost to buy 7 pens?" says; it is no event of the story (the buyer may be no one else in it),
    so the clause moves into the question. Not a need of things the story already counts ("Ann
    has 2 pens. If she needed 6 pens, …": all 6 bought, or the 4 she lacks?); ``counted`` are
    the units of every entry read so far."""
    clauses = [*clauses[:-1], _money_needed_as_cost(clauses[-1], counted)] if clauses else clauses
    if len(clauses) < 2:
        return clauses
    supposed, asked = clauses[-2:]
    if not supposed.supposed or supposed.wh is not None or supposed.negated or supposed.placed or (
        asked.wh is None or not _it(asked.subject) or asked.verb is None or asked.verb.lemma != "cost"
        or asked.placed
    ):
        return clauses
    match list(asked.rest):
        case [] | [EntityChunk(pronoun_role="object")]:
            pass
        case _:
            return clauses
    bought = _supposed_purchase(supposed)
    if bought is None:
        return clauses
    needed = bought[-1]
    if supposed.verb is not None and supposed.verb.lemma == "need" and isinstance(needed, QtyChunk) and (
        needed.noun is None or needed.noun.head in counted
    ):
        return clauses
    return [*clauses[:-2], attrs.evolve(asked, rest=asked.rest + bought)]


def tender_supposed_before_change(clauses: list[Clause]) -> list[Clause]:
    """ "If she had one $50 bill, how much change did she get?", "… if she gives two $10 bills?":
    the bills supposed held, or given, before a question of the change are what she paid with,
    as "She paid with one $50 bill." tells it (``frames._tender``). Only bills (lexicon
    ``money_nouns``, a sum before them: never "$50", which may be all she had), counted or
    told by "a", and nothing else in the supposition. Bills supposed held are paid with only when
    one bill is held: of "three $20 bills" she may hand over one."""
    if len(clauses) < 2:
        return clauses
    asked = clauses[-1] if clauses[-1].wh is not None else clauses[0]
    supposed = clauses[-2] if asked is clauses[-1] else clauses[1]
    if asked.wh is None or supposed.wh is not None or not supposed.supposed or supposed.negated or (
        not any(isinstance(c, NounChunk) and c.noun.head == "change" and c.possessor is None
                for c in (*asked.head, *asked.rest))
    ):
        return clauses
    verb = supposed.verb
    groups = [a.group for a in supposed.auxiliaries]
    held = verb is None and groups == ["have"]
    given = verb is not None and not groups and verb.particle is None and verb.lemma in (
        "give", "hand", "use")
    match list(supposed.rest):
        case [*counted, QtyChunk(noun=Noun(head=bill, modifiers=(), of=None), comparative=None) as money] if (
            (held or given) and isinstance(supposed.subject, EntityChunk) and _is_money(money)
            and words.in_class(bill, "money_nouns") and bill not in ("dollar", "cent", "buck")
            and len(counted) <= 1 and all(isinstance(c, QtyChunk) and c.noun is None for c in counted)
            and (given or all(isinstance(c, QtyChunk) and c.value == 1 for c in counted))
        ):
            pass
        case _:
            return clauses
    anchor = verb.span if verb is not None else supposed.auxiliaries[0].span
    pay = VerbChunk("paid", "pay", words.verb_class("pay"), anchor)
    tender = attrs.evolve(supposed, verb=pay, auxiliaries=(), supposed=False, conditional=False,
                          rest=(PrepChunk("with", anchor), *supposed.rest))
    return [tender if c is supposed else c for c in clauses]


def _money_needed_as_cost(asked: Clause, counted: frozenset[str]) -> Clause:
    """ "How much money would you need (to buy 6 pens)?": what the purchase costs, as "How much
    would it cost (to buy 6 pens)?" asks, when the one asked is the "you" of anyone and no money
    is told held or got in the story (``counted``: else the money still lacking may be asked)."""
    subject, verb = asked.subject, asked.verb
    if asked.wh is None or asked.wh.text.lower() != "how much" or verb is None or verb.lemma != "need" or (
        verb.particle is not None or verb.negated or asked.negated or asked.placed
        or [a.word.lower() for a in asked.auxiliaries] not in (["would"], ["will"])
        or not isinstance(subject, EntityChunk) or subject.kind != "pronoun" or subject.text.lower() != "you"
    ):
        return asked
    match asked.head:
        case (NounChunk(noun=Noun(head="money", modifiers=(), of=None), determiner=None, possessor=None),):
            pass
        case _:
            return asked
    if any(is_money_measure(unit) for unit in counted):
        return asked
    it = EntityChunk("pronoun", "it", subject.span, pronoun_role="subject")
    cost = VerbChunk("cost", "cost", words.verb_class("cost"), verb.span, participle=verb.participle)
    return attrs.evolve(asked, subject=it, verb=cost, head=())


def _supposed_purchase(supposed: Clause) -> tuple[Chunk, ...] | None:
    """ "bought 7 pens", "needed 7 pens", "wanted to buy 7 pens", "were to buy 7 pens": the
    purchase as "to buy 7 pens"."""
    verb = supposed.verb
    groups = [(a.group, a.word.lower()) for a in supposed.auxiliaries]
    plain = verb is not None and not groups and verb.particle is None
    match list(supposed.rest):
        case [QtyChunk() as qty] if verb is not None and plain and (
            words.in_class(verb.lemma, "buying_verbs") or verb.lemma == "need"
        ):
            return PrepChunk("to", verb.span), VerbChunk(verb.word, "buy", verb.verb_class, verb.span), qty
        case [PrepChunk(word="to"), VerbChunk(particle=None) as buy, QtyChunk()] if words.in_class(
            buy.lemma, "buying_verbs"
        ) and (
            verb is not None and plain and words.in_class(verb.lemma, "wanting_verbs")
            or verb is None and groups in ([("be", "were")], [("be", "was")])
        ):
            return tuple(supposed.rest)
    return None


def _price_of(clause: Clause) -> Asked | None:
    """ "What is the price of one pen?", "What was the cost of each pen?"."""
    subject = clause.subject
    if clause.head or clause.verb is not None or [a.group for a in clause.auxiliaries] != ["be"]:
        return None
    if not isinstance(subject, NounChunk) or not words.in_class(subject.noun.head, "price_nouns") or (
        subject.determiner != "the" or subject.noun.modifiers or subject.possessor is not None
    ):
        return None
    match list(clause.rest):
        case [PrepChunk(word="of"), QtyChunk() as qty]:
            return _counted(qty)
        case [PrepChunk(word="of"), *each]:
            found = _one_of(each)
            return (found, None) if found is not None else None
    return None


def price_target(entries: tuple[Entry, ...], asked: Asked, matcher: KindMatcher,
                 span: tuple[int, int], evidence: str, text: str,
                 next_id: str, times: tuple[TimeChunk, ...], unit_text: str = "dollars",
                 done: bool = False) -> tuple[Entry | None, Target] | Refusal:
    """The target of a question about a price: the cost of the count asked (one, when the
    question asks of each) at the kind's price. A price the story does not state is a new
    PRICE entry of unknown amount, which every purchase of the kind for a sum determines.
    A purchase asked as done ("How much did she pay for 4 pizzas?") is one the story tells: the
    count asked must be the count of the kind the story tells bought. A price found from a
    purchase told at one time is not asked of another ("yesterday", "today")."""
    per, count = asked
    goal = None
    if count is not None:
        assert count.value is not None
        goal = Amount(count.value, count.value_span, text[count.value_span[0]:count.value_span[1]],
                      count.lexicon_constant)
        if done and not _told_bought(entries, per, count.value):
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("the count of the things the story tells bought",))
    stated = [e for e in entries if e.op is Op.PRICE and e.per is not None and per is not None
              and e.per.unit == per.noun.head and _of_agrees(per.noun.of, e.per.of)]
    if any(not set(per.noun.modifiers) <= set(e.per.modifiers) for e in stated if per is not None and e.per):
        # "Each red pen costs $2. How much do 3 blue pens cost?": a price of another sort
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("a price of the sort asked",))
    if stated and goal is not None and per is not None and per.noun.of is None and (
        priced_of := stated[0].per.of if stated[0].per else None
    ) is not None and any(e.kind.unit == per.noun.head and e.kind.of not in (None, priced_of)
                          for e in entries):
        # "Rice is $2 a pound. Ann has 3 pounds of flour. How much do 6 pounds cost?": of which?
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("the stuff the measures asked are of",))
    if stated and goal is not None and (len(stated) > 1 or stated[0].payer is not None or any(
        e.op is Op.DISCOUNT for e in entries
    )):
        # two kinds the words asked may name, a price one payer paid, a discount someone gets:
        # the cost of the count asked is not the one price times it
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("one price, paid by anyone, of the kind asked",))
    if stated:
        bundled = len(stated) == 1 and stated[0].count is not None and stated[0].count.value != 1
        if goal is None and not bundled and stated[0].share is None and stated[0].plus is None:
            # "Each pen costs $2. How much does each pen cost?": the question repeats a given
            # ("A pad is 50% more expensive than a pen", "costs $3 more than a pen": a price
            # derived, which it may ask)
            return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                           expected=("a price the story does not state",))
        return None, Target(TargetWhat.PRICE, matcher, span, evidence, per=stated[0].per.unit
                            if stated[0].per else None, goal=goal, unit_text=unit_text)
    bought = (_bought_for_a_sum(entries) + _bought_one_for_a_sum(entries) or _bought_for_change(entries)) + (
        _bought_within_a_total(entries))
    if per is not None:  # (a count asked is of the sort bought: "2 cones", as dear as large ones?)
        bought = [(told, kind, paid) for told, kind, paid in bought if _names(per.noun, kind) and (
            goal is None or set(kind.modifiers) == set(per.noun.modifiers))]
    kinds = {kind if goal is not None else kind.base for _, kind, _ in bought}
    money = {paid for _, _, paid in bought}
    if len(kinds) != 1 or len(money) != 1:
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("a purchase of the kind asked, with the sum paid",))
    dated = {frozenset(t.text.lower() for t in told_with(times, s, DATING))
             for s in (span, *(told.clause for told, _, _ in bought))} - {frozenset()}
    if len(dated) > 1:
        # "bought a cone for $3 yesterday. How much would 2 cones cost today?": the price then
        return Refusal(RefusalCode.UNBOUND_TEMPORAL_SCOPE, Stage.READER, evidence, span=span)
    kind = next(iter(kinds))
    if any(e.op is Op.PRICE and e.per is not None and e.per.unit == kind.unit for e in entries):
        return Refusal(RefusalCode.UNSUPPORTED_QUESTION, Stage.READER, evidence, span=span,
                       expected=("one price of the kind asked",))
    entry = Entry(next_id, Op.PRICE, "world", next(iter(money)), Amount(None, span, ""), span,
                  actor="world", per=kind)
    return entry, Target(TargetWhat.PRICE, matcher, span, evidence, per=kind.unit, goal=goal,
                         unit_text=unit_text)


def _told_bought(entries: tuple[Entry, ...], per: NounChunk | None, count: Fraction) -> bool:
    """Whether the story tells, in counts all given, that ``count`` things of the kind were
    bought ("bought 3 pizzas … did she pay for the three pizzas"; never 4 of them)."""
    bought = [e for e in entries if e.op is Op.GAIN and per is not None and e.kind.unit == per.noun.head
              and e.verb is not None and words.in_class(e.verb, "buying_verbs")]
    return bool(bought) and all(e.amount.value is not None for e in bought) and sum(
        (e.amount.value for e in bought if e.amount.value is not None), Fraction(0)) == count


def _of_agrees(asked: str | None, priced: str | None) -> bool:
    """ "pieces of gum" are the pieces a price "per piece" is for; not "pieces of candy"."""
    return asked is None or priced is None or asked == priced


def _names(noun: Noun, kind: Kind) -> bool:
    """ "each pen" names pens; "each pound" names pounds of apples."""
    return kind.unit == noun.head and (noun.of is None or noun.of == kind.of) and set(
        noun.modifiers) <= set(kind.modifiers)


Bought = tuple[Entry, Kind, Kind]  # the entry telling a purchase, the kind bought, the money paid


def _bought_for_change(entries: tuple[Entry, ...]) -> list[Bought]:
    """Purchases by one who got change told ("paid with a $20 bill and got $2 in change"),
    whose sum the replay ties to what was bought."""
    return [(gain, gain.kind, change.kind) for gain in entries for change in entries
            if gain.op is Op.GAIN and gain.verb is not None and words.in_class(gain.verb, "buying_verbs")
            and change.op is Op.CHANGE and change.subject == gain.actor]


def _bought_one_for_a_sum(entries: tuple[Entry, ...]) -> list[Bought]:
    """ "bought a cone for 99 cents", "paid $5 for a pad": one thing bought for a sum, counted
    one by its article (``Entry.paid_for``), which replay ties to the thing's price."""
    return [(e, e.paid_for_kind, e.kind) for e in entries if e.op is Op.LOSS and e.paid_for_kind is not None
            and e.paid_for is not None and e.verb is not None and words.in_class(e.verb, "spending_verbs")]


def _bought_within_a_total(entries: tuple[Entry, ...]) -> list[Bought]:
    """Purchases of a counted kind by one whose whole spending is told ("She spent $260 in
    total"), which the replay ties to every cost of hers."""
    return [(gain, gain.kind, total.kind) for gain in entries for total in entries
            if gain.op is Op.GAIN and gain.verb is not None and words.in_class(gain.verb, "buying_verbs")
            and gain.amount.value is not None and total.whole_doing and total.op is Op.LOSS
            and total.actor == gain.actor and total.verb is not None
            and words.in_class(total.verb, "spending_verbs")]


def _bought_for_a_sum(entries: tuple[Entry, ...]) -> list[Bought]:
    """Purchases whose clause states the sum paid."""
    found = []
    for gain in entries:
        if gain.op is not Op.GAIN or gain.verb is None or not words.in_class(gain.verb, "buying_verbs"):
            continue
        bought = [e for e in entries if e.clause == gain.clause and e.op is Op.GAIN and e.actor == gain.actor]
        paid = [e for e in entries if e.clause == gain.clause and e.op is Op.LOSS and e.actor == gain.actor
                and e.verb is not None and words.in_class(e.verb, "spending_verbs")]
        if len(paid) == 1 and len(bought) == 1:  # "3 pens and 2 pencils for $6": not each's
            found.append((gain, gain.kind, paid[0].kind))
    return found




Budget = tuple[NounChunk, QtyChunk | None, EntityChunk | None, QtyChunk | None]


def read_budget_question(clause: Clause) -> Budget | None:
    """ "How many pens can she buy (with $16 | with the money she has | with her money)?":
    the things asked, the sum the question names (None: what the buyer holds at the end)
    and whose money it says it is (bound later: it must be the buyer)."""
    assert clause.wh is not None
    verb = clause.verb
    if clause.wh.asks != "count" or clause.negated or verb is None or verb.particle or (
        [a.word.lower() for a in clause.auxiliaries] not in (["can"], ["could"])
    ):
        return None
    price = None
    match clause.head:
        case [NounChunk(possessor=None, determiner=None) as things] if things.noun.plural:
            pass
        case [PrepChunk(word="of"), NounChunk(possessor=None, determiner="the") as those] if (
            those.noun.plural
        ):
            # "How many of the toys could she buy?": of the toys priced (a stock counted of them
            # is refused at the ledger: it may bound the count)
            things = attrs.evolve(those, determiner=None)
        case [QtyChunk(noun=Noun(plural=True, of=None) as priced) as each] if each.value is not None and (
            each.comparative is None and each.of_entity is None
            and (each.currency == "dollar") != (priced.modifiers[:1] == ("dollar",))
        ):
            # "How many $3 pens / three dollar toys can he buy?": the price of each, said here
            noun = attrs.evolve(priced, modifiers=priced.modifiers[1:] if each.currency is None else (
                priced.modifiers))
            things = NounChunk(noun, priced.span)
            price = attrs.evolve(each, noun=None, currency="dollar", span=each.value_span)
        case [NounChunk(possessor=None, determiner=None) as things, PrepChunk(word="of"),
              NounChunk(possessor=None, determiner=None, noun=of)] if things.noun.plural:
            of_ = " ".join(of.modifiers + (of.head,))
            things = attrs.evolve(things, noun=attrs.evolve(things.noun, of=of_))  # "packs of gum"
        case _:
            return None
    if not isinstance(clause.subject, EntityChunk):
        return None
    rest = list(clause.rest)
    if rest and isinstance(rest[-1], CueChunk) and rest[-1].text.lower() == "left":
        rest = rest[:-1]  # "with the money she has left": what she holds now
    if not words.in_class(verb.lemma, "buying_verbs"):
        match rest:  # "How many rounds can you play with $400?": what a sum pays for, at its price
            case [PrepChunk(word="with"), QtyChunk() as money] if money.value is not None and _is_sum(money):
                return things, money, None, price
        return None
    match rest:
        case []:
            return things, None, None, price
        case [PrepChunk(word="with"), QtyChunk() as money] if money.value is not None and (
            _is_sum(money)
        ):
            return things, money, None, price
        case [PrepChunk(word="with"), NounChunk(noun=Noun(head="money"), determiner="the"),
              EntityChunk() as owner, AuxChunk(group="have")]:
            return things, None, owner, price  # "with the money she has"
        case [PrepChunk(word="with"), NounChunk(noun=Noun(head="money"), possessor=EntityChunk() as owner)]:
            return things, None, owner, price  # "with her money"
    return None


def _is_sum(qty: QtyChunk) -> bool:
    return qty.comparative is None and qty.of_entity is None and (
        qty.currency == "dollar" or qty.noun is not None and qty.noun.head in ("dollar", "cent"))


def sum_unit(qty: QtyChunk) -> str:
    return "dollar" if qty.currency == "dollar" or qty.noun is None else qty.noun.head


__all__ = ["price_target", "read_budget_question", "read_price_question", "read_prices_listed", "sum_unit",
           "supposed_purchase_into_question"]


def read_bought_most(clause: Clause) -> tuple[Proto, ...] | None:
    """ "He bought as many pens as he could", "If she buys as many pens as she can": a purchase
    of a count untold, the most the buyer's money buys, so what money is left is less than one
    price (the ledger states it beside the cost, citing these words). The one who can is the
    buyer, said with a pronoun or the same name; "as many pens as Bo did" is no such purchase.
    Said with no noun ("as many as she could"), the things are the one kind the story prices
    before it (`state._priced_most_bought`). Told as a wish ("wanted to buy as many pens as he
    could"), it is a purchase planned, which only a question asked after it takes as done."""
    verb, subject, rest = clause.verb, clause.subject, clause.rest
    wished = False
    match rest:
        case (PrepChunk(word="to"), VerbChunk(particle=None) as buying, *after) if (
            verb is not None and verb.particle is None and words.in_class(verb.lemma, "wanting_verbs")
            and buying.word.lower() == buying.lemma
        ):
            verb, rest, wished = buying, tuple(after), True
    if verb is None or verb.particle is not None or clause.negated or clause.hedged or (
        not words.in_class(verb.lemma, "buying_verbs") or not isinstance(subject, EntityChunk)
        or [a.word.lower() for a in clause.auxiliaries] not in ([], ["did"], ["will"], ["would"])
        or wished and clause.auxiliaries
    ):
        return None
    match rest:
        case (PrepChunk(word="as") as first, CueChunk(kind="many") as many,
              *named, PrepChunk(word="as"), EntityChunk() as able, AuxChunk(word=modal) as last) if (
            modal.lower() in ("can", "could")
            and (able.pronoun_role == "subject" or able.text == subject.text)
        ):
            pass
        case _:
            return None
    match named:
        case [NounChunk(determiner=None, possessor=None, noun=Noun(plural=True)) as things]:
            count = QtyChunk(None, None, things.span, things.span, noun=things.noun)
        case []:
            # "bought as many as she could": of the one kind the story prices (bound so)
            count = QtyChunk(None, None, many.span, many.span)
        case _:
            return None
    return (Proto(Op.GAIN, subject, count, clause.span, verb=verb, cues=("gain",),
                  most_bought=(first.span[0], last.span[1]), planned=wished),)


def read_wanted_things(clause: Clause, text: str) -> tuple[Proto, ...] | None:
    """ "She wants (to buy) a hat that costs $20, a scarf that costs $5 and a bag that costs $30":
    each thing wanted is one of its kind wanted bought (a GOAL, its article counted one by the
    reading rule of "a"), and its price the price of one of that kind, as "a hat that costs $20"
    says alone. Only a list of such things, each named with "a" and no words of a person's,
    each priced in money once; anything else in the clause is not read here."""
    from wordproof.reader.question import _merge_of  # builds on this module

    verb, subject = clause.verb, clause.subject
    if verb is None or verb.lemma != "want" or verb.particle is not None or clause.negated or (
        clause.hedged or clause.auxiliaries or not isinstance(subject, EntityChunk | NounChunk)
    ):
        return None
    rest = list(clause.rest)
    buy = verb
    match rest[:2]:
        case [PrepChunk(word="to"), VerbChunk(particle=None) as doing] if (
            words.in_class(doing.lemma, "buying_verbs") and doing.word.lower() == doing.lemma
        ):
            buy, rest = doing, rest[2:]
    items: list[list[Chunk]] = [[]]
    for chunk in _merge_of(tuple(rest)):  # "a set of paints that costs $4"
        if isinstance(chunk, ConjChunk) and chunk.word in (",", "and"):
            if items[-1]:
                items.append([])
        else:
            items[-1].append(chunk)
    read: list[Proto] = []
    for item in items:
        match item:
            case [NounChunk(determiner="a" | "an", possessor=None) as thing, *joining,
                  QtyChunk() as money] if _that_cost(joining) and (
                not thing.noun.plural and _is_money(money) and money.value is not None
                and money.comparative is None and not money.of_entity
                and _article_said(thing, text)
            ):
                article = (thing.span[0], thing.span[0] + len(thing.determiner or ""))
                one = QtyChunk(Fraction(1), NumeralKind.CARDINAL, article, thing.span, noun=thing.noun,
                               lexicon_constant=A_ONE)
                read.append(Proto(Op.GOAL, subject, one, clause.span, verb=verb, wanted="buy"))
                read.append(Proto(Op.PRICE, NounChunk(thing.noun, thing.span), money, clause.span))
            case _:
                return None
    kinds = [p.qty.noun for p in read if p.op is Op.GOAL]
    if len(items) < 2 and buy is not verb or len({(n.head, n.modifiers, n.of) for n in kinds if n}) != len(
        kinds
    ):
        return None  # ("wants to buy a bike that costs $200": read as two clauses already)
    return tuple(read)

