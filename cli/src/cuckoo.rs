//! The cuckoo-filter side of the file commands: `build --kind cuckoo` and `info` on a cuckoo file
//! (`remove` is in `remove.rs`). Consumers of the public API only.

use crate::args::BuildArgs;
use crate::inout::{write_output, write_stdout};
use crate::keyfile::hash_all;
use linebloom::CuckooFilter;
use std::time::Instant;

/// `build --kind cuckoo`: every distinct key inserted once (a repeated key is stored once), into a
/// table sized for `--expected` or the distinct key count; a key that finds no slot fails the
/// build before anything is written.
pub fn build(args: &BuildArgs) -> Result<(), String> {
    let started = Instant::now();
    if args.fpr.is_some() || args.bits_per_key.is_some() {
        return Err(
            "--fpr and --bits-per-key size Bloom filters; a cuckoo filter's false-positive \
                    rate is set by --fingerprint-bits (8: about 3%, 16: about 0.012%)"
                .into(),
        );
    }
    // Every key's hash, so that a repeated key is stored once: the table holds a fingerprint at
    // most eight times (four where the key's two buckets coincide), so repeats would fill it
    // whatever its capacity. 8 bytes a key, beside the table's 1 or 2.
    let mut hashes = hash_all(args)?;
    let read = hashes.len() as u64;
    hashes.sort_unstable();
    hashes.dedup();
    let keys = hashes.len() as u64;
    let mut filter = CuckooFilter::builder()
        .capacity(args.expected.unwrap_or(keys).max(1))
        .fingerprint_bits(args.fingerprint_bits)
        .seed(args.seed)
        .build()
        .map_err(|e| e.to_string())?;
    for (i, &h) in hashes.iter().enumerate() {
        filter.insert_hash(h).map_err(|e| {
            format!(
                "{}: after {i} of {keys} distinct keys: {e}",
                args.output.display()
            )
        })?;
    }
    write_output(&args.output, |p| filter.save(p), |w| filter.write_to(w))?;
    let repeats = read - keys;
    eprintln!(
        "{}: {keys} keys{}, cuckoo, {} bytes, {:.2} bits/key, {}-bit fingerprints, load {:.3}, \
         estimated FPR {:.4}%, {:.2} s",
        args.output.display(),
        if repeats > 0 {
            format!(" ({repeats} repeated lines stored once)")
        } else {
            String::new()
        },
        filter.size_bytes(),
        filter.size_bytes() as f64 * 8.0 / keys.max(1) as f64,
        filter.fingerprint_bits(),
        filter.load_factor(),
        100.0 * filter.estimated_fpr(),
        started.elapsed().as_secs_f64(),
    );
    Ok(())
}

/// `info` on a cuckoo filter file.
pub fn info(path: &std::path::Path, verify: bool) -> Result<(), String> {
    let m = crate::mapped::open_cuckoo(path).map_err(|e| e.to_string())?;
    let mut text = format!(
        "file:            {}\nformat version:  1 (layout 2: cuckoo filter, 4-slot buckets, hash \
         2: xxh3-64 over the key encoding)\nbuckets:         {} ({} bytes)\nfingerprint:     {} bits\nseed:            \
         {}\nfingerprints:    {}\nload:            {:.4}\nestimated FPR:   {:.4}%\n",
        path.display(),
        m.num_buckets(),
        m.size_bytes(),
        m.fingerprint_bits(),
        m.seed(),
        m.insert_count(),
        m.load_factor(),
        100.0 * m.estimated_fpr()
    );
    if verify {
        m.verify().map_err(|e| format!("{}: {e}", path.display()))?;
        text += "table checksum:  ok\n";
    }
    write_stdout(text.as_bytes())
}
