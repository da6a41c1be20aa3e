"""Batch calls: numpy and Arrow keys read in place, lists, select_many, threads."""

import threading
import tracemalloc

import numpy as np
import pytest

import linebloom
from linebloom import Filter

# The extension module itself, where the test hooks live (they are not in `linebloom`'s
# namespace).
NATIVE = linebloom.linebloom

pa = pytest.importorskip("pyarrow")

INT_DTYPES = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]


@pytest.mark.parametrize("dtype", INT_DTYPES)
def test_numpy_ints_hash_as_their_values_widened_to_64_bits(dtype):
    info = np.iinfo(dtype)
    values = np.array([0, 1, 5, info.max, info.min], dtype=dtype)
    f = Filter(1000)
    f.add_many(values)
    # Each value is the same key as the Python int (its 64-bit value) ...
    for v in values.tolist():
        assert v in f
    # ... and as the same value in any other integer array type that holds it.
    for other in INT_DTYPES:
        fits = [v for v in values.tolist() if np.iinfo(other).min <= v <= np.iinfo(other).max]
        assert f.contains_many(np.array(fits, dtype=other)).all()


def test_int32_array_then_python_int():
    f = Filter(100)
    f.add_many(np.array([5], dtype=np.int32))
    assert 5 in f
    g = Filter(100)
    g.add(-7)
    assert g.contains_many(np.array([-7], dtype=np.int32)).tolist() == [True]
    assert g.contains_many(np.array([2**64 - 7], dtype=np.uint64)).tolist() == [True]


def test_numpy_bool_arrays_are_0_and_1():
    f = Filter(100)
    f.add_many(np.array([True]))
    assert 1 in f and True in f


def test_contains_many_answers_match_single_lookups():
    f = Filter(10_000, 0.05)
    f.add_many(np.arange(0, 20_000, 2, dtype=np.uint64))
    probe = np.arange(20_000, dtype=np.uint64)
    out = f.contains_many(probe)
    assert out.dtype == np.bool_ and out.shape == (20_000,)
    assert out.tolist() == [int(k) in f for k in probe]
    assert f.select_many(probe).tolist() == np.flatnonzero(out).tolist()
    assert f.select_many(probe).dtype == np.int64


def test_empty_batches():
    f = Filter(100)
    f.add_many(np.array([], dtype=np.uint64))
    f.add_many([])
    assert len(f) == 0
    assert f.contains_many(np.array([], dtype=np.int64)).shape == (0,)
    assert f.contains_many([]).shape == (0,)
    assert f.select_many(pa.array([], type=pa.int64())).shape == (0,)


def test_empty_arrow_arrays_without_buffers():
    f = Filter(100)
    for t in [pa.int64(), pa.int32()]:
        try:
            empty = pa.Array.from_buffers(t, 0, [None, None])
        except (pa.ArrowInvalid, TypeError):
            pytest.skip("this pyarrow wants buffers for an empty array")
        f.add_many(empty)
        assert f.contains_many(empty).shape == (0,)
        assert f.select_many(empty).shape == (0,)
    assert len(f) == 0


def test_strided_big_endian_and_misaligned_arrays_give_the_same_answers():
    f = Filter(10_000)
    keys = np.arange(1000, dtype=np.int64)
    f.add_many(keys[::2])  # a strided view
    expect = (keys % 2 == 0).tolist()
    assert f.contains_many(keys).tolist() == expect
    assert f.contains_many(keys.astype(">i8")).tolist() == expect
    raw = np.zeros(8 * 1000 + 1, dtype=np.uint8)
    misaligned = raw[1:].view(np.int64)
    misaligned[:] = keys
    assert misaligned.__array_interface__["data"][0] % 8 == 1
    assert f.contains_many(misaligned).tolist() == expect


def test_numpy_str_and_object_arrays_are_walked_as_keys():
    f = Filter(100)
    f.add_many(np.array(["a", "bb"]))
    assert "a" in f and "bb" in f
    assert f.contains_many(np.array(["a", "zz"], dtype=object)).tolist() == [True, False]


def test_refused_arrays():
    f = Filter(100)
    with pytest.raises(TypeError, match="dtype <f2"):
        f.add_many(np.array([1.5], dtype=np.float16))
    with pytest.raises(TypeError, match="dtype <c16"):
        f.add_many(np.array([1j]))
    with pytest.raises(TypeError, match="datetime"):
        f.add_many(np.array(["2024-01-01"], dtype="datetime64[D]"))
    with pytest.raises(ValueError, match="1-dimensional"):
        f.contains_many(np.zeros((2, 2), dtype=np.uint64))
    with pytest.raises(TypeError, match="format"):
        f.contains_many(pa.array([[1]]))
    with pytest.raises(TypeError, match="format"):
        f.contains_many(pa.array([1.5], type=pa.float16()))
    with pytest.raises(TypeError, match="dictionary"):
        f.contains_many(pa.array(["a", "b"]).dictionary_encode())


def test_a_large_numpy_array_is_read_in_place():
    keys = np.arange(2_000_000, dtype=np.uint64)  # 16 MB
    # The batch reads the caller's own buffer.
    [(kind, address, length)] = NATIVE._key_source(keys)
    assert (kind, length) == ("uint64", len(keys))
    assert address == keys.__array_interface__["data"][0]
    for dtype in [np.int32, np.uint32, np.int64]:
        arr = keys[:1000].astype(dtype)
        [(kind, address, _)] = NATIVE._key_source(arr)
        assert kind == np.dtype(dtype).name
        assert address == arr.__array_interface__["data"][0]

    # And allocates no copy of it: numpy reports its allocations to tracemalloc, so a copy
    # would raise the peak by the array's 16 MB; the answers take 2 MB.
    f = Filter(len(keys))
    f.add_many(keys)
    tracemalloc.start()
    try:
        out = f.contains_many(keys)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        # The check can see a copy: a strided view is copied once (8 MB).
        f.contains_many(keys[::2])
        _, peak_copy = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert out.all()
    assert peak < len(keys) + (1 << 20)
    assert peak_copy > 4 * len(keys)


def test_arrow_arrays_are_read_in_place():
    ints = pa.array(np.arange(100_000, dtype=np.int64))
    [(kind, address, length)] = NATIVE._key_source(ints)
    assert (kind, length) == ("int64", 100_000)
    assert address == ints.buffers()[1].address
    sliced = ints.slice(10)
    [(_, address, length)] = NATIVE._key_source(sliced)
    assert address == ints.buffers()[1].address + 80 and length == 100_000 - 10
    strs = pa.array([f"key{i}" for i in range(1000)])
    [(kind, address, _)] = NATIVE._key_source(strs)
    assert kind == "string" and address == strs.buffers()[2].address
    chunked = pa.chunked_array([ints.slice(0, 10), ints.slice(10)])
    parts = NATIVE._key_source(chunked)
    assert [p[2] for p in parts] == [10, 100_000 - 10]
    assert parts[0][1] == ints.buffers()[1].address


@pytest.mark.parametrize(
    "arrow_type", [pa.int8(), pa.uint8(), pa.int16(), pa.uint16(), pa.int32(), pa.uint32(),
                   pa.int64(), pa.uint64()],
)
def test_arrow_ints_hash_like_python_ints(arrow_type):
    values = [0, 1, 100, -3] if pa.types.is_signed_integer(arrow_type) else [0, 1, 100, 250]
    f = Filter(1000)
    f.add_many(pa.array(values, type=arrow_type))
    assert all(v in f for v in values)
    g = Filter(1000)
    g.add_many(values)
    assert f == g


@pytest.mark.parametrize("arrow_type", [pa.string(), pa.large_string(), pa.binary(),
                                        pa.large_binary()])
def test_arrow_strings_and_binaries_hash_like_str_and_bytes(arrow_type):
    keys = ["", "a", "héllo", "x" * 100]
    values = keys if arrow_type in (pa.string(), pa.large_string()) else [k.encode() for k in keys]
    arr = pa.array(values, type=arrow_type)
    f = Filter(1000)
    f.add_many(arr)
    assert all(k in f for k in keys)
    assert f.contains_many(arr).all()
    assert f.contains_many(arr.slice(1, 2)).tolist() == [True, True]
    g = Filter(1000)
    g.add_many(keys)
    assert f == g


@pytest.mark.parametrize("view_type", ["string_view", "binary_view"])
def test_arrow_views_hash_like_str_and_bytes(view_type):
    if not hasattr(pa, view_type):
        pytest.skip(f"this pyarrow has no {view_type}")
    # Keys of 12 bytes or fewer live inside the view; longer ones in the variadic buffers.
    keys = ["", "short", "exactly12byt", "thirteen byte", "a much longer key " * 5, "héllo"]
    values = keys if view_type == "string_view" else [k.encode() for k in keys]
    arr = pa.array(values + [None], type=getattr(pa, view_type)())
    f = Filter(1000)
    f.add_many(arr)
    assert len(f) == len(keys)
    assert all(k in f for k in keys)
    assert f.contains_many(arr).tolist() == [True] * len(keys) + [False]
    assert f.contains_many(arr.slice(3, 2)).tolist() == [True, True]
    g = Filter(1000)
    g.add_many(keys)
    assert f == g
    absent = pa.array(["nope", "not in the filter at all"], type=getattr(pa, view_type)())
    assert f.contains_many(absent).sum() <= 1
    [(kind, address, _)] = NATIVE._key_source(arr)
    assert kind == "string_view" and address == arr.buffers()[1].address


def test_arrow_fixed_size_binary_hashes_like_bytes():
    keys = [bytes([i]) * 16 for i in range(50)]
    arr = pa.array(keys + [None], type=pa.binary(16))
    f = Filter(1000)
    f.add_many(arr)
    assert len(f) == 50
    assert all(k in f for k in keys)
    assert f.contains_many(arr.slice(10)).tolist() == [True] * 40 + [False]
    g = Filter(1000)
    g.add_many(keys)
    assert f == g
    [(kind, address, _)] = NATIVE._key_source(arr.slice(2))
    assert kind == "fixed_size_binary" and address == arr.buffers()[1].address + 32


def test_arrow_nulls_are_skipped_on_add_and_false_on_lookup():
    f = Filter(1000)
    f.add_many(pa.array([1, None, 3]))
    f.add_many(pa.array(["a", None]))
    assert len(f) == 3
    assert f.contains_many(pa.array([1, None, 3, 4])).tolist() == [True, False, True, False]
    assert f.contains_many(pa.array([None, "a"])).tolist() == [False, True]
    sliced = pa.array([None, 1, None, 3]).slice(1)
    assert f.contains_many(sliced).tolist() == [True, False, True]
    assert f.select_many(pa.array([None, 3])).tolist() == [1]


def test_chunked_arrays_and_record_batch_readers():
    f = Filter(1000)
    chunked = pa.chunked_array([[1, 2], [], [3, None]])
    f.add_many(chunked)
    assert [1, 2, 3] == [k for k in range(10) if k in f]
    assert f.contains_many(chunked).tolist() == [True, True, True, False]
    assert f.select_many(pa.chunked_array([[9, 1], [3]])).tolist() == [1, 2]


def test_lists_of_str_and_bytes():
    keys = [f"{i:016d}" for i in range(10_000)]
    f = Filter(len(keys))
    f.add_many(keys)
    assert f.contains_many(keys).all()
    assert f.contains_many([k.encode() for k in keys]).all()
    assert f.contains_many(tuple(keys[:3])).all()
    with pytest.raises(TypeError, match="not NoneType"):
        f.contains_many(["a", None])


def test_threads_calling_batch_lookups_at_once():
    n = 500_000
    f = Filter(n, 0.01)
    members = np.arange(n, dtype=np.uint64)
    f.add_many(members)
    probe = np.arange(2 * n, dtype=np.uint64)
    expect = f.contains_many(probe)
    strs = [str(i) for i in range(10_000)]
    f.add_many(strs)
    expect_strs = f.contains_many(strs)
    errors, results = [], []

    def reader():
        try:
            for _ in range(5):
                # Keys added meanwhile can add false positives, never remove an answer.
                out = f.contains_many(probe)
                results.append(bool(out[:n].all() and (out | ~expect).all()))
                results.append(bool((f.contains_many(strs) | ~expect_strs).all()))
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    def writer():
        try:
            for i in range(5):
                # New keys only: the answers for `probe` may gain hits but never lose one.
                f.add_many(np.arange(10 * n + i * 1000, 10 * n + (i + 1) * 1000, dtype=np.uint64))
        except Exception as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=reader) for _ in range(4)]
    threads.append(threading.Thread(target=writer))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(results) == 40 and all(results)
    assert f.contains_many(members).all()
    assert f.contains_many(strs).all()


@pytest.mark.parametrize("seed", range(6))
def test_random_arrow_slices_and_chunks_answer_like_single_lookups(seed):
    # The unsafe readers against the safe path: every layout, random nulls, slice offsets that
    # are not multiples of 8 (the validity bitmap's byte boundary) and chunking.
    rng = np.random.default_rng(seed)
    f = Filter(2000, 0.2, seed=seed)  # a high FPR: plenty of true and false answers
    members = [f"k{i}" for i in range(0, 3000, 3)]
    f.add_many(members)
    f.add_many(list(range(0, 3000, 3)))
    n = 700
    ints = [int(x) if rng.random() > 0.2 else None for x in rng.integers(-5, 3000, n)]
    strs = [f"k{x}" if rng.random() > 0.2 else None for x in rng.integers(0, 3000, n)]
    types = [pa.int64(), pa.int32(), pa.uint16(), pa.string(), pa.large_string(), pa.binary()]
    if hasattr(pa, "string_view"):
        types.append(pa.string_view())
    for t in types:
        if pa.types.is_integer(t):
            values = [v if v is None or (v >= 0 or pa.types.is_signed_integer(t)) else None
                      for v in ints]
            values = [v if v is None or v < 2**16 else None for v in values]
        else:
            values = [s if s is None or not pa.types.is_binary(t) else s.encode() for s in strs]
        arr = pa.array(values, type=t)
        start, length = int(rng.integers(0, 50)), int(rng.integers(0, n - 50))
        piece = arr.slice(start, length)
        expect = [v is not None and v in f for v in values[start:start + length]]
        assert f.contains_many(piece).tolist() == expect, t
        assert f.select_many(piece).tolist() == [i for i, e in enumerate(expect) if e], t
        cut = int(rng.integers(0, length + 1))
        chunked = pa.chunked_array([piece.slice(0, cut), piece.slice(cut)], type=t)
        assert f.contains_many(chunked).tolist() == expect, t
        g = Filter(2000, 0.2, seed=seed)
        g.add_many(piece)
        h = Filter(2000, 0.2, seed=seed)
        h.add_many([v for v in values[start:start + length] if v is not None])
        assert g == h and len(g) == len(h), t


def test_single_key_calls_run_while_a_long_batch_adds_in_another_thread():
    # The batch holds the filter a chunk of keys at a time and never with the GIL: a single-key
    # call from another thread answers while the batch is still adding. The filter's own state
    # says when each answer came: the batch's first keys present and its last keys absent is
    # a moment in the middle of the batch (the keys go in in order). A call that had to wait
    # for the whole batch could only ever see "none in" or "all in".
    n = 20_000_000
    keys = np.arange(n, dtype=np.uint64)
    first, last = [int(k) for k in keys[:64]], [int(k) for k in keys[-64:]]
    f = Filter(n, 1e-4)
    started, done = threading.Event(), threading.Event()

    def batch():
        started.set()
        f.add_many(keys)
        done.set()

    t = threading.Thread(target=batch)
    t.start()
    started.wait()
    seen_middle = single_calls = 0
    while not done.is_set() and not seen_middle:
        single_calls += 1
        if all(k in f for k in first) and not any(k in f for k in last):
            seen_middle = single_calls
        len(f), repr(f)  # noqa: B018
    t.join()
    assert seen_middle, f"{single_calls} single-key calls, none while the batch was adding"
    assert all(k in f for k in last)
