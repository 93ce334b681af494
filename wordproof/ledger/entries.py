"""The ledger: who holds what, and every entity-bound transition the text states.

A reading of a problem is a Ledger: entities, entries in text order, the pronoun bindings
the reading rests on, and the question's Target. Replay turns it into constraints.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from fractions import Fraction

import attrs

from wordproof.ledger.derivation import Citation
from wordproof.lexicon.words import GRADES, VerbClass, in_class, lemmas, plural_form
from wordproof.reader.told import Told
from wordproof.text.numerals import ordinal_place
from wordproof.text.times import TimeChunk

Span = tuple[int, int]


def _picks_some(word: str) -> bool:
    """A word before a noun that says which of its things ("pink", "striped", "big"), not what
    they are (a noun said before it: "chocolate bar", "card deck")."""
    said = lemmas(word)
    return any(in_class(word, grades) for grades in GRADES) or "ADJ" in said and "NOUN" not in said


@attrs.frozen
class Kind:
    """What is counted: a unit noun with its "of" complement, and sub-kind modifiers."""

    unit: str
    of: str | None = None
    modifiers: tuple[str, ...] = ()
    part: str | None = None  # "38 are forks": the forks among the pieces of cutlery

    @property
    def label(self) -> str:
        words = list(self.modifiers) + [self.unit]
        text = " ".join(w for w in words if w)
        text = f"{text} of {self.of}" if self.of else text
        return f"{self.part} ({text})" if self.part else text

    @property
    def base(self) -> Kind:
        return Kind(self.unit, self.of)

    def names(self, bought: Kind) -> bool:
        """ "(spent on) pudding" names "cups of pudding"; "pens" names "red pens"."""
        if self.of is None and not self.part and bought.of == " ".join((*self.modifiers, self.unit)):
            return True
        return bought.unit == self.unit and bought.of == self.of and set(self.modifiers) <= set(
            bought.modifiers)

    def narrows(self, wider: Kind) -> bool:
        """Whether this kind is among what ``wider`` names, told with its words and maybe more:
        "red apples" of "apples", "pairs of large shoes" of "pairs of shoes"."""
        return self.unit == wider.unit and self.part == wider.part and (
            wider.of is None or self.of is not None and of_names(self.of, wider.of)) and set(
            wider.modifiers) <= set(self.modifiers)

    def covers(self, other: Kind) -> bool:
        """ "each pack" is said of every pack; "each pack of red balls" or "each red pack" only
        of packs so told, never of packs of blue balls."""
        return other.unit == self.unit and self.of in (None, other.of) and set(self.modifiers) <= set(
            other.modifiers)

    def covers_in(self, other: Kind, told: Iterable[Kind]) -> bool:
        """ "each bag of cans", "card decks sell for $2 each" said of bags, decks told bare
        ("She had 11 bags") too, in a story that tells no other kind of them (no "bags of paper",
        no "tarot decks"): the bare word is that kind, said short; otherwise as ``covers``. A
        grade or a plain adjective ("each pink shell", "striped mugs") picks some out of the
        bare kind, never all."""
        bare = other.unit == self.unit and other.of is None and not other.modifiers and not any(
            map(_picks_some, self.modifiers))
        return self.covers(other) or bare and all(
            self.covers(kind) or kind.of is None and not kind.modifiers
            for kind in told if kind.unit == self.unit)

    @property
    def plural_label(self) -> str:
        """For people to read: "seashells", "pounds of shell"."""
        if self.part:
            return plural_form(self.part)
        words = list(self.modifiers) + [plural_form(self.unit)]
        text = " ".join(w for w in words if w)
        return f"{text} of {self.of}" if self.of else text


@attrs.frozen
class Amount:
    """A number as the text gives it (value None: "some", an unknown amount)."""

    value: Fraction | None
    span: Span
    text: str
    constant: str | None = None  # lexicon constant name, e.g. "dozen"


class EntityKind(enum.Enum):
    PERSON = "person"
    ROLE = "role"
    GROUP = "group"
    PLACE = "place"
    WORLD = "world"
    ANONYMOUS = "anonymous"


@attrs.frozen
class Entity:
    id: str
    label: str
    kind: EntityKind
    span: Span
    gender: str | None = None  # "f" | "m" | None (unknown)
    plural: bool = False
    members: tuple[str, ...] = ()
    implicit: bool = False  # a group only "they" made: everyone mentioned so far
    indefinite: bool = False  # first named with "a" / "an": any one of its kind ("a bee")

    @property
    def head(self) -> str:
        """The last word of its label: "the toy shop" -> "shop"."""
        words = self.label.split()
        return words[-1] if words else ""

    @property
    def place_in_row(self) -> tuple[int, str] | None:
        """ "the second basket": its place in a row (2) and the row's noun ("basket"); None
        for a holder not named by an ordinal."""
        words = self.label.split()
        if len(words) != 3 or words[0].lower() != "the" or (place := ordinal_place(words[1])) is None:
            return None
        return place, words[2].lower()


class Op(enum.Enum):
    OBSERVE = "observe"  # holder has amount of kind, at this point of the story
    START_EMPTY = "start_empty"  # holder had none of kind before its first gain (a held reading)
    GAIN = "gain"
    LOSS = "loss"
    TRANSFER = "transfer"  # subject gives amount of kind to other
    COMPARE = "compare"  # subject has amount more (sign +1) / fewer (-1) than other
    EVENT = "event"  # subject did something measured by amount; holdings unchanged or unknown
    GOAL = "goal"  # subject needs amount of kind ("She needs 125 rocks")
    TOTAL = "total"  # what a group's members did (verb) or hold adds up to amount
    RATE = "rate"  # each of the subject's `per` holds amount of kind ("Each pizza had 8 slices")
    SCALE = "scale"  # subject holds amount times what other holds ("twice as many as")
    PRICE = "price"  # each `per` costs amount of kind (money), whoever buys it ("$2 each")
    SALE_PRICE = "sale_price"  # each `per` sold brings its seller amount of kind ("sold 6 for $3 each")
    SHARE = "share"  # a whole of kind parted into `count` equal parts (`per`) of amount each
    PACE = "pace"  # subject's verb does amount of kind for each one `per` ("reads 10 pages a day")
    TENDER = "tender"  # subject hands over amount (money) for what they buy ("paid with a $50 bill")
    CHANGE = "change"  # subject gets back amount (money) of what they handed over ("got $2 in change")
    CONVERSION = "conversion"  # each `per` is amount of kind ("60 minutes in an hour"), as the text states
    DISCOUNT = "discount"  # subject pays a price less (or, `raises`, plus) amount (a fraction) of it


@attrs.frozen
class Setting:
    """An object or a place a doing was told with, as the reader's chunks name it: the
    preposition leading a place ("" for the object), and the noun phrase's possessor, modifiers
    and head, lemma-normalised ("into the big pond": ("in", "", ("big",), "pond"))."""

    preposition: str
    possessor: str
    modifiers: tuple[str, ...]
    head: str

    def same_thing_named(self, other: Setting) -> bool:
        """The same preposition and head: both may name one place, whatever the modifiers."""
        return (self.preposition, self.head) == (other.preposition, other.head)


PLACED_AT = ("in", "at", "on")  # prepositions that say where a doing was or a holding is
AWAY = Setting("away", "", (), "")  # "gave away": the way out of the story, to no one told


# PACE counted_by of what is used up for each one made ("2 oranges per glass"): the doer's
# makings of the kind, by any verb of making (lexicon `producing_verbs`)
MADE = "make"


@attrs.frozen
class Entry:
    id: str
    op: Op
    subject: str  # the holder; for TRANSFER the giver
    kind: Kind
    amount: Amount
    clause: Span
    actor: str = ""  # who the verb's subject is ("received": the receiver)
    verb: str | None = None
    verb_class: VerbClass | None = None
    other: str | None = None
    sign: int = 1
    cues: tuple[str, ...] = ()  # polarity cues: "gain", "loss" from verb and particles
    continuation: bool = False  # the amount says "more" / "another": a holding continues
    another: bool = False  # the amount says "another": one more of what was told, by anyone
    whole: str | None = None  # OBSERVE of a part ("38 are forks"): the entry of the whole
    # OBSERVE after an untold change ("she had seven left"); PRICE told "later", of things found then
    later: bool = False
    to_come: bool = False  # OBSERVE "will have 56 apples": a holding to come, which no change may be beside
    # a doing read from "had 14 shells, but did not sell 5 of them": no other taking away of its
    # kind by its doer may be told beside it
    not_done: bool = False
    per: Kind | None = None  # RATE: the kind each of which holds the amount
    of_counted: bool = False  # RATE (or PACE) "3 120-page books": of the things its clause counts only
    # RATE "He has 6 pens in each box. He has 3 boxes.": of the holder's boxes, counted after it
    counted_after: bool = False
    rest: bool = False  # "the rest are spoons": the part that completes the whole
    doing: bool = False  # OBSERVE of a part picked out by what its members do ("42 were hiding")
    doing_habit: bool = False  # that doing a present habit ("12 of them walk to school")
    effect_known: bool = True  # EVENT: False when the verb's effect on holdings is unknown
    at_start: bool = False  # OBSERVE of the state before any change ("already had")
    supposed: bool = False  # said in an "If …" clause: the question depends on it
    past: bool = False  # OBSERVE placed before now ("had 12 pens last week"): no state now
    restates: bool = False  # "If Zig wrote 60 books,": an amount and nothing else (no time, no place)
    besides: bool = False  # "She also ran 5 more miles than Kay": one more besides those told
    before_story: bool = False  # GAIN "Jo had caught some fish.": done before the story's time starts
    rate: Amount | None = None  # the amount is rate (kind per `per`) × count (in count_unit)
    count: Amount | None = None
    count_unit: str | None = None
    stretch: Amount | None = None  # "3 miles every 2 days for 2 weeks": the rate told per so many of `per`
    # PACE "1 hour a day, 5 days a week": the days in each week, from the innermost count out
    # ("3 times a day, 20 days a month": 3 times in each day, 20 days in each month)
    within: tuple[Amount, ...] = ()
    within_per: tuple[Kind, ...] = ()  # ... what each count counts ("day"): the amount is told per the first
    # PACE "Each cow gives 5 liters of milk a day" (the subject gets them): told of each one of
    # the subject's holding of this kind, the amount per one of them (liters per cow per day);
    # "Each dog eats 2 cups a day": the subject is the dogs themselves, their holder `other`
    each_of: Kind | None = None
    each_of_count: Amount | None = None  # "4 kids each eat 3 apples a day": the members counted there
    shared: Amount | None = None  # SHARE: the whole, when the clause states it
    capacity: bool = False  # SHARE: "each box holds 6": parts for all its holder has at the end
    sized_later: bool = False  # SHARE: "put them in jars", the size of each jar not yet told
    # SHARE: "wants to put her pens into bags of 6. She has 30 pens.": the whole is the sharer's
    # holding told after the plan (see finish_shares)
    whole_later: bool = False
    # SHARE: the size is the most one part takes ("can hold 8", "holds 8", "a capacity of 8",
    # "come in packs of 8", bought whole): parts needed for all of a whole may leave the last
    # one less than full; a size told as what each part has ("has 8", "8 in each") never does
    room: bool = False
    # SHARE: the size is what making one part uses up ("Each pie takes 5 apples", "It takes 3 eggs
    # to make a cake"): the parts the story tells made by one maker used size × parts of it
    required: bool = False
    # SHARE required, told of one making the parts ("was making bouquets with 5 flowers in each"):
    # how many were made, and what they took, is untold; only the parts that can be made are read
    made_told: bool = False
    # SHARE: parts equal only when a clause says so ("had 84 cards in 7 binders", "is to give
    # them to 5 friends", "used 31 shells to make 4 bracelets"): refused unless told_equal
    equal_untold: bool = False
    # SHARE: where the things held lie, all of them ("keeps 84 cards in 7 binders"): a state, not
    # a parting, so nothing is left over and no part is short or not full
    all_placed: bool = False
    rest_kept: Citation | None = None  # SHARE "… and kept the leftovers": whole parts, the rest the sharer's
    # SHARE: who did the parting, when the clause names one ("Al put Ben's chairs into rows": Al); None
    # when untold ("They are divided into 5 bags", "Each box holds 6") or the subject may be two
    parter: str | None = None
    most_bought: Citation | None = None  # GAIN "bought as many pens as he could": the money left is < a price
    # GAIN most_bought told as a wish ("wanted to buy as many pens as he could"): done only for a
    # question asked after it
    wished: bool = False
    # SHARE: a clause after it says its parts are equal ("Each binder has the same number of
    # cards", "Each kid should get the same number"): state._told_equal
    told_equal: bool = False
    share: Amount | None = None  # the amount is this fraction ("a third", "25%") of a basis
    share_of: str | None = None  # whose holding (or, with share_event, whose event) the basis is
    share_event: bool = False  # the basis is an earlier event of the same verb ("twice as many")
    share_added: bool = False  # the amount is the basis ± (sign) the share of it ("50% more than Sam")
    share_entry: str | None = None  # the basis is this entry's amount ("half that amount")
    share_remaining: bool = False  # "half of the remaining apples": of the holding as it is now
    share_possessed: bool = False  # "half of his cards": the basis named by its possessor
    plus: Amount | None = None  # SCALE: "6 more (sign +1) / less (-1) than twice as many as"
    other_then: Amount | None = None  # OBSERVE "Ann was 20 when Bo was 8": Bo's age at that time
    other_kind: Kind | None = None  # COMPARE/SCALE of two kinds one holder has ("as red chairs")
    # SCALE "twice as many fish as cats and dogs combined": more kinds of the holder's, summed with other_kind
    other_kinds: tuple[Kind, ...] = ()
    offset: Amount | None = None  # an age at another time: now + offset_sign × offset years
    offset_sign: int = 1
    wanted: str | None = None  # GOAL: "needs to sell 12": the verb whose events are wanted
    period: str | None = None  # GOAL "has to sell 90 bars each week": wanted again in each such period
    other_now: bool = False  # an age at another time scaling the other's age now
    bought_for: bool = False  # GAIN got for someone else ("bought 6 fish for her brother")
    from_untold: bool = False  # GAIN put in a place by no one named ("3 plums were added to it")
    kept_at_place: bool = False  # GAIN added to a place holding none told: the adder's, kept there?
    work: tuple[str, ...] = ()  # a wage or a stretch of work: the words naming the work
    counted_by: str | None = None  # PACE per one of the things the doer's doings of this verb count
    every_purchase: bool = False  # DISCOUNT "on everything": off every kind the buyer buys
    raises: bool = False  # DISCOUNT that is a tax or a tip: each price plus the share of it
    payer: str | None = None  # PRICE told by who paid it ("Ana paid $2 for each pen"): hers only
    settings: tuple[Setting, ...] = ()  # the doing's object and place, as told beside its amount
    held_at: Setting | None = None  # OBSERVE "had $20 in his wallet": the place told after the amount
    # LOSS of money "bought a pad for $5", "paid $5 for a pad": the one thing the sum bought
    # (a count of one, by its article) and its kind; the sum is its price when one is told
    paid_for: Amount | None = None
    paid_for_kind: Kind | None = None
    # GAIN/LOSS/EVENT "counted a total of 55 frogs": all the doer's doings of the verb; any other
    # told doing of it may be among them
    whole_doing: bool = False
    # GAIN/LOSS "doubled her stamps", "Her stamps halved": the holding after is this factor (the
    # verb's, citing it) times the holding before; the amount is the difference
    scaled: Amount | None = None
    grown: bool = False  # GAIN "her stamps increased by 25%": the share is of the gainer's own holding
    # RATE "Each bag has 6 pens" told of the bare noun: of every sort of bags its holder has
    # ("3 red bags and 2 blue bags"), as it would be of bags of one sort
    every_sort: bool = False

    def describe(self) -> str:
        amount = self.amount.text
        if self.op is Op.TRANSFER:
            return f"{self.id} TRANSFER {self.subject} -> {self.other}, {self.kind.label}, {amount}"
        if self.op is Op.COMPARE:
            rel = "more" if self.sign > 0 else "fewer"
            what = f"{self.verb}s" if self.verb else "has"
            than = self.other_kind.label if self.other_kind is not None else self.other
            compared = f"{amount} {rel} {self.kind.label} than {than}"
            return f"{self.id} COMPARE {self.subject} {what} {compared}"
        if self.op is Op.START_EMPTY:
            return f"{self.id} START {self.subject}.{self.kind.label} := 0 (reading)"
        verb = f" ({self.verb})" if self.verb else ""
        return f"{self.id} {self.op.name} {self.subject}.{self.kind.label} {amount}{verb}"


@attrs.frozen
class Binding:
    """A pronoun bound to an entity in this reading, with every candidate it had."""

    word: str
    span: Span
    chosen: str
    candidates: tuple[str, ...]
    gender: str  # the pronoun's gender: "f" | "m" | "n" | "any"
    plural: bool


def is_money_measure(unit: str) -> bool:
    """A unit of money ("dollars", "cents"): never a bill or a coin, which are counted."""
    from wordproof.lexicon.tables import measure_unit

    measure = measure_unit(unit)
    return measure is not None and measure.dimension == "money"


def is_money_unit(unit: str) -> bool:
    """A unit of money ("dollars", "cents") or a noun for a sum of it ("a $20 bill", "tip")."""
    from wordproof.lexicon.words import in_class

    return is_money_measure(unit) or in_class(unit, "money_nouns")


@attrs.frozen
class KindMatcher:
    """Which kinds a question counts: a unit (with modifiers), a category, or money."""

    unit: str | None  # None: any single unit the story settles on
    of: str | None = None
    modifiers: tuple[str, ...] = ()
    category: str | None = None  # hypernym category, e.g. "animal"
    money: bool = False
    dimension: str | None = None  # "How long …": any unit of length
    own_measure: bool = False  # "How tall is Ann?": her measure, never a stuff she holds by it
    # "How much did she get?" beside a sum of money: an amount (money, a measure), never a count
    # of things ("3 frames"), which English asks with "how many"
    amount: bool = False

    @property
    def counts_money(self) -> bool:
        """Money asked, as "how much money" or by a unit of it ("how many dollars")."""
        return self.money or self.unit is not None and is_money_unit(self.unit)

    def matches(self, kind: Kind) -> bool:
        if self.amount and not is_measure(kind.unit):
            from wordproof.lexicon.tables import coin_value

            if coin_value(kind.unit) is None:
                return False
        if self.dimension is not None:
            from wordproof.lexicon.tables import measure_unit

            if self.own_measure and kind.of is not None:
                return False  # "How tall is Ann?": the "30 inches of rope" she has are no measure of hers
            if self.of is not None and kind.of not in (None, self.of):
                return False  # "How much do 6 bags weigh?": never the rice in them
            unit = measure_unit(kind.unit)
            if unit is not None and self.dimension == "time" and unit.dimension == "calendar":
                return True  # "How long …" is answered in days or in months (never both)
            return unit is not None and unit.dimension == self.dimension
        if kind.part is not None:
            # a part is counted by its own noun ("spoons", "fir trees" among "medium fir
            # trees"), or with its whole; a part of the whole's own noun ("tall oak trees"
            # among trees) by all its words, since "tall trees" may be among the others too
            *described, head = kind.part.split()
            same = set(self.modifiers) == set(described) if head == kind.unit else (
                set(self.modifiers) <= set(described))
            own = self.unit == head and same
            # "How many are silver?" counts no part named otherwise ("8 are gold")
            asked_by_words = self.unit is None and set(self.modifiers) <= {*described, head}
            return asked_by_words or own or self.matches(attrs.evolve(kind, part=None))
        if self.money or self.unit in ("dollar", "cent") and kind.unit != self.unit:
            # a coin counts as money, its worth taken in the unit answered (``ledger.coins``)
            from wordproof.lexicon.tables import coin_value

            if coin_value(kind.unit) is not None and kind.part is None:
                return True
        if self.money:
            return kind.unit in ("dollar", "cent")
        if self.category is not None:
            from wordproof.lexicon.tables import membership

            return membership(kind.unit, self.category, kind.modifiers) is True and _has(kind, self.modifiers)
        if self.unit is None:
            return _has(kind, self.modifiers)
        if kind.of == self.unit and self.of is None and is_measure(kind.unit) and (
            not counts_by_bundle(kind.unit)  # 3 pairs of socks are not 3 socks
        ):
            return _has(kind, self.modifiers)  # "how much cement": pounds of cement
        if kind.unit != self.unit:
            # "how many minutes" counts hours too: the unit obligation then sees the mix; so
            # does "how many pounds of flour" count cups of flour, the same stuff measured
            # another way (never set aside as another kind)
            same_stuff = self.of is not None and kind.of == self.of and is_measure(kind.unit) and (
                is_measure(self.unit))
            if self.of is not None and kind.of is not None and not of_names(kind.of, self.of):
                return False  # "quarts of water" are not gallons of juice
            return same_dimension(kind.unit, self.unit) or same_stuff
        if self.of is not None and kind.of is not None and not of_names(kind.of, self.of):
            # "bags of food" counts bags of dog food, not bags of rice; "bags of fruit" counts
            # bags of pears, each of the category (the table says so)
            return _has(kind, self.modifiers) and of_a_member(kind.of, self.of) is True
        if self.of is not None and kind.of is None and kind.modifiers and not (
            set(self.of.split()) <= set(kind.modifiers)
        ):
            return False  # "pens of blue" or "bags of rice" count no "red pens", no "paper bags"
        if self.of is None and kind.of is not None:
            # "gold bars" are the "bars of gold": what the bars are of, said before their noun
            return all(m in kind.modifiers or m == kind.of for m in self.modifiers)
        return _has(kind, self.modifiers)

    @property
    def label(self) -> str:
        if self.money:
            return "money"
        if self.category:
            return self.category
        if self.unit is None:
            return ""  # the answer is named by the kind the story counts
        return Kind(self.unit, self.of, self.modifiers).label


def of_names(of: str, stuff: str) -> bool:
    """What a kind is of names the stuff by its last word: "dog food" is food, "red shoe" shoe."""
    return of == stuff or of.endswith(f" {stuff}")


def counts_by_bundle(unit: str) -> bool:
    """ "pair", "dozen": a number of things, not a measure of stuff: 3 pairs of socks are not 3 socks."""
    from wordproof.lexicon.tables import measure_unit

    measure = measure_unit(unit)
    return measure is not None and measure.dimension == "count"


def is_measure(unit: str) -> bool:
    from wordproof.lexicon.tables import measure_unit

    return measure_unit(unit) is not None


def same_dimension(unit: str, other: str) -> bool:
    from wordproof.lexicon.tables import measure_unit

    first, second = measure_unit(unit), measure_unit(other)
    return first is not None and second is not None and first.dimension == second.dimension


def of_a_member(of: str, category: str) -> bool | None:
    """Whether the stuff or things a container is of ("red pears") are of ``category``
    ("fruit"): the table's membership, None where it does not settle it; False when
    ``category`` is no category of the table."""
    from wordproof.lexicon.tables import is_category, membership

    if not is_category(category):
        return False
    *described, head = of.split()
    return membership(head, category, tuple(described))


def _has(kind: Kind, modifiers: tuple[str, ...]) -> bool:
    return all(m in kind.modifiers for m in modifiers)


class TargetWhat(enum.Enum):
    STATE = "state"
    EVENTS = "events"
    DIFFERENCE = "difference"
    SHORTFALL = "shortfall"  # the wanted amount less what is held
    EACH = "each"  # the amount in each equal part of a shared whole ("how many does each get")
    PARTS = "parts"  # how many parts a whole was shared into ("how many bags did he fill")
    PARTIAL = "partial"  # what the one part that is not full holds ("in the box that is not full")
    PRICE = "price"  # the price of one thing of a kind ("How much did each pen cost?")
    BUDGET = "budget"  # how many things a sum buys at their price ("How many can she buy?")
    PACED = "paced"  # a pace times the count the question names ("How many pages in 6 days?")
    SPAN = "span"  # the count of a pace's unit an amount takes ("How many days to read 60 pages?")
    LAST = "last"  # what a pace does in the last of the periods an amount to do takes ("on the last day")
    PERIODS = "periods"  # the periods of a pace an amount to do needs, the last perhaps short ("need")
    SUM = "sum"  # kinds counted together ("How many boys and girls are left?"): one part each
    PERCENT = "percent"  # a part over its whole, × 100 ("What percentage of the pens are red?")


@attrs.frozen
class Target:
    what: TargetWhat
    matcher: KindMatcher
    span: Span
    text: str
    holders: tuple[str, ...] | None = None  # None: every holder
    time: str = "final"  # "final" | "initial" | "before:<entry id>" | "after:<entry id>"
    time_cue: str = ""  # the words that set the time
    verb: str | None = None
    # DIFFERENCE: (minuend, subtrahend); SUM: one per kind; PERCENT: (part, whole)
    parts: tuple[Target, ...] = ()
    aggregate: bool = False  # the question says "in all", "altogether", "total"
    unit_text: str = ""  # how the question names what it counts ("seashells")
    counterparty: str | None = None  # EVENTS: "give to Sam" counts only events with Sam
    absolute: bool = False  # DIFFERENCE: the larger less the smaller
    qualified: bool = False  # EVENTS named by a closing phrase: exactly one event may count
    goal: Amount | None = None  # SHORTFALL: the wanted amount; PRICE / BUDGET: the count / sum named
    goal_unit: str | None = None  # BUDGET: the unit of the sum the question names
    per: str | None = None  # EACH / PARTS: the parts ("friend", "bag"); PRICE / BUDGET: the thing
    direction: str | None = None  # EVENTS: "loss" when a particle turns the verb ("cut off")
    things_did: bool = False  # EVENTS: the things counted are the verb's doers ("How many kids ate?")
    offset: Amount | None = None  # "How old will she be in 5 years?": the state now ± offset
    offset_sign: int = 1
    when_of: str | None = None  # "… when Lea is 20": whose age fixes the (unknown) offset
    when_age: Amount | None = None  # that age (with when_than, the factor of the other's age)
    when_than: str | None = None  # "… when Lea is twice as old as Kim": whose age the factor scales
    when_than_now: bool = False  # "… as Kim is now": the other's age now, not then
    until: bool = False  # "In how many years will Lea be 20?": the years until then are asked
    when_total: bool = False  # "… will their combined age be 44?": the ages of the one asked, added
    todo: str | None = None  # STATE / SHORTFALL: "left to read": the held things not yet read
    todo_all: bool = False  # STATE "did she have to read": all the things that were to be read
    unit_asked: str | None = None  # "How much money, in dollars, …": the answer's unit, not converted
    place_of: tuple[str, str] | None = None  # STATE "on his shelf": (the owner, the place's noun)
    owner: str | None = None  # EVENTS "How many of her leaves blew away": only changes to hers
    rounding: str | None = None  # PARTS: "floor" (full parts: "can fill") | "ceil" ("need")
    rounded_by: Citation | None = None  # the words that ask it rounded ("are needed", "can fill", "full")
    whole_said: Amount | None = None  # PARTS: "needed to carry all 105 people": the whole said again
    parts_doing: str | None = None  # PARTS: "How many boxes does he need to sell?": the doing ("sell")
    change: bool = False  # EVENTS of spending asked as the change back: the sum handed over less them
    people: Amount | None = None  # "the three of them": the number the group's members must be
    average: bool = False  # "the average number … the three bought": the total over that number
    periods: Amount | None = None  # "over the three days": the number of periods the story told
    period_mentions: tuple[Span, ...] = ()  # where the story told each of them
    spent_on: Kind | None = None  # EVENTS of spending "on pens": only the cost of the pens bought
    # SHORTFALL "to buy the rope, the game and the ball": the things named after the first (spent_on)
    bought_too: tuple[Kind, ...] = ()
    profit: bool = False  # EVENTS of earning asked as the profit: what sales brought less what was paid
    equal_parts: bool = False  # SHORTFALL "so the stacks are equal": only what makes a share exact
    settings: tuple[Setting, ...] = ()  # EVENTS "throw into the river": only doings told so
    # STATE asked only as what a share's parts leave over ("left unpacked": ""; "not placed in a
    # jar": "jar", the parts' noun): answered by the rest of such a share, or refused
    leftover_of: str | None = None
    said_at: Setting | None = None  # EVENTS qualified "swim at the lake": no doing told elsewhere
    doing: str | None = None  # EVENTS qualified "spend riding the bus": the doing's verb ("ride")
    day: str | None = None  # EVENTS, a part of two days compared: only doings told "on" that day
    leftover_undone: str | None = None  # "left unsold": "sell", the doing the rest was spared
    room: str | None = None  # SHORTFALL "How many more can the shelf hold?": "shelf", whose capacity
    # less what the one asked holds is the room left
    work: tuple[str, ...] = ()  # PACED "spend drawing": the words of the doing the time went on
    rest: bool = False  # SPAN "to cook the rest": the count is what is still to do of the doing wanted

    @property
    def spans_added(self) -> bool:
        """SUM of span questions ("How long will it take to paint 3 lilies and 2 roses?") or of
        price questions ("How much do 3 pens and 2 pads cost?"): the times (costs) of the kinds
        added, in the one unit asked, never a count of the kinds."""
        return self.what is TargetWhat.SUM and bool(self.parts) and (
            all(part.what is TargetWhat.SPAN for part in self.parts)
            or all(part.what is TargetWhat.PRICE for part in self.parts))


# the rules by which the reader sets a number aside as counting nothing (``QuantityUse.excluded``)
SPAN_OF_TIME = "a span of time the doing went on over: how long, never how many"
SUBJECT_DESCRIBED = "who the subject is, said between commas: one of a group it belongs to"
# "bought 3 pens for $5" when money is asked: the $5 is what they all cost, and their count
# tells nothing more of the money
BOUGHT_FOR_SUM = "things bought for the sum said right after them: the sum is what they cost"
# a rule that never stands: a count of one unit in another the text tells ("There are 360 days in
# a year") set beside a factor of the units table the answer used instead
UNITS_TOLD_OTHERWISE = "tells how many of one unit make another, where the units table's factor was used"
# a rule that never stands: "bought 2 chocolate, 13 vanilla": a count told by a word that describes
# things whose noun is left out ("vanilla" whats?), which may be the very kind asked
KIND_LEFT_OUT = "counts things by a word describing them, their noun left out"
ONE_CONTAINER = "the one container things are put in (\"put 7 cans in one bag\"), as \"a bag\" says it"
ONE_OF_TWO = "\"One box … and the other …\": which of two things is meant, never a count"
WEATHER_TOLD = "how warm the weather was (\"It was 90 degrees\"): a setting, never a count"


@attrs.frozen
class QuantityUse:
    """A number in the text and what became of it: used by an entry, or excluded by a rule."""

    span: Span
    text: str
    entry: str | None  # the entry that cites it
    excluded: str | None = None  # the rule that excludes it


@attrs.frozen
class UntoldDoing:
    """A doing told with no amount ("She walked to the park"): how far, how long or how many
    it went is not said, so no sum of that verb's amounts over its doers is known."""

    verb: str  # the verb's lemma
    doers: tuple[str, ...]  # every entity the clause's subject may be (none known: anyone)
    span: Span
    under_way: bool = False  # "was running to the park": a scene, unless told after such doings
    last: bool = False  # told last, saying no amount, only questions after it (scenes.told_last)
    errand: str | None = None  # "went to buy some food": the errand's verb (buy), told after it or not


@attrs.frozen
class Ledger:
    entities: tuple[Entity, ...]
    entries: tuple[Entry, ...]
    bindings: tuple[Binding, ...]
    target: Target
    quantities: tuple[QuantityUse, ...]
    notes: tuple[str, ...] = ()
    times: tuple[TimeChunk, ...] = ()  # the text's time chunks ("yesterday", "now", "then")
    told: Told = Told()  # the story's nouns and verbs (reader/told.py)
    untold: tuple[UntoldDoing, ...] = ()  # doings told with no amount

    def entity(self, entity_id: str) -> Entity:
        for entity in self.entities:
            if entity.id == entity_id:
                return entity
        raise KeyError(entity_id)

    def describe(self) -> tuple[str, ...]:
        lines = [e.describe() for e in self.entries]
        lines += [f"bind {b.word!r}@{b.span[0]} -> {b.chosen}" for b in self.bindings]
        lines += [f"note {n}" for n in self.notes]
        lines.append(f"target {self.target.what.value} {self.target.matcher.label} "
                     f"of {','.join(self.target.holders or ('everyone',))} at {self.target.time}")
        return tuple(lines)
