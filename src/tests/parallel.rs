//! Parallel and concurrent builds against the sequential one: the same bits, every back end,
//! many shapes and thread counts, including plans forced far smaller than the defaults.

use crate::filter::parallel::Plan;
use crate::tests::Rng;
use crate::{Backend, ConcurrentFilter, Filter};

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
}

fn sequential(blocks: usize, k: u32, backend: Backend, hashes: &[u64]) -> Filter {
    let mut f = Filter::from_parts(blocks, k, 3, Some(backend)).unwrap();
    for &h in hashes {
        f.insert_hash(h);
    }
    f
}

#[test]
fn partitioned_insert_is_bit_identical_for_every_plan() {
    let mut rng = Rng(11);
    for backend in Backend::available() {
        for &(blocks, n) in &[
            (1, 5),
            (2, 100),
            (3, 1000),
            (17, 5000),
            (1000, 20_000),
            (4099, 70_000),
        ] {
            let k = 1 + (rng.next() % 16) as u32;
            let hashes: Vec<u64> = (0..n).map(|_| rng.next()).collect();
            let want = sequential(blocks, k, backend, &hashes);
            for threads in [1, 2, 3, 8] {
                for round in [1, 7, 64, 1000, usize::MAX] {
                    let plan = Plan::new(blocks, threads).with_round(round);
                    let mut got = Filter::from_parts(blocks, k, 3, Some(backend)).unwrap();
                    pool(threads).install(|| got.partitioned_insert_hashes(&hashes, plan));
                    assert!(
                        got == want,
                        "{backend}: {blocks} blocks, {n} keys, {threads} threads, round {round}"
                    );
                }
            }
        }
    }
}

#[test]
fn plans_cover_every_block_with_bounded_ranges() {
    for blocks in [
        1,
        2,
        7,
        100,
        1 << 14,
        (1 << 14) + 1,
        1 << 20,
        19_531_250,
        1 << 30,
    ] {
        for threads in [1, 2, 16, 64] {
            let plan = Plan::new(blocks, threads);
            let (shift, parts) = plan.shape();
            assert_eq!(parts, blocks.div_ceil(1 << shift), "{blocks} {threads}");
            assert!((1..=4096).contains(&parts));
            assert!(
                shift <= 14 || parts > 2048,
                "{blocks} blocks: ranges too large"
            );
            assert!(plan.round() >= 1 << 16 && plan.round() <= 1 << 25);
        }
    }
}

#[test]
fn public_parallel_builds_equal_sequential_ones() {
    let mut rng = Rng(5);
    for n in [0usize, 1, 2, 31, 1000, 70_000, 300_000] {
        let keys: Vec<u64> = (0..n).map(|_| rng.next()).collect();
        let mut want = Filter::with_bits_per_key(n.max(1) as u64, 10.0).unwrap();
        want.insert_batch(&keys);
        for threads in [1, 2, 5] {
            pool(threads).install(|| {
                let got = Filter::from_keys_par(&keys, 10.0).unwrap();
                assert!(got == want, "{n} keys, {threads} threads");
                assert_eq!(got.insert_count(), n as u64);

                let hashes: Vec<u64> = keys.iter().map(|k| want.hash(k)).collect();
                let got = Filter::from_hashes_par(&hashes, 10.0).unwrap();
                assert!(got == want, "hashes: {n} keys, {threads} threads");

                let mut got = Filter::with_bits_per_key(n.max(1) as u64, 10.0).unwrap();
                assert_eq!(got.par_insert_iter(keys.iter().copied()), n as u64);
                assert!(got == want, "iter: {n} keys, {threads} threads");
            });
        }
    }
}

#[test]
fn parallel_inserts_add_to_a_filter_that_has_keys() {
    let keys: Vec<String> = (0..100_000).map(|i| format!("key-{i}")).collect();
    let (a, b) = keys.split_at(40_000);
    let mut want = Filter::builder()
        .expected_items(100_000)
        .seed(99)
        .build()
        .unwrap();
    want.insert_batch(&keys);
    let mut got = Filter::builder()
        .expected_items(100_000)
        .seed(99)
        .build()
        .unwrap();
    got.insert_batch(a);
    pool(2).install(|| got.par_insert_batch(b));
    assert!(got == want);
    assert_eq!(got.insert_count(), 100_000);
}

#[test]
fn concurrent_inserts_from_many_threads_equal_a_sequential_build() {
    for backend in Backend::available() {
        let n = 200_000u64;
        let mut want = Filter::builder()
            .expected_items(n)
            .backend(backend)
            .build()
            .unwrap();
        for k in 0..n {
            want.insert(&k);
        }
        let building = Filter::builder()
            .expected_items(n)
            .backend(backend)
            .build()
            .unwrap()
            .into_concurrent()
            .unwrap();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let building = &building;
                s.spawn(move || {
                    let mine: Vec<u64> = (t..n).step_by(4).collect();
                    let (single, batch) = mine.split_at(mine.len() / 3);
                    for k in single {
                        building.insert(k);
                    }
                    building.insert_batch(batch);
                    // Own inserts are visible to the inserting thread at once.
                    assert!(mine.iter().all(|k| building.contains(k)));
                });
            }
            // A reader running alongside the writers: answers may lag, never crash.
            let building = &building;
            s.spawn(move || (0..n).filter(|k| building.contains(k)).count());
        });
        assert_eq!(building.insert_count(), n);
        let sealed = building.into_filter();
        assert!(sealed == want, "{backend}");
        assert_eq!(sealed.backend(), backend);
        assert_eq!(sealed.insert_count(), n);
    }
}

#[test]
fn a_filter_goes_concurrent_and_back_without_losing_bits() {
    let mut f = Filter::with_fpr(10_000, 0.01).unwrap();
    f.insert("before");
    let before = f.as_bytes().as_ptr();
    let c = f.into_concurrent().unwrap();
    assert!(c.contains("before") && !c.contains("after"));
    c.insert_hash(c.hash("after"));
    let f = c.into_filter();
    assert_eq!(f.as_bytes().as_ptr(), before, "no copy");
    assert!(f.contains("before") && f.contains("after"));
    assert_eq!(f.insert_count(), 2);
    let c = ConcurrentFilter::with_bits_per_key(0, 10.0);
    assert!(c.is_err());
}
