"""The buffer readers: numpy array interfaces and Arrow arrays are checked before a key is read,
and every array type reads its keys in the one key encoding (FORMAT.md, "Keys")."""

import datetime
import decimal
import hashlib

import numpy as np
import pytest

import linebloom
from linebloom import Filter

pa = pytest.importorskip("pyarrow")

NATIVE = linebloom.linebloom
kh = linebloom.key_hash


class Interface:
    """An object that is not a numpy array, with only an `__array_interface__`."""

    def __init__(self, **interface):
        self.__array_interface__ = {"version": 3, **interface}


def test_array_interface_with_buffer_data_is_read_not_taken_as_address():
    # The protocol allows a buffer object as `data`; numpy reads it, and so must a batch.
    data = np.array([7, 2**40], dtype="<u8").tobytes()
    f = Filter(10)
    keys = Interface(shape=(2,), typestr="<u8", data=data)
    assert f.contains_many(keys).tolist() == [False, False]
    f.add_many(keys)
    assert 7 in f and 2**40 in f
    # The object's own buffer when `data` is missing, with an offset.
    raw = bytearray(np.array([0, 5, 6], dtype="<i4").tobytes())
    f.add_many(Interface(shape=(2,), typestr="<i4", data=raw, offset=4))
    assert 5 in f and 6 in f
    # The reported repro: 16 bytes of "A" as two uint64.
    a = Interface(shape=(2,), typestr="<u8", data=b"A" * 16)
    assert Filter(10).contains_many(a).tolist() == [False, False]


@pytest.mark.parametrize("interface", [
    dict(shape=(3,), typestr="<u8", data=b"A" * 16),
    dict(shape=(2,), typestr="<u8", data=b"A" * 16, offset=8),
    dict(shape=(2,), typestr="<u8", data=b"A" * 16, strides=(16,)),
    dict(shape=(2,), typestr="<u8", data=b"A" * 16, strides=(-8,)),
])
def test_array_interface_whose_buffer_is_too_short_is_refused(interface):
    # numpy itself reads past such a buffer: the batch refuses it before.
    with pytest.raises(ValueError, match="bytes"):
        Filter(10).contains_many(Interface(**interface))


def test_array_interface_of_objects_over_a_buffer_is_refused():
    # numpy would take the buffer's bytes for object pointers.
    with pytest.raises(TypeError, match="objects"):
        Filter(10).contains_many(Interface(shape=(2,), typestr="|O", data=b"A" * 16))


def test_non_ascii_typestr_is_a_type_error_not_a_panic():
    with pytest.raises(TypeError):
        Filter(10).contains_many(Interface(shape=(2,), typestr="‹é", data=b"A" * 16))


def test_null_string_view_slot_with_out_of_range_view_is_not_read():
    # Arrow allows anything in a null's slot: this array passes pyarrow's full validation.
    if not hasattr(pa, "string_view"):
        pytest.skip("this pyarrow has no string_view")
    views = bytearray(32)
    views[0:4] = (1).to_bytes(4, "little")
    views[4:5] = b"a"
    views[16:20] = (20).to_bytes(4, "little")  # a long key ...
    views[20:24] = b"xxxx"
    views[24:28] = (0).to_bytes(4, "little")  # ... in buffer 0 ...
    views[28:32] = (2**30).to_bytes(4, "little")  # ... at offset 2**30
    arr = pa.Array.from_buffers(
        pa.string_view(), 2,
        [pa.py_buffer(bytes([0b01])), pa.py_buffer(bytes(views)), pa.py_buffer(b"y" * 32)],
        null_count=1,
    )
    arr.validate(full=True)
    f = Filter(10)
    f.add_many(arr)
    assert "a" in f
    assert f.contains_many(arr).tolist() == [True, False]
    assert f.select_many(arr).tolist() == [0]
    # The same view in a valid slot is refused before any key is read.
    bad = pa.Array.from_buffers(
        pa.string_view(), 2, [None, pa.py_buffer(bytes(views)), pa.py_buffer(b"y" * 32)],
    )
    with pytest.raises(ValueError, match="outside its data buffer"):
        f.contains_many(bad)
    with pytest.raises(ValueError, match="outside its data buffer"):
        f.add_many(bad)


def test_arrow_string_offsets_that_decrease_are_refused():
    offsets = np.array([0, 3, 1], dtype=np.int32).tobytes()
    arr = pa.Array.from_buffers(pa.string(), 2, [None, pa.py_buffer(offsets),
                                                pa.py_buffer(b"abc")])
    with pytest.raises(ValueError, match="decrease"):
        Filter(10).contains_many(arr)


def test_numpy_bytes_keys_are_their_full_itemsize_bytes():
    # 20-byte digests: some end in a NUL byte, which numpy's own bytes scalars strip.
    keys = [hashlib.sha1(str(i).encode()).digest() for i in range(10_000)]
    assert any(k.endswith(b"\0") for k in keys)
    f = Filter(len(keys))
    f.add_many(keys)
    array = np.array(keys, dtype="S20")
    assert f.contains_many(array).all()
    g = Filter(len(keys))
    g.add_many(array)
    assert g == f
    assert all(k in g for k in keys)
    [(kind, address, n)] = NATIVE._key_source(array)
    assert (kind, n) == ("fixed_size_binary", len(keys))
    assert address == array.__array_interface__["data"][0]
    # A shorter bytes key in a wider array is padded with NULs, as numpy stores it: the same
    # key as Arrow's fixed_size_binary of that width.
    padded = np.array([b"ab", b"abcd"], dtype="S4")
    assert NATIVE._key_hashes(padded) == [kh(b"ab\0\0"), kh(b"abcd")]
    assert NATIVE._key_hashes(padded) == NATIVE._key_hashes(
        pa.array([b"ab\0\0", b"abcd"], type=pa.binary(4)))


def test_numpy_bool_array_holding_2_is_true():
    odd = np.array([2, 0, 255], np.uint8).view(bool)
    t = Filter(10)
    t.add(True)
    assert t.contains_many(odd).tolist() == [True, False, True]
    assert NATIVE._key_hashes(odd) == [kh(True), kh(False), kh(True)]
    f = Filter(10)
    f.add_many(odd)
    assert True in f and False in f
    assert f.contains_many(np.array([True])).tolist() == [True]


def test_numpy_str_arrays_hash_as_the_str_they_hold():
    keys = ["", "a", "héllo", "日本語", "emoji 🎉", "x" * 50, "in\0side"]
    strided = np.array([k for k in keys for _ in "ab"])[::2]
    for array in [np.array(keys), np.array(keys, dtype=">U60"), strided]:
        assert NATIVE._key_hashes(array) == [kh(k) for k in keys], array.dtype
    array = np.array(keys)
    [(kind, address, n)] = NATIVE._key_source(array)
    assert (kind, n) == ("str", len(keys))
    assert address == array.__array_interface__["data"][0]
    with pytest.raises(ValueError, match="UTF-8"):
        Filter(10).add_many(np.array(["\ud800"]))


def test_masked_entries_are_skipped_like_arrow_nulls():
    values = [1, 2, 3, 4]
    masked = np.ma.array(np.array(values, dtype=np.int64), mask=[0, 1, 0, 1])
    f = Filter(100)
    f.add_many(masked)
    assert 1 in f and 3 in f and 2 not in f and 4 not in f
    assert f.insert_count == 2
    assert f.contains_many(masked).tolist() == [True, False, True, False]
    assert f.select_many(masked).tolist() == [0, 2]
    arrow = pa.array([1, None, 3, None])
    assert f.contains_many(arrow).tolist() == f.contains_many(masked).tolist()
    assert NATIVE._key_hashes(masked) == NATIVE._key_hashes(arrow)
    objects = np.ma.array(np.array(["a", "b"], dtype=object), mask=[1, 0])
    assert NATIVE._key_hashes(objects) == [kh("b")]
    strs = np.ma.array(np.array(["a", "b"]), mask=[0, 1])
    assert NATIVE._key_hashes(strs) == [kh("a")]


def test_arrow_scalar_types_hash_as_the_rust_arrow_encoding():
    day = datetime.date(2024, 2, 29)
    days = (day - datetime.date(1970, 1, 1)).days
    cases = [
        (pa.array([True, False, None]), [kh(1), kh(0)]),
        (pa.array([1.5, -0.0, None], type=pa.float64()), [kh(1.5), kh(0.0)]),
        (pa.array([1.5, float("nan")], type=pa.float32()), [kh(1.5), kh(float("nan"))]),
        (pa.array([day, None], type=pa.date32()), [kh(days)]),
        (pa.array([day], type=pa.date64()), [kh(days * 86_400_000)]),
        (pa.array([5, -7], type=pa.timestamp("us", tz="UTC")), [kh(5), kh(-7)]),
        (pa.array([5], type=pa.duration("ns")), [kh(5)]),
        (pa.array([5], type=pa.time32("s")), [kh(5)]),
        (pa.array([5], type=pa.time64("us")), [kh(5)]),
        (pa.array([decimal.Decimal("-1.25")], type=pa.decimal128(10, 2)),
         [kh((-125).to_bytes(16, "little", signed=True))]),
    ]
    for arr, want in cases:
        assert NATIVE._key_hashes(arr) == want, arr.type
        assert NATIVE._key_hashes(arr.slice(1)) == want[1:], arr.type
        f = Filter(100)
        f.add_many(arr)
        assert f.contains_many(arr).tolist() == arr.is_valid().to_pylist()
    # The bit-packed booleans at offsets that are not a multiple of 8.
    bools = pa.array([i % 3 == 0 for i in range(30)])
    for start in range(9):
        piece = bools.slice(start)
        assert NATIVE._key_hashes(piece) == [kh(v) for v in piece.to_pylist()]


def test_one_column_tables_batches_and_readers_are_their_column():
    table = pa.table({"k": pa.chunked_array([[1, 2], [None, 4]])})
    want = [kh(1), kh(2), kh(4)]
    assert NATIVE._key_hashes(table) == want
    batch = table.combine_chunks().to_batches()[0]
    assert NATIVE._key_hashes(batch) == want
    assert NATIVE._key_hashes(batch.slice(1)) == want[1:]
    assert NATIVE._key_hashes(pa.RecordBatchReader.from_batches(batch.schema, [batch])) == want
    f = Filter(100)
    f.add_many(table)
    assert f.contains_many(table).tolist() == [True, True, False, True]
    with pytest.raises(TypeError, match="2 columns"):
        f.add_many(pa.table({"a": [1], "b": [2]}))


def test_an_empty_float64_array_is_an_empty_batch():
    f = Filter(10)
    f.add_many(np.array([]))
    assert f.contains_many(np.array([])).shape == (0,)
    assert len(f) == 0 and not f


def test_numpy_float_arrays_hash_as_float64():
    values = [1.5, -0.0, float("nan"), 1e30]
    for dtype in ["<f8", ">f8", "<f4"]:
        array = np.array(values, dtype=dtype)
        assert NATIVE._key_hashes(array) == [kh(float(v)) for v in array], dtype
    assert NATIVE._key_hashes(np.array(values)) == NATIVE._key_hashes(pa.array(values))
