//! A web crawler's URL-seen set: before a discovered link goes on the crawl frontier, the crawler
//! asks whether it has seen that URL already. A Bloom filter answers in one cache miss from a
//! fraction of the memory an exact set needs; its only error is to call a new URL "seen" now and
//! then (a page skipped), never the reverse (a page crawled twice).
//!
//! The run sizes one filter for every URL of a crawl (a billion at full scale), bulk-loads the
//! URLs of an earlier crawl from a stream with `Filter::par_insert_iter` (every core; the URLs
//! are never all in memory), then crawls: batches of discovered links, part already seen and part
//! new, each batch checked and recorded in one pass with `insert_batch_new`. New URLs are made
//! distinct by construction, so the run counts the new URLs the filter wrongly called "seen" and
//! compares that with the rate it was sized for.
//!
//! ```text
//! cargo run --release --example url_seen                        # 2 million URLs, a few seconds
//! cargo run --release --example url_seen -- 1000000000 0.001    # a billion at 0.1%: 1.9 GB filter
//! ```
//!
//! Arguments: URLS (default 2,000,000: the earlier crawl is half of it, the new crawl's links the
//! other half) and FPR (default 0.001).

use linebloom::{expected_fpr, optimal_hashes, Filter};
use std::time::Instant;

/// Links per crawl batch (one fetched page yields tens to hundreds; a fetcher batches many pages).
const BATCH: usize = 4096;

/// The URL of page `id`: spread over many hosts, as a crawl is.
fn url(id: u64) -> String {
    format!(
        "https://www.site{}.example/articles/{}/page-{}.html",
        id.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 44,
        id % 997,
        id
    )
}

/// The fewest bits per key whose best `k` reaches `fpr` under the layout's model.
fn bits_per_key_for(fpr: f64) -> f64 {
    let (mut lo, mut hi) = (1.0f64, 64.0f64);
    while hi - lo > 0.01 {
        let mid = 0.5 * (lo + hi);
        if expected_fpr(mid, optimal_hashes(mid)) <= fpr {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

fn main() -> Result<(), linebloom::Error> {
    let mut args = std::env::args().skip(1);
    let urls: u64 = args
        .next()
        .map_or(2_000_000, |s| s.parse().expect("a URL count"));
    let fpr: f64 = args
        .next()
        .map_or(0.001, |s| s.parse().expect("a false-positive rate"));
    let earlier = urls / 2;

    let c = bits_per_key_for(fpr);
    println!(
        "sizing for {urls} URLs at {:.3}% FPR: {c:.2} bits/key, k = {}, {:.1} MiB \
         (a billion URLs would take {:.2} GiB)",
        100.0 * fpr,
        optimal_hashes(c),
        urls as f64 * c / 8.0 / (1u64 << 20) as f64,
        1e9 * c / 8.0 / (1u64 << 30) as f64,
    );
    let mut seen = Filter::with_fpr(urls, fpr)?;

    // The earlier crawl, streamed: one round of keys in memory at a time, hashed and inserted
    // on every core; the same bits as inserting them one by one.
    let start = Instant::now();
    let loaded = seen.par_insert_iter((0..earlier).map(url));
    let load_s = start.elapsed().as_secs_f64();
    println!(
        "loaded {loaded} URLs of the earlier crawl in {load_s:.2} s ({:.0} ns/URL, formatting \
         included; {} threads, {} keys a round), {} back end",
        load_s * 1e9 / loaded.max(1) as f64,
        rayon::current_num_threads(),
        seen.par_round_len(),
        seen.backend_name()
    );

    // The new crawl: each batch of links is a third already-seen URLs (ids below `earlier`),
    // the rest URLs nobody has seen (fresh ids, each used once).
    let mut next_fresh = earlier;
    let mut state = 0x1234_5678u64;
    let (mut links, mut enqueued, mut skipped_new, mut fresh_total) = (0u64, 0u64, 0u64, 0u64);
    let mut batch: Vec<String> = Vec::with_capacity(BATCH);
    let mut is_fresh: Vec<bool> = Vec::with_capacity(BATCH);
    let mut new = vec![false; BATCH];
    let start = Instant::now();
    while next_fresh < urls {
        batch.clear();
        is_fresh.clear();
        while batch.len() < BATCH && next_fresh < urls {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if earlier > 0 && (state >> 33).is_multiple_of(3) {
                batch.push(url((state >> 20) % earlier));
                is_fresh.push(false);
            } else {
                batch.push(url(next_fresh));
                is_fresh.push(true);
                next_fresh += 1;
            }
        }
        let new = &mut new[..batch.len()];
        seen.insert_batch_new(&batch, new);
        for (&was_new, &fresh) in new.iter().zip(&is_fresh) {
            // A URL of the earlier crawl is never "new": no false negatives.
            assert!(fresh || !was_new, "a seen URL was reported new");
            enqueued += was_new as u64;
            skipped_new += (fresh && !was_new) as u64;
            fresh_total += fresh as u64;
        }
        links += batch.len() as u64;
    }
    let crawl_s = start.elapsed().as_secs_f64();

    println!(
        "crawled {links} links in {crawl_s:.2} s ({:.0} ns/link, formatting included): \
         {enqueued} enqueued, {} already seen",
        crawl_s * 1e9 / links.max(1) as f64,
        links - enqueued
    );
    println!(
        "new URLs wrongly called seen: {skipped_new} of {fresh_total} ({:.4}%: the filter filled \
         up during the run, so the rate rose from 0 towards the {:.3}% it was sized for)",
        100.0 * skipped_new as f64 / fresh_total.max(1) as f64,
        100.0 * fpr
    );
    println!(
        "filter: {:.1} MiB, {:.2} bits per URL, estimated {:.0} distinct URLs and {:.4}% FPR from \
         its bits; an exact set of these URL strings would hold over {:.0} MiB of text alone",
        seen.size_bytes() as f64 / (1u64 << 20) as f64,
        seen.size_bytes() as f64 * 8.0 / urls as f64,
        seen.estimated_len(),
        100.0 * seen.estimated_fpr(),
        urls as f64 * url(urls).len() as f64 / (1u64 << 20) as f64
    );
    Ok(())
}
