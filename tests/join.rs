//! The join-side batch outputs (selection vectors, bitmaps, counts, shared hashes) and sharded
//! filters, checked against the plain per-key answers on every back end this CPU has.

use linebloom::{hash_batch, Backend, ErrorKind, Filter, ShardedFilter};

/// A filter holding the even numbers below 2 * `n`, so probing `0..2n` hits about half.
fn evens(n: u64, backend: Backend, seed: u64) -> Filter {
    let mut f = Filter::builder()
        .expected_items(n)
        .bits_per_key(8.0)
        .seed(seed)
        .backend(backend)
        .build()
        .unwrap();
    let keys: Vec<u64> = (0..n).map(|i| 2 * i).collect();
    f.insert_batch(&keys);
    f
}

const LENGTHS: [usize; 12] = [0, 1, 2, 31, 32, 33, 63, 64, 65, 127, 1000, 4097];

#[test]
fn select_bitmap_and_count_agree_with_single_answers() {
    for backend in Backend::available() {
        let f = evens(3000, backend, 5);
        for len in LENGTHS {
            let keys: Vec<u64> = (0..len as u64).map(|i| i * 3 / 2).collect();
            let expected: Vec<bool> = keys.iter().map(|k| f.contains(k)).collect();
            let want_sel: Vec<u32> = (0..len as u32).filter(|&i| expected[i as usize]).collect();

            let mut sel = vec![99; 7]; // stale contents must be cleared
            f.select(&keys, &mut sel);
            assert_eq!(sel, want_sel, "{backend:?} select, {len} keys");

            let mut hashes = vec![0; len];
            hash_batch(f.seed(), &keys, &mut hashes);
            f.select_hashes(&hashes, &mut sel);
            assert_eq!(sel, want_sel, "{backend:?} select_hashes, {len} keys");

            // One spare word that must be left alone, and stale bits that must be cleared.
            let words = len.div_ceil(64);
            let mut bits = vec![u64::MAX; words + 1];
            f.contains_batch_bitmap(&keys, &mut bits);
            for (i, &want) in expected.iter().enumerate() {
                assert_eq!(
                    bits[i / 64] >> (i % 64) & 1 == 1,
                    want,
                    "{backend:?} bit {i}"
                );
            }
            if len % 64 != 0 {
                assert_eq!(
                    bits[words - 1] >> (len % 64),
                    0,
                    "bits past the end are cleared"
                );
            }
            assert_eq!(bits[words], u64::MAX, "words past the end are untouched");
            let mut bits2 = vec![0; words];
            f.contains_hash_batch_bitmap(&hashes, &mut bits2);
            assert_eq!(bits2[..], bits[..words]);

            assert_eq!(f.count_batch(&keys), want_sel.len(), "{backend:?} count");
            assert_eq!(f.count_hash_batch(&hashes), want_sel.len());
        }
    }
}

#[test]
fn no_false_negatives_in_select() {
    let f = evens(100_000, Backend::detect(), 1);
    let keys: Vec<u64> = (0..100_000).map(|i| 2 * i).collect();
    let mut sel = Vec::new();
    f.select(&keys, &mut sel);
    assert_eq!(sel.len(), keys.len());
    assert!(sel.iter().enumerate().all(|(i, &s)| s as usize == i));
}

#[test]
fn hash_batch_matches_the_filters_hash() {
    let keys = ["a", "bb", "", "ccc"];
    let mut out = [0u64; 5];
    hash_batch(42, &keys, &mut out);
    let f = Filter::builder()
        .expected_items(10)
        .seed(42)
        .build()
        .unwrap();
    for (k, h) in keys.iter().zip(out) {
        assert_eq!(f.hash(k), h);
    }
    assert_eq!(out[4], 0, "past the keys is untouched");
}

#[test]
#[should_panic(expected = "need 2 words")]
fn a_short_bitmap_is_refused() {
    let f = evens(10, Backend::detect(), 0);
    f.contains_batch_bitmap(&[0u64; 65], &mut [0u64; 1]);
}

fn builder(n: u64, seed: u64) -> linebloom::FilterBuilder {
    Filter::builder()
        .expected_items(n)
        .bits_per_key(10.0)
        .seed(seed)
}

#[test]
fn sharded_answers_agree_batched_and_single_with_no_false_negatives() {
    for shards in [1, 2, 7, 16] {
        let mut sf = ShardedFilter::new(shards, &builder(50_000, 9)).unwrap();
        let keys: Vec<u64> = (0..50_000).map(|i| i * 7919).collect();
        sf.insert_batch(&keys[..25_000]);
        for k in &keys[25_000..] {
            sf.insert(k);
        }
        assert_eq!(sf.insert_count(), 50_000);
        let mut out = vec![false; keys.len()];
        sf.contains_batch(&keys, &mut out);
        assert!(out.iter().all(|&x| x), "{shards} shards: a false negative");
        let probe: Vec<u64> = (0..20_000).map(|i| i * 7919 + 1).collect();
        let mut out = vec![false; probe.len()];
        sf.contains_batch(&probe, &mut out);
        for (k, &b) in probe.iter().zip(&out) {
            assert_eq!(sf.contains(k), b);
        }
    }
}

#[test]
fn sharding_keeps_the_false_positive_rate() {
    let n = 400_000u64;
    let keys: Vec<u64> = (0..n).collect();
    let absent: Vec<u64> = (n..n + 1_000_000).collect();
    let mut one = builder(n, 3).build().unwrap();
    one.insert_batch(&keys);
    let one_fpr = one.count_batch(&absent) as f64 / absent.len() as f64;
    let mut sf = ShardedFilter::new(8, &builder(n, 3)).unwrap();
    sf.insert_batch(&keys);
    let mut out = vec![false; absent.len()];
    sf.contains_batch(&absent, &mut out);
    let sharded_fpr = out.iter().filter(|&&x| x).count() as f64 / absent.len() as f64;
    // Same memory (up to rounding), same density: within 10% of each other and of the model.
    let model = linebloom::expected_fpr(10.0, one.num_hashes());
    assert!(
        (sharded_fpr / one_fpr - 1.0).abs() < 0.1,
        "{sharded_fpr} vs {one_fpr}"
    );
    assert!(
        (sharded_fpr / model - 1.0).abs() < 0.1,
        "{sharded_fpr} vs model {model}"
    );
    // Routing spreads keys evenly, and uses every block of every shard.
    for s in sf.shards() {
        let share = s.insert_count() as f64 / n as f64;
        assert!((share - 0.125).abs() < 0.01, "shard share {share}");
        assert!((s.estimated_fpr() / model - 1.0).abs() < 0.15);
    }
}

#[test]
fn shards_built_apart_assemble_and_merge() {
    let dir = linebloom_support::Scratch::new("shards").unwrap();
    let b = builder(10_000, 11);
    let one = ShardedFilter::shard_builder(4, &b).unwrap();
    // Two "machines" each build all four shards from half of the keys, save them as ordinary files.
    let halves: [Vec<u64>; 2] = [(0..5_000).collect(), (5_000..10_000).collect()];
    for (m, keys) in halves.iter().enumerate() {
        let mut shards: Vec<Filter> = (0..4).map(|_| one.build().unwrap()).collect();
        for k in keys {
            let h = shards[0].hash(k);
            shards[ShardedFilter::shard_of_hash(h, 4)].insert_hash(h);
        }
        for (i, s) in shards.iter().enumerate() {
            s.save(dir.join(format!("m{m}-{i}.lbf"))).unwrap();
        }
    }
    let load = |m: usize| {
        let shards = (0..4)
            .map(|i| Filter::load(dir.join(format!("m{m}-{i}.lbf"))).unwrap())
            .collect();
        ShardedFilter::from_shards(shards).unwrap()
    };
    let mut merged = load(0);
    merged.union(&load(1)).unwrap();
    let mut whole = ShardedFilter::new(4, &b).unwrap();
    whole.insert_batch(&(0..10_000u64).collect::<Vec<_>>());
    assert!(
        merged == whole,
        "union of the halves equals the sharded build of all keys"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sharded_errors() {
    let b = builder(1000, 0);
    assert_eq!(
        ShardedFilter::new(0, &b).unwrap_err().kind(),
        ErrorKind::InvalidParameter
    );
    assert_eq!(
        ShardedFilter::from_shards(Vec::new()).unwrap_err().kind(),
        ErrorKind::InvalidParameter
    );
    let other_seed = builder(1000, 1).build().unwrap();
    let e = ShardedFilter::from_shards(vec![b.build().unwrap(), other_seed]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Incompatible);
    let mut two = ShardedFilter::new(2, &b).unwrap();
    let three = ShardedFilter::new(3, &b).unwrap();
    assert_eq!(
        two.union(&three).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
    let bigger = ShardedFilter::new(2, &builder(100_000, 0)).unwrap();
    assert_eq!(
        two.union(&bigger).unwrap_err().kind(),
        ErrorKind::Incompatible
    );
}

#[cfg(feature = "arrow")]
mod arrow {
    use super::*;
    use arrow_array::{
        Array, BinaryArray, Float64Array, Int64Array, LargeStringArray, StringArray, UInt64Array,
    };

    #[test]
    fn arrow_arrays_hash_like_rust_keys_and_nulls_never_match() {
        let mut f = Filter::with_fpr(1000, 1e-6).unwrap();
        f.insert_batch(&["apple", "kiwi"]);
        f.insert_batch(&[7u64, 9]);
        f.insert(&-3i64);
        let strs = StringArray::from(vec![Some("apple"), None, Some("pear"), Some("kiwi")]);
        let large = LargeStringArray::from(vec![Some("apple"), None, Some("pear"), Some("kiwi")]);
        let bins = BinaryArray::from(vec![
            Some(&b"apple"[..]),
            None,
            Some(&b"pear"[..]),
            Some(&b"kiwi"[..]),
        ]);
        for a in [&strs as &dyn Array, &large, &bins] {
            let hits = f.contains_arrow(a).unwrap();
            assert_eq!(hits.null_count(), 0);
            let got: Vec<bool> = (0..4).map(|i| hits.value(i)).collect();
            assert_eq!(got, [true, false, false, true], "{:?}", a.data_type());
            let mut sel = Vec::new();
            f.select_arrow(a, &mut sel).unwrap();
            assert_eq!(sel, [0, 3]);
        }
        let ints = UInt64Array::from(vec![Some(7), Some(8), None, Some(9)]);
        assert_eq!(
            f.contains_arrow(&ints).unwrap(),
            vec![true, false, false, true].into()
        );
        let signed = Int64Array::from(vec![Some(-3), None, Some(7), Some(5)]);
        assert_eq!(
            f.contains_arrow(&signed).unwrap(),
            vec![true, false, true, false].into()
        );
        // Floats are keys now (FORMAT.md "Keys"): -0.0 is 0.0.
        f.insert(&0.0f64);
        assert!(f
            .contains_arrow(&Float64Array::from(vec![-0.0]))
            .unwrap()
            .value(0));
        let e = f
            .contains_arrow(&arrow_array::NullArray::new(1))
            .unwrap_err();
        assert_eq!(e.kind(), ErrorKind::UnsupportedArray);
    }

    #[test]
    fn arrow_answers_equal_batch_answers_on_long_sliced_arrays() {
        let f = evens(5000, Backend::detect(), 2);
        let values: Vec<Option<String>> = (0..3000)
            .map(|i| (i % 7 != 0).then(|| format!("k{}", i / 2)))
            .collect();
        let mut g = Filter::with_fpr(5000, 0.01).unwrap();
        g.insert_batch(&(0..1500).map(|i| format!("k{i}")).collect::<Vec<_>>());
        let arr = StringArray::from(values.clone());
        let sliced = arr.slice(5, 2990); // an offset into the validity bitmap
        let hits = g.contains_arrow(&sliced).unwrap();
        for i in 0..sliced.len() {
            let want = values[i + 5].as_ref().is_some_and(|s| g.contains(s));
            assert_eq!(hits.value(i), want, "element {i}");
        }
        let ints = UInt64Array::from((0..10_000u64).collect::<Vec<_>>());
        let mut sel = Vec::new();
        f.select_arrow(&ints, &mut sel).unwrap();
        let mut want = Vec::new();
        f.select(&(0..10_000u64).collect::<Vec<_>>(), &mut want);
        assert_eq!(sel, want);
    }
}
