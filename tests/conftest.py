"""Shared pytest options, and one Hypothesis profile for every property test."""

import pytest
from hypothesis import HealthCheck, settings

# Speed is the benchmarks' job: on a loaded machine a property test must not fail because its
# examples were slow to make or to check.
settings.register_profile("wordproof", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("wordproof")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden", action="store_true", default=False,
        help="rewrite the expected outcomes in tests/golden/*.json from what solve gives now",
    )
