//! The counting-filter side of the file commands: `build --kind counting` and `info` on a
//! counting file (`query` maps it in `files.rs`, `remove` is in `remove.rs`). Consumers of the
//! public API only.

use crate::args::{BuildArgs, InfoArgs};
use crate::inout::{write_output, write_stdout};
use crate::keyfile::hash_all;
use linebloom::CountingFilter;
use std::time::Instant;

/// `build --kind counting`: every line counted (a key on several lines is counted as often, so it
/// takes as many removals), into a filter sized for `--expected` or the line count at `--fpr`.
pub fn build(args: &BuildArgs) -> Result<(), String> {
    let started = Instant::now();
    if args.bits_per_key.is_some() {
        return Err(
            "--bits-per-key sizes Bloom filters; size a counting filter by --fpr (each \
                    of its counters takes 4 bits)"
                .into(),
        );
    }
    // Every key's hash first (8 bytes a key), so that the filter is sized for the count.
    let hashes = hash_all(args)?;
    let keys = hashes.len() as u64;
    let mut filter = CountingFilter::builder()
        .expected_items(args.expected.unwrap_or(keys).max(1))
        .fpr(args.fpr.unwrap_or(0.01))
        .seed(args.seed)
        .build()
        .map_err(|e| e.to_string())?;
    filter.insert_hash_batch(&hashes);
    drop(hashes);
    write_output(&args.output, |p| filter.save(p), |w| filter.write_to(w))?;
    eprintln!(
        "{}: {keys} keys, counting, {} bytes, {:.2} counters/key, k={}, {} saturated counters, \
         estimated FPR {:.4}%, {:.2} s",
        args.output.display(),
        filter.size_bytes(),
        filter.num_counters() as f64 / keys.max(1) as f64,
        filter.num_hashes(),
        filter.saturated_counters(),
        100.0 * filter.estimated_fpr(),
        started.elapsed().as_secs_f64(),
    );
    Ok(())
}

/// `info` on a counting filter file: the header, and with `--fill` what the counters say.
pub fn info(args: &InfoArgs) -> Result<(), String> {
    let path = &args.filter;
    let m = crate::mapped::open_counting(path).map_err(|e| e.to_string())?;
    let mut text = format!(
        "file:            {}\nformat version:  1 (layout 3: counting filter, 128 4-bit counters \
         per line, hash 2: xxh3-64 over the key encoding)\nlines:           {} ({} bytes, {} \
         counters)\nk:               {}\nseed:            {}\nkeys counted:    {}\n",
        path.display(),
        m.num_lines(),
        m.size_bytes(),
        m.num_counters(),
        m.num_hashes(),
        m.seed(),
        m.insert_count(),
    );
    if args.fill {
        text += &format!(
            "fill:            {:.4}% of counters non-zero\nsaturated:       {} counters at 15\n\
             estimated items: {:.0}\nestimated FPR:   {:.4}%\n",
            100.0 * m.fill_ratio(),
            m.saturated_counters(),
            m.estimated_len(),
            100.0 * m.estimated_fpr()
        );
    }
    if args.verify {
        m.verify().map_err(|e| format!("{}: {e}", path.display()))?;
        text += "line checksum:   ok\n";
    }
    write_stdout(text.as_bytes())
}
