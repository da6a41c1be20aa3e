"""Files: save/load/open, images, pickle, the CLI's files both ways, and file errors."""

import os
import pickle

import numpy as np
import pytest

import linebloom
from linebloom import CorruptFile, CuckooFilter, Filter


def test_save_load_open_round_trip(tmp_path):
    path = tmp_path / "f.lbf"
    f = Filter(10_000, 0.01, seed=5)
    f.add_many(np.arange(5000, dtype=np.uint64))
    f.add("word")
    f.save(path)
    for g in [Filter.load(path), Filter.load(str(path)), Filter.open(path),
              Filter.open(path, verify=True)]:
        assert g == f
        assert len(g) == len(f)
        assert g.seed == 5
        assert g.contains_many(np.arange(5000, dtype=np.uint64)).all()
        assert "word" in g
    assert path.stat().st_size == 4096 + f.size_bytes


def test_a_mapped_filter_is_read_only_and_copies_are_writable(tmp_path):
    path = tmp_path / "f.lbf"
    f = Filter(1000)
    f.add("a")
    f.save(path)
    m = Filter.open(path)
    assert m.read_only and not f.read_only
    assert "mapped" in repr(m)
    with pytest.raises(TypeError, match="read-only"):
        m.add("b")
    with pytest.raises(TypeError, match="read-only"):
        m.add_many(["b"])
    with pytest.raises(TypeError, match="read-only"):
        m |= f
    c = m.copy()
    c.add("b")
    assert "b" in c and "b" not in m
    assert (m | c) == c
    assert m.fold().size_bytes * 2 == m.size_bytes
    # Saving over the mapped file replaces it by a rename: the mapping keeps the old bits.
    c.save(path)
    assert "b" not in m
    assert "b" in Filter.open(path)
    # A mapped filter can be saved and pickled like any other.
    m.save(tmp_path / "copy.lbf")
    assert Filter.load(tmp_path / "copy.lbf") == m
    assert pickle.loads(pickle.dumps(m)) == m


def test_images_and_pickle():
    f = Filter(1000, seed=9)
    f.add_many(["a", "b", 7])
    image = f.to_bytes()
    assert len(image) == 64 + f.size_bytes
    for g in [Filter.from_bytes(image), Filter.from_bytes(bytearray(image)),
              Filter.from_bytes(memoryview(image))]:
        assert g == f and len(g) == 3
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        g = pickle.loads(pickle.dumps(f, protocol=protocol))
        assert g == f and len(g) == 3 and g.seed == 9
        assert "a" in g and 7 in g


def test_refused_images_raise_corrupt_file():
    image = bytearray(Filter(1000).to_bytes())
    with pytest.raises(CorruptFile, match="magic") as e:
        Filter.from_bytes(b"not a filter" * 10)
    assert e.value.filename is None
    assert isinstance(e.value, ValueError) and isinstance(e.value, OSError)
    with pytest.raises(CorruptFile):
        Filter.from_bytes(bytes(image[:100]))
    image[70] ^= 1  # a block bit: the block checksum no longer matches
    with pytest.raises(CorruptFile):
        Filter.from_bytes(bytes(image))
    with pytest.raises(TypeError):
        Filter.from_bytes(12.5)


def test_file_errors_are_oserrors_with_the_path(tmp_path):
    missing = tmp_path / "missing.lbf"
    for opener in [Filter.load, Filter.open, CuckooFilter.load, CuckooFilter.open,
                   linebloom.ScalableFilter.load, linebloom.RotatingFilter.load]:
        with pytest.raises(FileNotFoundError) as e:
            opener(missing)
        assert e.value.filename == str(missing)
    for call in [lambda: Filter.load(tmp_path), lambda: Filter.open(tmp_path),
                 lambda: Filter(100).save(tmp_path), lambda: CuckooFilter.load(tmp_path)]:
        with pytest.raises(IsADirectoryError) as e:
            call()
        assert e.value.filename == str(tmp_path)
    with pytest.raises(FileNotFoundError) as e:
        Filter(100).save(tmp_path / "no-such-dir" / "f.lbf")
    assert e.value.filename == str(tmp_path / "no-such-dir" / "f.lbf")


def test_refused_files_raise_corrupt_file_with_the_path(tmp_path):
    good = tmp_path / "good.lbf"
    f = Filter(1000)
    f.add("k")
    f.save(good)
    data = good.read_bytes()
    cases = {
        "not-a-filter.lbf": b"hello world\n" * 1000,
        "truncated.lbf": data[:-64],
        "too-long.lbf": data + b"\0" * 64,
        "header-flip.lbf": data[:30] + bytes([data[30] ^ 1]) + data[31:],
        "block-flip.lbf": data[:5000] + bytes([data[5000] ^ 1]) + data[5001:],
    }
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        openers = [Filter.load, lambda p: Filter.open(p, verify=True)]
        if name != "block-flip.lbf":
            openers.append(Filter.open)  # an O(1) open checks the header, not the blocks
        for opener in openers:
            with pytest.raises(CorruptFile) as e:
                opener(path)
            assert e.value.filename == str(path), name
            assert str(path) in str(e.value)
    # An unverified mapping checks the header only (O(1)), so it opens the block flip.
    assert Filter.open(tmp_path / "block-flip.lbf").num_blocks == f.num_blocks


def test_cli_builds_a_file_python_reads(cli, tmp_path):
    keys = [f"user-{i}" for i in range(2000)] + ["héllo", "with space"]
    key_file = tmp_path / "keys.txt"
    key_file.write_text("\n".join(keys) + "\n", encoding="utf-8")
    out = tmp_path / "cli.lbf"
    cli("build", "--input", key_file, "-o", out, "--expected", 5000, "--fpr", 0.01,
        "--seed", 11)
    for g in [Filter.load(out), Filter.open(out)]:
        assert g.contains_many(keys).all()
        assert all(k in g for k in keys)
        assert g.seed == 11 and g.insert_count == len(keys)
    # The same parameters and keys in Python give the identical filter.
    mine = Filter(5000, 0.01, seed=11)
    mine.add_many(keys)
    assert mine == Filter.load(out)


def test_cli_binary_keys_are_python_ints(cli, tmp_path):
    ints = np.array([0, 1, 2**63, 2**64 - 1, 12345], dtype=np.uint64)
    key_file = tmp_path / "keys.bin"
    key_file.write_bytes(ints.astype("<u8").tobytes())
    out = tmp_path / "ints.lbf"
    cli("build", "--input", key_file, "--binary", "-o", out, "--expected", 100)
    g = Filter.open(out)
    assert g.contains_many(ints).all()
    assert -1 in g and 2**64 - 1 in g and 12345 in g
    assert g.contains_many(np.array([12345, -1], dtype=np.int32)).all()


def test_python_writes_a_file_the_cli_reads(cli, tmp_path):
    f = Filter(1000, seed=3)
    f.add_many(["alpha", "beta", "héllo"])
    path = tmp_path / "py.lbf"
    f.save(path)
    r = cli("query", path, "alpha", "beta", "héllo", "gamma", check=False)
    lines = dict(line.split("\t") for line in r.stdout.decode().splitlines())
    assert lines == {"alpha": "maybe", "beta": "maybe", "héllo": "maybe", "gamma": "no"}
    assert r.returncode == 1  # some key is absent


def test_cli_cuckoo_files_both_ways(cli, tmp_path):
    keys = [f"k{i}" for i in range(500)]
    key_file = tmp_path / "keys.txt"
    key_file.write_text("\n".join(keys) + "\n")
    out = tmp_path / "c.lbf"
    cli("build", "--input", key_file, "--kind", "cuckoo", "-o", out, "--expected", 1000,
        "--seed", 2)
    for c in [CuckooFilter.load(out), CuckooFilter.open(out)]:
        assert c.contains_many(keys).all() and len(c) == 500 and c.seed == 2
    c = CuckooFilter.load(out)
    assert c.remove("k0")
    c.save(out)
    r = cli("query", out, "k0", "k1", check=False)
    lines = dict(line.split("\t") for line in r.stdout.decode().splitlines())
    assert lines["k1"] == "maybe" and lines["k0"] == "no"
    # A cuckoo file is not a Bloom filter file, and the reverse.
    with pytest.raises(ValueError, match="cuckoo"):
        Filter.load(out)
    f = Filter(100)
    f.save(tmp_path / "bloom.lbf")
    with pytest.raises(ValueError):
        CuckooFilter.load(tmp_path / "bloom.lbf")


def test_paths_may_be_str(tmp_path):
    f = Filter(100)
    f.add(1)
    f.save(os.fspath(tmp_path / "s.lbf"))
    assert Filter.load(os.fspath(tmp_path / "s.lbf")) == f
