"""The obligation registry: every check a candidate must pass, in the order they run, each
with the test that proves it load-bearing (switch it off and a hazard is answered wrong)."""

from __future__ import annotations

import attrs

from wordproof.obligations.arithmetic import (
    integrality,
    non_negativity,
    uniqueness,
    unit_consistency,
)
from wordproof.obligations.base import Check
from wordproof.obligations.structure import (
    completeness,
    grounding,
    no_new_actor,
    polarity,
    temporal_scope,
    untold_use,
)


@attrs.frozen
class Obligation:
    name: str
    check: Check
    proof_test: str  # the test that fails when this obligation is switched off
    needs_replay: bool = True  # False: it reads the ledger alone and runs before replay


_NONVACUITY = "tests/obligations/test_nonvacuity.py"

REGISTRY: tuple[Obligation, ...] = (
    Obligation("no_new_actor", no_new_actor, f"{_NONVACUITY}::test_no_new_actor_is_load_bearing",
               needs_replay=False),
    Obligation("polarity", polarity, f"{_NONVACUITY}::test_polarity_is_load_bearing",
               needs_replay=False),
    Obligation("untold_use", untold_use, f"{_NONVACUITY}::test_untold_use_is_load_bearing",
               needs_replay=False),
    Obligation("grounding", grounding, f"{_NONVACUITY}::test_grounding_is_load_bearing"),
    Obligation("temporal_scope", temporal_scope,
               f"{_NONVACUITY}::test_temporal_scope_is_load_bearing"),
    Obligation("completeness", completeness, f"{_NONVACUITY}::test_completeness_is_load_bearing"),
    Obligation("unit_consistency", unit_consistency,
               f"{_NONVACUITY}::test_unit_consistency_is_load_bearing"),
    Obligation("uniqueness", uniqueness, f"{_NONVACUITY}::test_uniqueness_is_load_bearing"),
    Obligation("non_negativity", non_negativity,
               f"{_NONVACUITY}::test_non_negativity_is_load_bearing"),
    Obligation("integrality", integrality, f"{_NONVACUITY}::test_integrality_is_load_bearing"),
)

NAMES = tuple(o.name for o in REGISTRY)


def validate() -> None:
    """Names are unique and each obligation names its proof test."""
    if len(set(NAMES)) != len(NAMES):
        raise ValueError(f"duplicate obligation names in {NAMES}")
    for obligation in REGISTRY:
        if "::" not in obligation.proof_test:
            raise ValueError(f"obligation {obligation.name} has no proof test")
    first_replayed = next(i for i, o in enumerate(REGISTRY) if o.needs_replay)
    if any(not o.needs_replay for o in REGISTRY[first_replayed:]):
        raise ValueError("obligations that read the ledger alone must come first")


validate()
