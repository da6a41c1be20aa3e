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


ACCEPTED = """
import numpy as np
import linebloom
f = linebloom.Filter(10)
f.add(np.int64(5))
f.add(np.bool_(True))
f.add(1.5)
f.add_many([1, "a", b"b"])
f.add_many(np.arange(3))
f.add_many(x for x in [1])
with linebloom.Filter.open("f.lbf") as m:
    n: int = len(m)
ok: bool = linebloom.CuckooFilter(10).add(1)
"""

REFUSED = """
import linebloom
f = linebloom.Filter(10)
f.add_many(5)
f.add(None)
"""


def test_stubs_type_check_what_the_module_takes_and_refuses(tmp_path):
    pytest.importorskip("mypy")
    (tmp_path / "accepted.py").write_text(ACCEPTED)
    (tmp_path / "refused.py").write_text(REFUSED)

    def mypy(name):
        return subprocess.run(
            [sys.executable, "-m", "mypy", "--no-incremental", "--ignore-missing-imports",
             name],
            capture_output=True, text=True, cwd=tmp_path, stdin=subprocess.DEVNULL,
        )

    r = mypy("accepted.py")
    assert r.returncode == 0, r.stdout + r.stderr
    r = mypy("refused.py")
    assert 'refused.py:4: error: Argument 1 to "add_many"' in r.stdout, r.stdout
    assert 'refused.py:5: error: Argument 1 to "add"' in r.stdout, r.stdout
