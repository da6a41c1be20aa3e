"""linebloom.Filter: the set-like API, the key encoding, the false-positive rate, errors."""

import copy

import numpy as np
import pytest

import linebloom
from linebloom import Filter

# The extension module itself, where the test hooks live (they are not in `linebloom`'s
# namespace).
NATIVE = linebloom.linebloom


def test_add_reports_new_keys_and_contains_finds_them():
    f = Filter(1000, 0.01)
    assert f.add("apple") is True
    assert f.add("apple") is False
    assert "apple" in f
    assert "pear" not in f
    assert len(f) == 1  # distinct keys: a repeat counts once
    assert f.insert_count == 2  # keys passed to add calls, repeats included


@pytest.mark.parametrize(
    "key",
    [0, 1, -1, 2**63 - 1, -(2**63), 2**64 - 1, "", "ü€", b"", b"\x00\xff", bytearray(b"ba"),
     memoryview(b"mv"), True],
)
def test_every_key_type_round_trips(key):
    f = Filter(100)
    f.add(key)
    assert key in f
    assert f.contains_many([key]).tolist() == [True]


def test_key_encoding_ints_are_8_little_endian_bytes():
    # An int in [-2**63, 2**64) hashes as the 8 little-endian bytes of its 64-bit value.
    for v in [0, 5, 2**40 + 3, 2**64 - 1]:
        assert linebloom.key_hash(v, 9) == linebloom.key_hash(v.to_bytes(8, "little"), 9)
    assert linebloom.key_hash(-1) == linebloom.key_hash(2**64 - 1)
    assert linebloom.key_hash(-5) == linebloom.key_hash((2**64 - 5).to_bytes(8, "little"))
    # str is its UTF-8 bytes; bytes-likes are their bytes.
    assert linebloom.key_hash("héllo") == linebloom.key_hash("héllo".encode())
    assert linebloom.key_hash(bytearray(b"ab")) == linebloom.key_hash(b"ab")
    assert linebloom.key_hash(memoryview(b"ab")) == linebloom.key_hash(b"ab")
    assert linebloom.key_hash(True) == linebloom.key_hash(1)
    # The seed matters.
    assert linebloom.key_hash(5, 0) != linebloom.key_hash(5, 1)


def test_ints_out_of_64_bits_are_refused():
    f = Filter(100)
    for v in [2**64, -(2**63) - 1, 10**30]:
        with pytest.raises(OverflowError, match="64-bit"):
            f.add(v)
        with pytest.raises(OverflowError):
            v in f  # noqa: B015
        with pytest.raises(OverflowError):
            f.contains_many([1, v])


@pytest.mark.parametrize("bad", [None, object(), ["a"], ("a",), {"a": 1}, 1j])
def test_other_key_types_are_type_errors_naming_the_accepted_ones(bad):
    f = Filter(100)
    with pytest.raises(TypeError, match="int, float, str, bytes, bytearray or memoryview"):
        f.add(bad)
    with pytest.raises(TypeError, match="int, float, str, bytes"):
        bad in f  # noqa: B015


def test_no_false_negatives_and_fpr_within_the_model():
    n = 200_000
    f = Filter(n, 0.01)
    members = np.arange(n, dtype=np.uint64) * 7919
    f.add_many(members)
    assert f.contains_many(members).all()
    absent = np.arange(n, 3 * n, dtype=np.uint64) * 7919 + 1
    measured = f.contains_many(absent).mean()
    # The layout's model (from the fill) and the requested rate; 400k probes give a binomial
    # standard deviation of about 1.6% of the rate, so these bounds are many deviations wide.
    model = f.estimated_fpr()
    assert 0.8 * model < measured < 1.2 * model
    assert measured < 0.012
    assert 0.8 * n < f.estimated_len() < 1.2 * n


def test_bits_per_key_and_seed_shape_the_filter():
    a = Filter(10_000, bits_per_key=10)
    assert a.size_bytes == a.num_blocks * 64
    assert 10_000 * 10 / 8 <= a.size_bytes <= 10_000 * 10 / 8 * 1.1
    b = Filter(10_000, bits_per_key=10, seed=42)
    assert b.seed == 42
    b.add("k")
    assert "k" in b
    assert a.backend in {"avx512", "avx2", "neon", "scalar"}


@pytest.mark.parametrize(
    "args, kwargs",
    [
        ((0,), {}),
        ((-1,), {}),
        ((100, 0.0), {}),
        ((100, 1.0), {}),
        ((100, float("nan")), {}),
        ((100,), {"bits_per_key": 0.5}),
        ((100,), {"bits_per_key": 1000}),
        ((100, 0.01), {"bits_per_key": 10}),
        ((100,), {"seed": -1}),
        ((2**70,), {}),
    ],
)
def test_impossible_parameters_are_value_errors(args, kwargs):
    with pytest.raises(ValueError):
        Filter(*args, **kwargs)


def test_union_intersection_and_in_place_union():
    a, b = Filter(1000, seed=3), Filter(1000, seed=3)
    a.add_many(["x", "y"])
    b.add_many(["y", "z"])
    u = a | b
    assert all(k in u for k in ["x", "y", "z"])
    assert len(u) == 3 and u.insert_count == 4
    i = a & b
    assert "y" in i
    a |= b
    assert a == u
    with pytest.raises(ValueError, match="different shape"):
        a | Filter(1000, seed=4)  # noqa: B018
    with pytest.raises(ValueError):
        a | Filter(50_000, seed=3)  # noqa: B018
    assert a.__or__(5) is NotImplemented


def test_fold_keeps_every_key_at_half_the_size():
    f = Filter(8192, bits_per_key=16)  # 256 blocks
    keys = np.arange(5000, dtype=np.int64)
    f.add_many(keys)
    g = f.fold()
    assert g.size_bytes * 2 == f.size_bytes
    assert g.contains_many(keys).all()
    assert g.insert_count == f.insert_count
    assert 0.9 * len(f) < len(g) < 1.1 * len(f)


def test_fold_of_an_odd_block_count_is_a_value_error():
    f = Filter(1000, 0.01)
    while f.num_blocks % 2 == 0:
        f = f.fold()
    with pytest.raises(ValueError, match="even block count"):
        f.fold()


def test_copy_is_independent_and_equal():
    f = Filter(1000)
    f.add("a")
    for g in [f.copy(), copy.copy(f), copy.deepcopy(f)]:
        assert g == f
        g.add("b")
        assert g != f
        assert "b" not in f


def test_equality_and_repr():
    a, b = Filter(1000, seed=1), Filter(1000, seed=1)
    assert a == b
    a.add(1)
    assert a != b
    b.add(1)
    assert a == b
    assert a != Filter(1000, seed=2)
    assert a != "not a filter"
    r = repr(a)
    assert r.startswith("linebloom.Filter(") and "len=1" in r and "seed=1" in r


def test_update_takes_any_iterable():
    f = Filter(1000)
    f.update(x for x in ["g1", "g2", 3])
    assert "g1" in f and "g2" in f and 3 in f
    f.update({"s1", "s2"})
    assert "s1" in f


def test_a_single_str_is_not_a_batch():
    f = Filter(100)
    with pytest.raises(TypeError, match="single key"):
        f.add_many("abc")
    for one in [b"abc", bytearray(b"abc"), memoryview(b"abc")]:
        with pytest.raises(TypeError, match="single key"):
            f.contains_many(one)
    # A buffer of integers is a batch through numpy, without a copy.
    buf = np.arange(4, dtype=np.uint64).tobytes()
    f.add_many(np.frombuffer(buf, dtype=np.uint64))
    assert 3 in f
    with pytest.raises(TypeError, match="iterable"):
        f.contains_many(5)


def test_memory_is_the_rust_filters():
    # The Python object adds a fixed header to the Rust filter's bit array, nothing per key.
    f = Filter(1_000_000, bits_per_key=10)
    assert f.size_bytes == f.num_blocks * 64
    assert abs(f.size_bytes - 1_250_000) / 1_250_000 < 0.01
    assert f.__sizeof__() - f.size_bytes < 1024


def test_numpy_integer_scalars_are_ints():
    f = Filter(100)
    f.add(np.int64(5))
    f.add(np.uint64(2**64 - 1))
    assert 5 in f and np.int32(5) in f and np.uint8(5) in f
    assert -1 in f and np.int8(-1) in f


def test_floats_are_float64_keys_apart_from_equal_ints():
    # A float is its float64 value (FORMAT.md "Keys", as Arrow and SQL floats): never the
    # key of the equal int, whatever Python's 5.0 == 5 says.
    kh = linebloom.key_hash
    assert kh(5.0) != kh(5)
    assert kh(5.0) == kh(np.float64(5)) == kh(np.float32(5)) == kh(np.float16(5))
    assert kh(-0.0) == kh(0.0)
    assert kh(float("nan")) == kh(-float("nan")) == kh(np.float32("nan"))
    f = Filter(100)
    f.add(1.5)
    assert 1.5 in f and np.float64(1.5) in f
    assert f.contains_many(np.array([1.5, 2.5])).tolist() == [True, False]
    pa = pytest.importorskip("pyarrow")
    assert f.contains_many(pa.array([1.5, None], type=pa.float32())).tolist() == [True, False]


def test_numpy_bool_scalars_are_0_and_1():
    assert linebloom.key_hash(np.bool_(True)) == linebloom.key_hash(1)
    assert linebloom.key_hash(np.bool_(False)) == linebloom.key_hash(False)
    f = Filter(100)
    f.add(np.bool_(True))
    assert True in f and 1 in f


class FakeSeries:
    """An array-like that is not a numpy array (as a pandas Series is): only __array__."""

    def __init__(self, values):
        self.values = values

    def __array__(self, dtype=None, copy=None):
        return self.values


def test_array_likes_go_through_numpy():
    values = np.arange(10, dtype=np.int64)
    f = Filter(100)
    f.add_many(FakeSeries(values))
    assert all(int(v) in f for v in values)
    [(kind, address, _)] = NATIVE._key_source(FakeSeries(values))
    assert kind == "int64" and address == values.__array_interface__["data"][0]


WEIRD = [0, -1, 1, 2**64, 2**48 + 1, 10**30, float("nan"), float("inf"), -0.5, 1e-300, 3, 17]


@pytest.mark.parametrize("cls_args", [
    lambda a, b: linebloom.Filter(a, b),
    lambda a, b: linebloom.Filter(a, bits_per_key=b),
    lambda a, b: linebloom.Filter(100, 0.01, seed=a),
    lambda a, b: linebloom.CuckooFilter(a, fingerprint_bits=b),
    lambda a, b: linebloom.ScalableFilter(a, b),
    lambda a, b: linebloom.ScalableFilter(100, 0.01, expansion=a, tightening=b),
    lambda a, b: linebloom.RotatingFilter(a, b),
    lambda a, b: linebloom.RotatingFilter(100, 0.01, generations=a),
])
def test_no_parameter_panics(cls_args):
    # pyo3 turns a Rust panic into PanicException, a BaseException that `except Exception`
    # does not catch: every refusal here must be one of Python's own errors.
    for a in WEIRD:
        for b in WEIRD:
            try:
                cls_args(a, b)
            except (ValueError, TypeError, OverflowError, MemoryError):
                pass


def test_len_counts_distinct_keys_not_calls():
    f = Filter(1000)
    assert len(f) == 0 and not f
    f.add("a")
    f.add("a")
    assert len(f) == 1 and f
    assert f.insert_count == 2
    assert len(f | f) == len(f)
    for _ in range(70):
        f |= f
    assert len(f) == 1 and bool(f)
    assert "len=1" in repr(f)
    g = Filter(100_000)
    g.add_many(np.arange(5000, dtype=np.int64))
    g.add_many(np.arange(5000, dtype=np.int64))
    assert 4900 <= len(g) <= 5100


def test_set_methods_clear_and_in_place_intersection():
    a, b = Filter(1000, seed=3), Filter(1000, seed=3)
    a.add_many(["x", "y"])
    b.add_many(["y", "z"])
    assert a.union(b) == a | b
    assert a.union() == a and a.union(b, b) == a | b
    assert a.intersection(b) == a & b
    assert (a & b).issubset(a) and (a & b).issubset(b)
    assert a.issubset(a | b) and not (a | b).issubset(a)
    c = a.copy()
    c &= b
    assert c == a & b
    with pytest.raises(ValueError):
        a.issubset(Filter(50_000, seed=3))
    c.clear()
    assert not c and len(c) == 0 and "y" not in c
    assert c.insert_count == 0


def test_a_closed_filter_refuses_calls(tmp_path):
    f = Filter(100)
    f.add("a")
    f.save(tmp_path / "f.lbf")
    with Filter.open(tmp_path / "f.lbf") as m:
        assert "a" in m
    assert m.closed and "closed" in repr(m)
    for call in [lambda: "a" in m, lambda: len(m), lambda: m.contains_many(["a"]),
                 lambda: m.to_bytes(), lambda: m.copy(), lambda: m.save(tmp_path / "x.lbf")]:
        with pytest.raises(ValueError, match="closed"):
            call()
    f.close()
    with pytest.raises(ValueError, match="closed"):
        f.add("b")
    with pytest.raises(ValueError, match="closed"):
        f.add_many(["b"])


def test_public_names_only_in_all():
    assert all(not n.startswith("_") or n == "__version__" for n in linebloom.__all__)
    assert {"Filter", "CuckooFilter", "key_hash"} <= set(linebloom.__all__)


# Parquet's split block Bloom filter, written out from its specification: the block from the
# hash's upper 32 bits, one bit per 32-bit lane from its lower 32 bits and the spec's salts.
PARQUET_SALTS = [0x47B6137B, 0x44974D91, 0x8824AD5B, 0xA2B7289D,
                 0x705495C7, 0x2DF1424B, 0x9EFC4947, 0x5C6BFB31]


def parquet_bitset(hashes, num_blocks):
    words = np.zeros(num_blocks * 8, dtype="<u4")
    for h in hashes:
        block = ((h >> 32) * num_blocks) >> 32
        for lane, salt in enumerate(PARQUET_SALTS):
            words[block * 8 + lane] |= np.uint32(1 << ((((h & 0xFFFFFFFF) * salt) & 0xFFFFFFFF) >> 27))
    return words.tobytes()


def test_split_block_layout_keeps_every_key_and_its_layout_through_images_and_files(tmp_path):
    f = Filter(5000, 0.01, layout="split-block")
    assert f.layout == "split-block" and f.num_hashes == 8
    assert Filter(10).layout == "blocked"
    keys = np.arange(5000, dtype=np.int64) * 7919
    f.add_many(keys)
    assert f.contains_many(keys).all()
    assert all(int(k) in f for k in keys[:100])
    image = Filter.from_bytes(f.to_bytes())
    assert image.layout == "split-block" and image == f
    f.save(tmp_path / "split.lbf")
    for g in (Filter.load(tmp_path / "split.lbf"), Filter.open(tmp_path / "split.lbf")):
        assert g.layout == "split-block" and g.contains_many(keys).all()
    absent = np.arange(5000, 105_000, dtype=np.int64) * 7919 + 1
    assert f.contains_many(absent).mean() < 0.03


def test_split_block_with_fewer_lanes_keeps_k_and_every_key(tmp_path):
    f = Filter(5000, bits_per_key=10.0, layout="split-block", num_hashes=6)
    assert f.layout == "split-block" and f.num_hashes == 6
    keys = np.arange(5000, dtype=np.int64) * 7919
    f.add_many(keys)
    assert f.contains_many(keys).all() and all(int(k) in f for k in keys[:100])
    f.save(tmp_path / "six.lbf")
    g = Filter.load(tmp_path / "six.lbf")
    assert g.num_hashes == 6 and g == f
    for bad in (0, 9, -1, 2**40):
        with pytest.raises(ValueError):
            Filter(10, layout="split-block", num_hashes=bad)


def test_an_unknown_layout_is_a_value_error():
    with pytest.raises(ValueError, match="layout"):
        Filter(10, layout="cuckoo")


def test_a_parquet_bitset_answers_its_hashes_and_equals_the_same_hashes_added_here():
    rng = np.random.default_rng(7)
    hashes = [int(h) for h in rng.integers(0, 2**64, size=300, dtype=np.uint64)]
    bitset = parquet_bitset(hashes, 64)
    f = Filter.from_parquet_bitset(bitset)
    assert f.layout == "split-block" and f.size_bytes == len(bitset)
    assert all(f.contains_hash(h) for h in hashes)
    # The same hashes added through linebloom set the same bits: the image's blocks are the
    # bitset, byte for byte.
    g = Filter.from_parquet_bitset(bytes(len(bitset)))
    assert not any(g.contains_hash(h) for h in hashes)
    for h in hashes:
        g.add_hash(h)
    assert g.to_bytes()[64:] == bitset
    with pytest.raises(ValueError):
        Filter.from_parquet_bitset(b"\0" * 32)
    with pytest.raises(TypeError):
        Filter.from_parquet_bitset(64)
    with pytest.raises(ValueError):
        f.add_hash(-1)
