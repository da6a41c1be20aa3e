//! One key encoding (FORMAT.md "Keys"): the same values put in through each surface (Rust keys,
//! Arrow arrays, the C ABI, the command line) give the same filter, and each filter answers
//! "maybe" for every value through every other surface, whatever the integer width it is given
//! as. The SQL surface has the same test in linebloom-datafusion (tests/engine/key_encoding.rs), and the
//! Python one in python/tests.

use linebloom::{Filter, Key};
use linebloom_support::Scratch;
use std::path::Path;
use std::process::Command;

/// Values chosen to cross every width's sign and range boundary.
const VALUES: [i64; 14] = [
    0,
    1,
    42,
    127,
    128,
    255,
    -1,
    -128,
    -32768,
    65535,
    i32::MAX as i64,
    i32::MIN as i64,
    u32::MAX as i64,
    i64::MIN,
];

/// The integer types, and for each whether (and as what) a value fits it.
#[derive(Clone, Copy, Debug)]
enum Width {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
}

const WIDTHS: [Width; 8] = [
    Width::I8,
    Width::I16,
    Width::I32,
    Width::I64,
    Width::U8,
    Width::U16,
    Width::U32,
    Width::U64,
];

impl Width {
    fn fits(self, v: i64) -> bool {
        match self {
            Width::I8 => i8::try_from(v).is_ok(),
            Width::I16 => i16::try_from(v).is_ok(),
            Width::I32 => i32::try_from(v).is_ok(),
            Width::I64 => true,
            Width::U8 => u8::try_from(v).is_ok(),
            Width::U16 => u16::try_from(v).is_ok(),
            Width::U32 => u32::try_from(v).is_ok(),
            Width::U64 => v >= 0,
        }
    }

    /// The value's hash through the Rust `Key` impl of this width.
    fn key_hash(self, v: i64, seed: u64) -> u64 {
        match self {
            Width::I8 => (v as i8).key_hash(seed),
            Width::I16 => (v as i16).key_hash(seed),
            Width::I32 => (v as i32).key_hash(seed),
            Width::I64 => v.key_hash(seed),
            Width::U8 => (v as u8).key_hash(seed),
            Width::U16 => (v as u16).key_hash(seed),
            Width::U32 => (v as u32).key_hash(seed),
            Width::U64 => (v as u64).key_hash(seed),
        }
    }
}

fn values_of(w: Width) -> Vec<i64> {
    VALUES.iter().copied().filter(|&v| w.fits(v)).collect()
}

fn empty(n: usize) -> Filter {
    Filter::with_fpr(n as u64, 0.01).unwrap()
}

/// Rust: each value inserted as a key of width `w`.
fn build_rust(w: Width) -> Filter {
    let values = values_of(w);
    let mut f = empty(values.len());
    for &v in &values {
        f.insert_hash(w.key_hash(v, 0));
    }
    f
}

/// The command line: `build --binary` over the values as 64-bit little-endian integers (the
/// widened value, as FORMAT.md says), sized like `empty`.
fn build_cli(dir: &Path, w: Width) -> Filter {
    let bytes: Vec<u8> = values_of(w).iter().flat_map(|&v| v.to_le_bytes()).collect();
    std::fs::write(dir.join("keys.bin"), bytes).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir)
        .args(["build", "--binary", "--input", "keys.bin", "-o", "cli.lbf"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    Filter::load(dir.join("cli.lbf")).unwrap()
}

/// Every value `f` was built from (those of width `built`), given as every width it fits, is
/// found in `f` through the Rust keys.
fn assert_rust_finds_all(f: &Filter, built: Width, by: &str) {
    for v in values_of(built) {
        for w in WIDTHS.iter().filter(|w| w.fits(v)) {
            assert!(
                f.contains_hash(w.key_hash(v, f.seed())),
                "built by {by} from {built:?}: {v} as {w:?} not found"
            );
        }
    }
}

#[test]
fn integer_keys_are_their_value_on_rust_and_the_command_line() {
    let dir = Scratch::new("keys-int").unwrap();
    for w in WIDTHS {
        let rust = build_rust(w);
        let cli = build_cli(dir.path(), w);
        assert_eq!(
            rust.as_bytes(),
            cli.as_bytes(),
            "{w:?}: Rust and CLI disagree"
        );
        assert_rust_finds_all(&rust, w, "Rust");
        assert_rust_finds_all(&cli, w, "the command line");
    }
}

#[test]
fn string_keys_are_their_bytes_on_rust_and_the_command_line() {
    let dir = Scratch::new("keys-str").unwrap();
    let keys = [
        "",
        "a",
        "apple",
        "caf\u{e9}",
        "42",
        "a much longer key of many bytes",
    ];
    let mut rust = empty(keys.len());
    for k in keys {
        rust.insert(k);
    }
    let lines: String = keys.iter().map(|k| format!("{k}\n")).collect();
    std::fs::write(dir.join("keys.txt"), lines).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir.path())
        .args(["build", "--input", "keys.txt", "-o", "s.lbf"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let cli = Filter::load(dir.join("s.lbf")).unwrap();
    assert_eq!(rust.as_bytes(), cli.as_bytes());
    rust.save(dir.join("r.lbf")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir.path())
        .args(["query", "r.lbf", "--input", "keys.txt"])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    for k in keys {
        assert!(cli.contains(k.as_bytes()) && cli.contains(&k.to_string()));
    }
}

mod arrow {
    use super::*;
    use arrow_array::{
        Array, ArrayRef, BinaryArray, Int16Array, Int32Array, Int64Array, Int8Array,
        LargeStringArray, StringArray, StringViewArray, UInt16Array, UInt32Array, UInt64Array,
        UInt8Array,
    };
    use std::sync::Arc;

    fn array(w: Width, values: &[i64]) -> ArrayRef {
        match w {
            Width::I8 => Arc::new(Int8Array::from_iter_values(values.iter().map(|&v| v as i8))),
            Width::I16 => Arc::new(Int16Array::from_iter_values(
                values.iter().map(|&v| v as i16),
            )),
            Width::I32 => Arc::new(Int32Array::from_iter_values(
                values.iter().map(|&v| v as i32),
            )),
            Width::I64 => Arc::new(Int64Array::from_iter_values(values.iter().copied())),
            Width::U8 => Arc::new(UInt8Array::from_iter_values(
                values.iter().map(|&v| v as u8),
            )),
            Width::U16 => Arc::new(UInt16Array::from_iter_values(
                values.iter().map(|&v| v as u16),
            )),
            Width::U32 => Arc::new(UInt32Array::from_iter_values(
                values.iter().map(|&v| v as u32),
            )),
            Width::U64 => Arc::new(UInt64Array::from_iter_values(
                values.iter().map(|&v| v as u64),
            )),
        }
    }

    #[test]
    fn arrow_builds_the_rust_filter_and_finds_every_width() {
        let dir = Scratch::new("keys-arrow").unwrap();
        for w in WIDTHS {
            let values = values_of(w);
            let mut f = empty(values.len());
            f.insert_arrow(array(w, &values).as_ref()).unwrap();
            assert_eq!(f.as_bytes(), build_rust(w).as_bytes(), "{w:?}");
            assert_eq!(f.as_bytes(), build_cli(dir.path(), w).as_bytes(), "{w:?}");
            // Probed as every width each value fits, through Arrow, in filters built by Rust
            // and by the command line.
            for built in [build_rust(w), build_cli(dir.path(), w)] {
                for other in WIDTHS {
                    let fit: Vec<i64> = values.iter().copied().filter(|&v| other.fits(v)).collect();
                    let hits = built.contains_arrow(array(other, &fit).as_ref()).unwrap();
                    assert_eq!(hits.true_count(), fit.len(), "{w:?} probed as {other:?}");
                }
            }
        }
    }

    #[test]
    fn arrow_strings_are_their_bytes() {
        let keys = ["", "a", "apple", "caf\u{e9}"];
        let mut f = empty(keys.len());
        for k in keys {
            f.insert(k);
        }
        let arrays: [ArrayRef; 4] = [
            Arc::new(StringArray::from(keys.to_vec())),
            Arc::new(LargeStringArray::from(keys.to_vec())),
            Arc::new(StringViewArray::from(keys.to_vec())),
            Arc::new(BinaryArray::from(
                keys.iter().map(|k| k.as_bytes()).collect::<Vec<_>>(),
            )),
        ];
        for a in &arrays {
            assert_eq!(
                f.contains_arrow(a.as_ref()).unwrap().true_count(),
                keys.len()
            );
            let mut g = empty(keys.len());
            g.insert_arrow(a.as_ref()).unwrap();
            assert_eq!(g.as_bytes(), f.as_bytes(), "{:?}", a.data_type());
        }
    }

    /// `contains_arrow` and `select_arrow` of every filter kind answer each element as that
    /// kind's `contains` of the same value does (the one key encoding), and nulls as `false`.
    #[test]
    fn every_filter_kind_answers_arrow_arrays_as_its_contains() {
        use linebloom::{
            ConcurrentFilter, CountingFilter, CuckooFilter, RotatingFilter, ScalableFilter,
            ShardedFilter,
        };
        let members: Vec<i32> = (0..3000).map(|i| i * 7 - 8500).collect();
        // Members, absent values and nulls, more than one hashing window long.
        let probe: Vec<Option<i32>> = (0..10_000)
            .map(|i| (i % 11 != 3).then_some(i * 7 - 12_000))
            .collect();
        let ints = Int32Array::from(probe.clone());
        let strings = StringArray::from(
            probe
                .iter()
                .map(|v| v.map(|v| format!("k{v}")))
                .collect::<Vec<_>>(),
        );
        // 0 and "" are members too: a null slot's buffer holds them, so an output that forgot
        // the null mask would answer `true` there.
        let members: Vec<i32> = members.into_iter().chain([0]).collect();
        let names: Vec<String> = members
            .iter()
            .map(|v| format!("k{v}"))
            .chain([String::new()])
            .collect();
        fn check(
            what: &str,
            array: &dyn Array,
            contains: impl Fn(usize) -> bool,
            arrow: impl Fn(&dyn Array) -> arrow_array::BooleanArray,
            select: impl Fn(&dyn Array, &mut Vec<u32>),
        ) {
            let hits = arrow(array);
            assert_eq!(hits.len(), array.len(), "{what}");
            assert_eq!(hits.null_count(), 0, "{what}");
            let want: Vec<bool> = (0..array.len())
                .map(|i| array.is_valid(i) && contains(i))
                .collect();
            let got: Vec<bool> = (0..array.len()).map(|i| hits.value(i)).collect();
            assert_eq!(got, want, "{what}: contains_arrow");
            let mut sel = Vec::new();
            select(array, &mut sel);
            let want_sel: Vec<u32> = (0..want.len() as u32)
                .filter(|&i| want[i as usize])
                .collect();
            assert_eq!(sel, want_sel, "{what}: select_arrow");
            assert!(
                want.iter().filter(|&&w| w).count() >= 1000,
                "{what}: members found"
            );
        }
        macro_rules! kind {
            ($name:expr, $f:expr) => {{
                let f = $f;
                check(
                    concat!($name, " i32"),
                    &ints,
                    |i| f.contains(&probe[i].unwrap()),
                    |a| f.contains_arrow(a).unwrap(),
                    |a, out| f.select_arrow(a, out).unwrap(),
                );
                check(
                    concat!($name, " str"),
                    &strings,
                    |i| f.contains(strings.value(i)),
                    |a| f.contains_arrow(a).unwrap(),
                    |a, out| f.select_arrow(a, out).unwrap(),
                );
            }};
        }
        let mut cuckoo = CuckooFilter::with_capacity(10_000).unwrap();
        let mut counting = CountingFilter::with_fpr(10_000, 0.01).unwrap();
        let mut scalable = ScalableFilter::builder()
            .initial_capacity(1000)
            .build()
            .unwrap();
        let mut rotating = RotatingFilter::builder()
            .capacity_per_generation(10_000)
            .build()
            .unwrap();
        let concurrent = ConcurrentFilter::with_fpr(10_000, 0.01).unwrap();
        let shard = Filter::builder().expected_items(3000).fpr(0.01);
        let mut sharded = ShardedFilter::new(4, &shard).unwrap();
        for v in &members {
            cuckoo.insert(v).unwrap();
            counting.insert(v);
            scalable.insert(v).unwrap();
            rotating.insert(v);
            concurrent.insert(v);
            sharded.insert(v);
        }
        for n in &names {
            cuckoo.insert(n.as_str()).unwrap();
            counting.insert(n.as_str());
            scalable.insert(n.as_str()).unwrap();
            rotating.insert(n.as_str());
            concurrent.insert(n.as_str());
            sharded.insert(n.as_str());
        }
        kind!("cuckoo", &cuckoo);
        kind!("cuckoo view", cuckoo.view());
        kind!("counting", &counting);
        kind!("scalable", &scalable);
        kind!("rotating", &rotating);
        kind!("concurrent", &concurrent);
        kind!("sharded", &sharded);
    }
}

mod c_abi {
    use super::*;
    use linebloom::capi::*;
    use std::ffi::CString;

    /// Builds through the C ABI: `lb_filter_insert_u64` of the value widened to 64 bits (the
    /// header's rule for narrower C integers), saved and loaded back.
    fn build_c(dir: &Path, w: Width) -> Filter {
        let values = values_of(w);
        let path = CString::new(dir.join("c.lbf").to_str().unwrap()).unwrap();
        let mut f = std::ptr::null_mut();
        // SAFETY: `f` is written by the call, used while live, and freed once; `path` is a
        // NUL-terminated string.
        unsafe {
            assert_eq!(lb_filter_new_fpr(values.len() as u64, 0.01, 0, &mut f), 0);
            for &v in &values {
                assert_eq!(lb_filter_insert_u64(f, v as u64), 0);
            }
            assert_eq!(lb_filter_save(f, path.as_ptr()), 0);
            lb_filter_free(f);
        }
        Filter::load(dir.join("c.lbf")).unwrap()
    }

    #[test]
    fn c_builds_the_same_filter_and_finds_what_others_built() {
        let dir = Scratch::new("keys-c").unwrap();
        for w in WIDTHS {
            let c = build_c(dir.path(), w);
            assert_eq!(c.as_bytes(), build_rust(w).as_bytes(), "{w:?}");
            assert_rust_finds_all(&c, w, "C");
            // The C ABI probes a file the command line built.
            build_cli(dir.path(), w);
            let path = CString::new(dir.join("cli.lbf").to_str().unwrap()).unwrap();
            let mut f = std::ptr::null_mut();
            // SAFETY: as above; `maybe` is a live bool.
            unsafe {
                assert_eq!(lb_filter_load(path.as_ptr(), &mut f), 0);
                for &v in &values_of(w) {
                    let mut maybe = false;
                    assert_eq!(lb_filter_contains_u64(f, v as u64, &mut maybe), 0);
                    assert!(maybe, "C probe of CLI-built {w:?}: {v}");
                }
                lb_filter_free(f);
            }
        }
    }
}
