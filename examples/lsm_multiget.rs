//! The point-read path of an LSM tree: one key asked of the filters of every table it may be in,
//! with `MultiGet`, before any table is read.
//!
//! The store has `TABLES` sorted tables of disjoint random keys (newest first, as a read searches
//! them), each with its own Bloom filter. Some filters are owned `Filter`s and some are
//! `FilterRef`s over embedded images (as a storage engine keeps them inside its table files);
//! `MultiGet` takes any mix. A read hashes the key once, prefetches every table's filter block,
//! tests them all in one call, and then reads (binary-searches) only the tables whose bit is set,
//! newest first, stopping at the first that has the key.
//!
//! It runs the same reads three ways (no filters; one `contains` call per table; `MultiGet`),
//! checks that they return the same values, and prints the table reads and the time per read.
//!
//! ```text
//! cargo run --release --example lsm_multiget [-- KEYS_PER_TABLE [READS]]
//! ```

use linebloom::{AlignedBytes, Filter, FilterRef, MultiGet};
use std::time::Instant;

const TABLES: usize = 7;
const BITS_PER_KEY: f64 = 10.0;

/// A small deterministic generator (SplitMix64), so runs are repeatable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// One sorted run of keys and values, as an SSTable holds them.
struct Table {
    entries: Vec<(u64, u64)>,
}

impl Table {
    fn get(&self, key: u64) -> Option<u64> {
        self.entries
            .binary_search_by_key(&key, |e| e.0)
            .ok()
            .map(|i| self.entries[i].1)
    }
}

/// How a read consults the filters.
#[derive(Clone, Copy)]
enum Mode {
    NoFilter,
    EachFilter,
    MultiGet,
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args().skip(1);
    let per_table: usize = args
        .next()
        .map_or(100_000, |s| s.parse().expect("keys per table"));
    let reads: usize = args.next().map_or(200_000, |s| s.parse().expect("reads"));

    // Tables of disjoint keys: key i of table t is drawn from one stream, so no key repeats
    // (up to a 64-bit collision).
    let mut rng = Rng(42);
    let mut tables = Vec::with_capacity(TABLES);
    let mut filters = Vec::with_capacity(TABLES);
    for t in 0..TABLES {
        let mut entries: Vec<(u64, u64)> = (0..per_table).map(|_| (rng.next(), t as u64)).collect();
        entries.sort_unstable();
        // Every table's filter shares the seed, so a key is hashed once for all of them.
        let mut f = Filter::builder()
            .expected_items(per_table as u64)
            .bits_per_key(BITS_PER_KEY)
            .seed(7)
            .build()?;
        let keys: Vec<u64> = entries.iter().map(|e| e.0).collect();
        f.insert_batch(&keys);
        tables.push(Table { entries });
        filters.push(f);
    }

    // The odd tables keep their filter as an embedded image in an aligned buffer, as one read
    // from a table file would give; the even ones keep the owned filter.
    let images: Vec<AlignedBytes> = filters
        .iter()
        .map(|f| AlignedBytes::copy_from(&f.to_image()))
        .collect();
    let views: Vec<FilterRef<'_>> = (0..TABLES)
        .map(|t| {
            if !t.is_multiple_of(2) {
                FilterRef::from_image(&images[t])
            } else {
                Ok(filters[t].view())
            }
        })
        .collect::<Result<_, _>>()?;
    let get = MultiGet::new(views.iter().copied());

    // Half the reads ask for a stored key (of a random table), half for a key no table has.
    let mut queries = Vec::with_capacity(reads);
    for i in 0..reads {
        if i.is_multiple_of(2) {
            let t = (rng.next() % TABLES as u64) as usize;
            let e = (rng.next() % per_table as u64) as usize;
            queries.push(tables[t].entries[e].0);
        } else {
            queries.push(rng.next());
        }
    }

    println!(
        "{TABLES} tables of {per_table} keys, filters at {BITS_PER_KEY} bits/key ({} back end), \
         {reads} point reads (half of stored keys)",
        views[0].backend_name()
    );
    println!("| filters | table reads | reads per lookup | ns per lookup | found |");
    println!("|---|---|---|---|---|");
    let mut answers = Vec::new();
    for (name, mode) in [
        ("none", Mode::NoFilter),
        ("7 x contains", Mode::EachFilter),
        ("MultiGet", Mode::MultiGet),
    ] {
        let mut best = f64::INFINITY;
        let mut table_reads = 0u64;
        let mut found = Vec::new();
        for _ in 0..5 {
            table_reads = 0;
            found.clear();
            let start = Instant::now();
            for &key in &queries {
                let hit = match mode {
                    Mode::NoFilter => tables.iter().find_map(|t| {
                        table_reads += 1;
                        t.get(key)
                    }),
                    Mode::EachFilter => views
                        .iter()
                        .zip(&tables)
                        .filter(|(f, _)| f.contains(&key))
                        .find_map(|(_, t)| {
                            table_reads += 1;
                            t.get(key)
                        }),
                    Mode::MultiGet => {
                        let hits = get.contains(&key);
                        get.candidates(hits).find_map(|t| {
                            table_reads += 1;
                            tables[t].get(key)
                        })
                    }
                };
                found.push(hit);
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        let hits = found.iter().filter(|h| h.is_some()).count();
        println!(
            "| {name} | {table_reads} | {:.3} | {:.1} | {hits} |",
            table_reads as f64 / reads as f64,
            best * 1e9 / reads as f64
        );
        answers.push(found);
    }
    assert!(
        answers.windows(2).all(|w| w[0] == w[1]),
        "every mode must return the same values"
    );

    // The filter step alone, without reading any table: seven `contains` calls against one
    // `MultiGet` call. Both give the same bits.
    let each = |key: u64| -> u64 {
        views
            .iter()
            .enumerate()
            .fold(0, |hits, (i, f)| hits | (f.contains(&key) as u64) << i)
    };
    assert!(queries.iter().all(|&k| each(k) == get.contains(&k)));
    let time = |ask: &dyn Fn(u64) -> u64| {
        let mut best = f64::INFINITY;
        for _ in 0..5 {
            let start = Instant::now();
            let mut acc = 0u64;
            for &key in &queries {
                acc ^= ask(key);
            }
            std::hint::black_box(acc);
            best = best.min(start.elapsed().as_secs_f64());
        }
        best * 1e9 / reads as f64
    };
    let (t_each, t_multi) = (time(&each), time(&|k| get.contains(&k)));
    println!(
        "filter step alone: {t_each:.1} ns for {TABLES} contains calls, {t_multi:.1} ns for one \
         MultiGet ({:.2}x)",
        t_each / t_multi
    );

    // What the filters should leave: a stored key is found after reading its own table plus the
    // false positives of the newer tables; an absent key costs only false positives.
    let fpr = views[0].estimated_fpr();
    println!(
        "filter FPR {:.3}% (estimated from the bits); expected reads per lookup with filters about {:.3}",
        100.0 * fpr,
        0.5 * (1.0 + fpr * (TABLES - 1) as f64 / 2.0) + 0.5 * fpr * TABLES as f64
    );
    Ok(())
}
