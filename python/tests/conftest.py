"""Shared fixtures: the `linebloom` CLI binary (LINEBLOOM_BIN, set by .ci/run)."""

import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def cli():
    """A function running the root package's `linebloom` binary.

    .ci/run builds it (`cargo build --bin linebloom`) and sets LINEBLOOM_BIN to its path; a
    local run without the variable skips the tests that need it.
    """
    path = os.environ.get("LINEBLOOM_BIN")
    if not path:
        pytest.skip("LINEBLOOM_BIN is not set (build it: cargo build --bin linebloom)")
    assert os.path.isfile(path), f"LINEBLOOM_BIN={path} is not a file"

    def run(*args, check=True):
        return subprocess.run(
            [path, *map(str, args)],
            check=check,
            capture_output=True,
            stdin=subprocess.DEVNULL,
        )

    return run
