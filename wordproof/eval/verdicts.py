"""Judging an outcome: against the gold label, a disputed label, or somebody's claimed answer.

Gold verdicts — ``correct``, ``wrong``, ``refused``, ``unlabeled``, ``disputed``:

* a row without a gold label is ``unlabeled`` whatever the outcome;
* a refusal is ``refused``;
* an answer equal to the gold, exactly, is ``correct``; any other answer is ``wrong``;
* a row listed in the disputed file (its gold is itself wrong) is never ``correct``: an
  answer equal to the value the text supports is ``disputed``, any other answer is ``wrong``,
  a refusal stays ``refused``.

Claimed-answer verdicts — ``confirmed`` (our proven answer equals the claim), ``contradicted``
(we prove a different value), ``abstained`` (we refuse, so we say nothing about the claim).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import attrs

from wordproof.eval.datasets import DatasetError, json_objects
from wordproof.eval.gold import NotANumber, number_from_json

GOLD_VERDICTS = ("correct", "wrong", "refused", "unlabeled", "disputed")
CLAIM_VERDICTS = ("confirmed", "contradicted", "abstained")


@attrs.frozen
class Dispute:
    """A dataset item whose gold answer is wrong: the value the text supports, and why."""

    id: str
    gold: Fraction
    supported: Fraction
    why: str
    file: str
    line: int


def gold_verdict(
    answer: Fraction | None, gold: Fraction | None, dispute: Dispute | None = None
) -> str:
    """The verdict on one outcome (``answer`` None for a refusal); see the module text."""
    if gold is None:
        return "unlabeled"
    if answer is None:
        return "refused"
    if dispute is not None:
        return "disputed" if answer == dispute.supported else "wrong"
    return "correct" if answer == gold else "wrong"


def claim_verdict(answer: Fraction | None, claim: Fraction) -> str:
    """``confirmed``, ``contradicted`` or ``abstained`` (``answer`` None for a refusal)."""
    if answer is None:
        return "abstained"
    return "confirmed" if answer == claim else "contradicted"


def load_disputes(path: str | Path) -> dict[str, Dispute]:
    """The disputed file: JSON Lines of ``id``, ``gold``, ``supported``, ``why``."""
    name = str(path)
    disputes: dict[str, Dispute] = {}
    for line, row in _json_lines(name):
        ident = _required(name, line, row, "id")
        why = row.get("why")
        if not isinstance(why, str) or not why.strip():
            raise DatasetError(name, line, "a disputed item needs a 'why' saying what is wrong")
        dispute = Dispute(
            id=str(ident),
            gold=_number(name, line, _required(name, line, row, "gold"), "gold"),
            supported=_number(name, line, _required(name, line, row, "supported"), "supported"),
            why=why,
            file=name,
            line=line,
        )
        if dispute.id in disputes:
            raise DatasetError(name, line, f"the id {dispute.id!r} is disputed twice")
        disputes[dispute.id] = dispute
    return disputes


def load_predictions(path: str | Path) -> dict[str, Fraction]:
    """A predictions file: JSON Lines of ``id`` and ``prediction`` (a number or numeric text)."""
    name = str(path)
    predictions: dict[str, Fraction] = {}
    for line, row in _json_lines(name):
        ident = str(_required(name, line, row, "id"))
        if ident in predictions:
            raise DatasetError(name, line, f"a second prediction for the id {ident!r}")
        predictions[ident] = _number(
            name, line, _required(name, line, row, "prediction"), "prediction"
        )
    if not predictions:
        raise DatasetError(name, 1, "the predictions file holds no predictions")
    return predictions


def _json_lines(name: str) -> list[tuple[int, dict[str, object]]]:
    try:
        text = Path(name).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(name, 0, f"cannot read the file: {exc}") from exc
    return list(json_objects(name, text))


def _required(name: str, line: int, row: dict[str, object], key: str) -> object:
    if row.get(key) is None:
        raise DatasetError(name, line, f"the field {key!r} is missing; found {sorted(row)}")
    return row[key]


def _number(name: str, line: int, value: object, key: str) -> Fraction:
    try:
        return number_from_json(value)
    except NotANumber as exc:
        raise DatasetError(name, line, f"the {key} {value!r} is not one number") from exc
