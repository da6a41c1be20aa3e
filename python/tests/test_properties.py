"""Property: every form of the same keys answers the same. Keys are drawn (ints, bools,
floats, str, bytes, with nulls), put in every container that holds them (lists, numpy arrays
of each dtype in contiguous, strided, reversed, big-endian, misaligned and masked layouts,
Arrow arrays of each type, sliced, chunked and as a one-column table), and each container must
read as the same present keys, in order, with the same hashes as the Python keys."""

import numpy as np
import pytest

import linebloom
from linebloom import Filter

pa = pytest.importorskip("pyarrow")
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

NATIVE = linebloom.linebloom
kh = linebloom.key_hash
SETTINGS = settings(max_examples=60, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

INT_TYPES = [(np.int8, pa.int8()), (np.uint8, pa.uint8()), (np.int16, pa.int16()),
             (np.uint16, pa.uint16()), (np.int32, pa.int32()), (np.uint32, pa.uint32()),
             (np.int64, pa.int64()), (np.uint64, pa.uint64())]

no_surrogates = st.characters(blacklist_categories=("Cs",))
KINDS = {
    "int": st.one_of(st.integers(-128, 255), st.integers(-(2**63), 2**64 - 1)),
    "bool": st.booleans(),
    "float": st.floats(width=32),
    # numpy's str arrays cannot hold a str ending in NUL (they pad with it).
    "str": st.text(no_surrogates, max_size=16).filter(lambda s: not s.endswith("\0")),
    "bytes": st.binary(max_size=16),
}


@st.composite
def columns(draw):
    kind = draw(st.sampled_from(sorted(KINDS)))
    n = draw(st.integers(0, 40))
    values = draw(st.lists(KINDS[kind], min_size=n, max_size=n))
    if kind == "bytes" and draw(st.booleans()):
        width = draw(st.integers(1, 8))  # fixed-width keys: numpy S and fixed_size_binary
        values = [draw(st.binary(min_size=width, max_size=width)) for _ in values]
        kind = "fixed"
    nulls = draw(st.lists(st.booleans(), min_size=n, max_size=n)) if draw(st.booleans()) \
        else [False] * n
    return kind, values, nulls


def numpy_layouts(array, draw):
    """The same 1-D array in another memory layout, drawn."""
    layout = draw(st.sampled_from(["contiguous", "strided", "reversed", "big-endian",
                                   "misaligned"]))
    if layout == "strided":
        doubled = np.empty(2 * len(array), dtype=array.dtype)
        doubled[::2] = array
        return doubled[::2]
    if layout == "reversed":
        return array[::-1].copy()[::-1]
    if layout == "big-endian" and array.dtype.kind in "iufU":
        return array.astype(array.dtype.newbyteorder(">"))
    if layout == "misaligned" and array.dtype.kind in "iuf" and array.dtype.itemsize > 1:
        raw = np.zeros(array.nbytes + 1, dtype=np.uint8)
        view = raw[1:].view(array.dtype)
        view[:] = array
        return view
    return array


def containers(kind, values, nulls, draw):
    """(name, container) pairs holding the same keys, nulls as missing."""
    present = [v for v, null in zip(values, nulls) if not null]
    with_none = [None if null else v for v, null in zip(values, nulls)]
    out = [("list", present), ("tuple", tuple(present))]
    np_arrays, arrow_types = [], []
    if kind == "int":
        for np_t, pa_t in INT_TYPES:
            info = np.iinfo(np_t)
            if all(info.min <= v <= info.max for v in values):
                np_arrays.append(np.array(values, dtype=np_t))
                arrow_types.append(pa_t)
    elif kind == "bool":
        np_arrays.append(np.array(values, dtype=bool))
        arrow_types.append(pa.bool_())
    elif kind == "float":
        np_arrays += [np.array(values, dtype=np.float64), np.array(values, dtype=np.float32)]
        arrow_types += [pa.float64(), pa.float32()]
    elif kind == "str":
        np_arrays += [np.array(values, dtype=str), np.array(values, dtype=object)]
        arrow_types += [pa.string(), pa.large_string()]
        if hasattr(pa, "string_view"):
            arrow_types.append(pa.string_view())
    elif kind == "bytes":
        np_arrays.append(np.array(values, dtype=object))
        arrow_types += [pa.binary(), pa.large_binary()]
        if hasattr(pa, "binary_view"):
            arrow_types.append(pa.binary_view())
    elif kind == "fixed":
        width = len(values[0]) if values else 1
        np_arrays += [np.array(values, dtype=f"S{width}"), np.array(values, dtype=object)]
        arrow_types.append(pa.binary(width))
    for a in np_arrays:
        if kind == "str" and a.dtype.kind == "U" and a.dtype.itemsize == 0:
            continue
        laid = numpy_layouts(a, draw) if len(a) else a
        if any(nulls):
            out.append((f"masked {laid.dtype}", np.ma.array(laid, mask=nulls)))
        else:
            out.append((f"numpy {laid.dtype}", laid))
    for t in arrow_types:
        arr = pa.array(with_none, type=t)
        pad = draw(st.integers(0, 9))
        padded = pa.concat_arrays([pa.array(with_none[:1] * pad, type=t), arr]) if values \
            else arr
        sliced = padded.slice(pad if values else 0, len(values))
        out.append((f"arrow {t}", arr))
        out.append((f"arrow {t} sliced at {pad}", sliced))
        cut = draw(st.integers(0, len(values)))
        out.append((f"chunked {t} at {cut}",
                    pa.chunked_array([sliced.slice(0, cut), sliced.slice(cut)], type=t)))
        out.append((f"table {t}", pa.table({"k": sliced})))
    return present, out


@SETTINGS
@given(st.data())
def test_every_form_of_the_same_keys_reads_the_same(data):
    kind, values, nulls = data.draw(columns())
    present, forms = containers(kind, values, nulls, data.draw)
    want = [kh(v) for v in present]
    for name, keys in forms:
        assert NATIVE._key_hashes(keys) == want, name


@SETTINGS
@given(st.data())
def test_every_form_answers_the_same_as_single_keys(data):
    kind, values, nulls = data.draw(columns())
    present, forms = containers(kind, values, nulls, data.draw)
    members = present[: len(present) // 2]
    f = Filter(100, 0.3)  # plenty of false positives: the answers must agree on them too
    f.add_many(members)
    single = [v in f for v in present]
    for name, keys in forms:
        answers = f.contains_many(keys).tolist()
        assert [a for a, null in zip(answers, nulls) if not null] == single or \
            name in ("list", "tuple") and answers == single, name
        if name not in ("list", "tuple"):
            assert not any(a for a, null in zip(answers, nulls) if null), name
        g = Filter(100, 0.3)
        g.add_many(keys)
        h = Filter(100, 0.3)
        h.add_many(present)
        assert g == h, name
