"""The type stubs (python/linebloom.pyi, installed as linebloom/__init__.pyi) match the module."""

import os
import subprocess
import sys

import pytest


def test_stubs_match_the_runtime_module(tmp_path):
    pytest.importorskip("mypy.stubtest")
    # The one allowed difference: the compiled submodule `linebloom.linebloom` of maturin's
    # package layout, whose names the stub gives as `linebloom`'s.
    allowlist = os.path.join(os.path.dirname(__file__), "..", "stubtest-allowlist.txt")
    r = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "linebloom", "--allowlist", allowlist],
        capture_output=True, text=True, cwd=tmp_path, stdin=subprocess.DEVNULL,
    )
    assert r.returncode == 0, r.stdout + r.stderr
