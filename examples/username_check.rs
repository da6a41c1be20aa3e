//! A username availability check in front of a database. A sign-up form asks "is this name free?"
//! as the user types; most names asked for are free, and each database lookup costs a round
//! trip. A Bloom filter of the taken names answers "definitely free" without touching the
//! database; only a "maybe taken" goes on to the database, which has the final word. A name
//! registered later goes into the database and the filter together, so the filter stays exact
//! in the one direction that matters: it never calls a taken name free.
//!
//! The database here is a `HashSet` that counts its lookups. The run loads the taken names, then
//! replays sign-up traffic (most names asked are free; some are registered on the spot) and
//! prints how many database lookups the filter avoided, and how many it sent there in vain
//! (false positives) against the rate it was sized for.
//!
//! ```text
//! cargo run --release --example username_check [-- TAKEN_NAMES [REQUESTS]]
//! ```

use linebloom::Filter;
use std::collections::HashSet;
use std::time::Instant;

/// The user table: an exact set, with a count of the lookups it served.
struct Database {
    names: HashSet<String>,
    lookups: u64,
}

impl Database {
    fn is_taken(&mut self, name: &str) -> bool {
        self.lookups += 1;
        self.names.contains(name)
    }

    fn register(&mut self, name: String) -> bool {
        self.names.insert(name)
    }
}

/// The check the sign-up form calls: the filter first, the database only on "maybe".
struct Availability {
    taken: Filter,
    db: Database,
    false_positives: u64,
}

impl Availability {
    fn is_free(&mut self, name: &str) -> bool {
        if !self.taken.contains(name) {
            return true; // definitely free: no database lookup
        }
        let taken = self.db.is_taken(name);
        self.false_positives += !taken as u64;
        !taken
    }

    fn register(&mut self, name: &str) -> bool {
        // Database first: a crash between the two leaves a name the filter does not know yet,
        // which the next start (rebuilding the filter from the table) repairs.
        let added = self.db.register(name.to_owned());
        self.taken.insert(name);
        added
    }
}

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

const SYLLABLES: [&str; 16] = [
    "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ba", "de", "fi", "go", "hu", "ja", "po", "ze",
];

/// Name number `i`: pronounceable syllables and a number, as people pick them.
fn name(i: u64) -> String {
    let mut s = String::new();
    let mut x = i.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    for _ in 0..4 {
        s.push_str(SYLLABLES[(x & 15) as usize]);
        x >>= 4;
    }
    s.push_str(&(i % 100_000).to_string());
    s
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args().skip(1);
    let taken_names: u64 = args
        .next()
        .map_or(1_000_000, |s| s.parse().expect("a name count"));
    let requests: u64 = args
        .next()
        .map_or(1_000_000, |s| s.parse().expect("a request count"));

    // Names 0..taken_names are registered; names from taken_names up have never been asked for.
    let names: HashSet<String> = (0..taken_names).map(name).collect();
    let taken_names = names.len() as u64; // in case two ids gave one name
                                          // Room for the sign-ups to come: size for the table's growth, not only today's rows.
    let mut taken = Filter::with_fpr(taken_names + requests / 10, 0.01)?;
    let start = Instant::now();
    let loaded: Vec<&String> = names.iter().collect();
    taken.insert_batch(&loaded);
    let load_s = start.elapsed().as_secs_f64();
    println!(
        "{taken_names} taken names loaded into a {:.2} MiB filter in {load_s:.2} s ({} back end)",
        taken.size_bytes() as f64 / (1u64 << 20) as f64,
        taken.backend_name()
    );
    let mut check = Availability {
        taken,
        db: Database { names, lookups: 0 },
        false_positives: 0,
    };

    // Sign-up traffic: 80% of the names asked for are new (a typo, a fresh idea), 20% are taken
    // (a popular name); one free name in five is registered at once.
    let mut rng = Rng(7);
    let mut fresh = taken_names + 1_000_000_000;
    let (mut answered_free, mut registered) = (0u64, 0u64);
    let start = Instant::now();
    for _ in 0..requests {
        let asked = if rng.next().is_multiple_of(5) {
            name(rng.next() % taken_names)
        } else {
            fresh += 1;
            name(fresh)
        };
        if check.is_free(&asked) {
            answered_free += 1;
            if rng.next().is_multiple_of(5) && check.register(&asked) {
                registered += 1;
            }
        }
    }
    let run_s = start.elapsed().as_secs_f64();

    let lookups = check.db.lookups;
    println!(
        "{requests} availability checks in {run_s:.2} s ({:.0} ns each, name formatting included)",
        run_s * 1e9 / requests as f64
    );
    println!(
        "database lookups: {lookups} of {requests} checks ({:.1}% avoided); {answered_free} names \
         answered free, {registered} registered",
        100.0 * (1.0 - lookups as f64 / requests as f64)
    );
    let free_asked = requests - (lookups - check.false_positives);
    println!(
        "lookups the filter sent to the database for a free name (false positives): {} of {} free \
         names asked ({:.3}%; sized for 1%)",
        check.false_positives,
        free_asked,
        100.0 * check.false_positives as f64 / free_asked.max(1) as f64
    );
    Ok(())
}
