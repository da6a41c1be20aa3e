"""CuckooFilter, ScalableFilter and RotatingFilter: the same naming as Filter."""

import pickle

import numpy as np
import pytest

import linebloom
from linebloom import CuckooFilter, FilterFull, RotatingFilter, ScalableFilter

pa = pytest.importorskip("pyarrow")


def test_cuckoo_add_remove_contains_and_batches():
    c = CuckooFilter(10_000, fingerprint_bits=16, seed=4)
    keys = np.arange(10_000, dtype=np.uint64)
    c.add_many(keys)
    assert len(c) == 10_000
    assert c.contains_many(keys).all()
    assert all(int(k) in c for k in keys[:100])
    assert c.remove(5) is True
    assert len(c) == 9_999
    c.add("s")
    assert "s" in c and c.contains_many(pa.array(["s", None])).tolist() == [True, False]
    absent = np.arange(10**6, 10**6 + 100_000, dtype=np.uint64)
    measured = c.contains_many(absent).mean()
    assert measured < 3 * c.estimated_fpr() + 1e-3
    picked = c.select_many(np.array([1, 10**7, 2], dtype=np.uint64)).tolist()
    assert picked[0] == 0 and picked[-1] == 2
    assert 0 < c.load_factor() <= 1
    assert c.fingerprint_bits == 16 and c.seed == 4


def test_cuckoo_ints_hash_like_the_bloom_filter():
    c = CuckooFilter(100)
    c.add_many(np.array([5, -3], dtype=np.int32))
    assert 5 in c and -3 in c
    assert c.contains_many([5, -3]).all()


def test_cuckoo_full_raises_filter_full_and_keeps_the_keys_in():
    c = CuckooFilter(100, fingerprint_bits=8)
    added = []
    with pytest.raises(FilterFull):
        for i in range(100_000):
            c.add(i)
            added.append(i)
    assert len(added) >= 100
    assert all(k in c for k in added)  # no key that went in was lost
    with pytest.raises(FilterFull):
        c.add_many(np.arange(100_000, 200_000, dtype=np.uint64))


def test_cuckoo_files_pickle_and_copy(tmp_path):
    c = CuckooFilter(1000, seed=1)
    c.add_many(["a", "b"])
    c.save(tmp_path / "c.lbf")
    for d in [CuckooFilter.load(tmp_path / "c.lbf"), CuckooFilter.open(tmp_path / "c.lbf"),
              CuckooFilter.from_bytes(c.to_bytes()), pickle.loads(pickle.dumps(c)), c.copy()]:
        assert d == c and "a" in d and len(d) == 2
    m = CuckooFilter.open(tmp_path / "c.lbf")
    assert m.read_only
    with pytest.raises(TypeError, match="read-only"):
        m.remove("a")
    with pytest.raises(linebloom.CorruptFile):
        CuckooFilter.from_bytes(b"junk" * 100)


@pytest.mark.parametrize("kwargs", [{"capacity": 0}, {"capacity": 100, "fingerprint_bits": 12},
                                    {"capacity": -5}, {"capacity": 100, "fingerprint_bits": -8},
                                    {"capacity": 100, "seed": 2**64}])
def test_cuckoo_impossible_parameters(kwargs):
    with pytest.raises(ValueError):
        CuckooFilter(**kwargs)


def test_scalable_grows_and_keeps_every_key():
    s = ScalableFilter(1000, 0.01, seed=3)
    keys = np.arange(50_000, dtype=np.int64)
    s.add_many(keys)
    assert s.num_filters > 1
    assert s.contains_many(keys).all()
    assert s.max_fpr() <= 0.01
    assert s.add("new") is True and s.add("new") is False
    absent = np.arange(10**7, 10**7 + 100_000, dtype=np.int64)
    assert s.contains_many(absent).mean() < 0.015
    # Keys the stack already reports (false positives) are not added again: about 1%.
    assert 50_000 * 0.98 < len(s) <= 50_001
    assert s.select_many(["new", "nope"]).tolist() == [0]


def test_scalable_nonscaling_raises_filter_full():
    s = ScalableFilter(100, 0.01, scaling=False)
    with pytest.raises(FilterFull):
        s.add_many(range(10_000))
    assert s.num_filters == 1


def test_scalable_files_and_pickle(tmp_path):
    s = ScalableFilter(100, 0.01, seed=8)
    s.add_many([f"k{i}" for i in range(1000)])
    s.save(tmp_path / "s.lbf")
    for t in [ScalableFilter.load(tmp_path / "s.lbf"), ScalableFilter.from_bytes(s.to_bytes()),
              pickle.loads(pickle.dumps(s)), s.copy()]:
        assert t.contains_many([f"k{i}" for i in range(1000)]).all()
        assert t.num_filters == s.num_filters and len(t) == len(s) and t.seed == 8
    with pytest.raises(linebloom.CorruptFile):
        ScalableFilter.from_bytes(b"junk")
    for bad in [dict(fpr=2.0), dict(expansion=0), dict(expansion=-2), dict(tightening=1.5),
                dict(initial_capacity=0)]:
        with pytest.raises(ValueError):
            ScalableFilter(**{"initial_capacity": 100, **bad})


def test_rotating_forgets_old_generations():
    r = RotatingFilter(1000, 0.01, generations=2, auto_rotate=False)
    assert r.add("a") is True and r.add("a") is False
    r.add_many(np.array([1, 2, 3], dtype=np.uint32))
    r.rotate()
    assert "a" in r and r.contains_many([1, 2, 3]).all()
    r.rotate()
    assert r.rotations == 2
    # Two rotations on, the keys are gone (barring false positives: 4 keys at 1%).
    assert r.contains_many(["a", 1, 2, 3]).sum() <= 1
    assert len(r) == 0


def test_rotating_auto_rotation_and_files(tmp_path):
    r = RotatingFilter(100, 0.01, generations=3, seed=6)
    r.add_many(range(1000))
    assert r.rotations > 0
    assert r.contains_many(range(950, 1000)).all()  # the newest keys are live
    r.save(tmp_path / "r.lbf")
    for t in [RotatingFilter.load(tmp_path / "r.lbf"), RotatingFilter.from_bytes(r.to_bytes()),
              pickle.loads(pickle.dumps(r)), r.copy()]:
        assert t.rotations == r.rotations and t.generations == 3 and t.seed == 6
        assert (t.contains_many(range(1000)) == r.contains_many(range(1000))).all()
    for bad in [dict(generations=0), dict(generations=-1), dict(fpr=0.0),
                dict(capacity_per_generation=0)]:
        with pytest.raises(ValueError):
            RotatingFilter(**{"capacity_per_generation": 100, **bad})


def test_cuckoo_stores_a_repeated_key_once():
    c = CuckooFilter(100)
    c.add_many(["FR"] * 9)
    assert len(c) == 1 and "FR" in c
    assert c.add("FR") is False and c.add("DE") is True
    c.add_many(np.array([7] * 20, dtype=np.int64))
    assert len(c) == 3
    assert c.remove("FR") and "FR" not in c


def test_cuckoo_repeated_keys_give_the_cli_build(cli, tmp_path):
    keys = ["FR"] * 9 + ["DE"] * 3 + ["IT"]
    key_file = tmp_path / "keys.txt"
    key_file.write_text("\n".join(keys) + "\n")
    out = tmp_path / "c.lbf"
    cli("build", "--kind", "cuckoo", "--input", key_file, "-o", out, "--expected", 100)
    built = CuckooFilter.load(out)
    c = CuckooFilter(100)
    c.add_many(keys)
    assert len(c) == len(built) == 3
    assert c.contains_many(["FR", "DE", "IT"]).all()
    assert built.contains_many(["FR", "DE", "IT"]).all()


def test_cuckoo_image_with_trailing_bytes_is_corrupt():
    c = CuckooFilter(1000)
    c.add("a")
    image = c.to_bytes()
    with pytest.raises(linebloom.CorruptFile, match="bytes"):
        CuckooFilter.from_bytes(image + b"junk")
    with pytest.raises(linebloom.CorruptFile):
        CuckooFilter.from_bytes(image[:-1])
    assert "a" in CuckooFilter.from_bytes(image)


def test_cuckoo_image_claiming_a_huge_table_is_corrupt_not_a_memory_error():
    header = bytearray(CuckooFilter(1000).to_bytes()[:4096])
    header[32:40] = (2**36).to_bytes(8, "little")  # table lines: 4 TiB
    header[64:72] = bytes(8)  # the header checksum: xxh3-64 of the header with it zeroed
    header[64:72] = linebloom.key_hash(bytes(header)).to_bytes(8, "little")
    with pytest.raises(linebloom.CorruptFile, match="header describes"):
        CuckooFilter.from_bytes(bytes(header))


@pytest.mark.parametrize("cls", [linebloom.Filter, CuckooFilter, ScalableFilter, RotatingFilter])
def test_from_bytes_refuses_an_int_instead_of_allocating_it(cls):
    with pytest.raises(TypeError, match="bytes-like"):
        cls.from_bytes(10**6)
    with pytest.raises(TypeError, match="bytes-like"):
        cls.from_bytes("text")


def test_every_kind_compares_by_content_and_is_unhashable():
    for make in [lambda: linebloom.Filter(100), lambda: CuckooFilter(100),
                 lambda: ScalableFilter(100), lambda: RotatingFilter(100)]:
        a, b = make(), make()
        assert a == b
        a.add("k")
        assert a != b
        b.add("k")
        assert a == b
        with pytest.raises(TypeError, match="unhashable"):
            {a}


def test_cuckoo_add_returns_whether_the_key_was_new_and_clear_empties():
    c = CuckooFilter(100)
    assert c.add(1) is True and c.add(1) is False
    assert c and len(c) == 1
    c.clear()
    assert not c and 1 not in c


def test_mapped_cuckoo_filter_closes(tmp_path):
    c = CuckooFilter(100)
    c.add("a")
    c.save(tmp_path / "c.lbf")
    with CuckooFilter.open(tmp_path / "c.lbf") as m:
        assert "a" in m and not m.closed
    assert m.closed
    with pytest.raises(ValueError, match="closed"):
        "a" in m  # noqa: B015
    m.close()  # again: nothing to do
