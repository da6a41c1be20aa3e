//! The file commands: build, query, info, union, fold (the cuckoo and counting kinds' build and
//! info are in `cuckoo.rs` and `counting.rs`, remove in `remove.rs`). Consumers of the public
//! API only.

use crate::args::{BuildArgs, FoldArgs, InfoArgs, Kind, LayoutArg, QueryArgs, UnionArgs};
use crate::inout::{for_each_key, os_bytes, refuse_overwriting_input, write_output, write_stdout};
use crate::keyfile::KeyReader;
use linebloom::{ErrorKind, FileKind, Filter};
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

/// Writes the filter file to `output`: atomically through [`Filter::save`], or to standard output
/// for `-` (refused on a terminal, which binary output would only garble).
fn save_output(filter: &Filter, output: &Path) -> Result<(), String> {
    write_output(output, |p| filter.save(p), |w| filter.write_to(w))
}

fn sized(args: &BuildArgs, n: u64) -> Result<Filter, String> {
    let b = Filter::builder()
        .expected_items(n.max(1))
        .seed(args.seed)
        .layout(args.layout.layout());
    let b = match (args.fpr, args.bits_per_key) {
        (_, Some(c)) => b.bits_per_key(c),
        (fpr, None) => b.fpr(fpr.unwrap_or(0.01)),
    };
    let b = match args.hashes {
        Some(k) => b.num_hashes(k),
        None => b,
    };
    b.build().map_err(|e| e.to_string())
}

/// Most hashes handed to one parallel insert (256 MiB of them): a round of the partitioned
/// build, or less for very large filters, to keep the build's memory near the filter's size.
/// Measured here on 10^9 keys from a file (1.25 GB filter): 2^24 gave 14.3 ns/key in the insert
/// phase and 1.5 GB peak, 2^25 13.1 ns/key and 1.77 GB (fewer keys per block per round cost a
/// miss per key).
const MAX_PENDING: usize = 1 << 25;

/// The most build threads accepted: far past any machine's cores, well short of the tens of
/// thousands whose mere start takes the system tens of seconds.
const MAX_THREADS: usize = 1024;

pub fn build(args: &BuildArgs) -> Result<(), String> {
    if args.kind != Kind::Bloom && args.threads.is_some() {
        return Err(
            "--threads applies to Bloom builds; a cuckoo or counting build inserts on \
                    one"
            .into(),
        );
    }
    if args.kind != Kind::Bloom && args.hashes.is_some() {
        return Err("--hashes applies to Bloom builds".into());
    }
    if args.kind != Kind::Bloom && args.layout != LayoutArg::Blocked {
        return Err("--layout applies to Bloom builds".into());
    }
    if args.kind == Kind::Cuckoo {
        return crate::cuckoo::build(args);
    }
    if args.fingerprint_bits != 16 {
        return Err("--fingerprint-bits applies to --kind cuckoo".into());
    }
    if args.kind == Kind::Counting {
        return crate::counting::build(args);
    }
    let threads = match args.threads {
        Some(0) => return Err("--threads must be at least 1".into()),
        Some(t) if t > MAX_THREADS => {
            return Err(format!(
                "--threads {t} is more than {MAX_THREADS}; this machine has {} hardware threads",
                std::thread::available_parallelism().map_or(1, |n| n.get())
            ))
        }
        Some(t) => t,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| format!("cannot start {threads} threads: {e}"))?;
    pool.install(|| build_on_pool(args, threads))
}

fn build_on_pool(args: &BuildArgs, threads: usize) -> Result<(), String> {
    let started = Instant::now();
    if args.expected == Some(0) {
        return Err(
            "--expected must be at least 1 (the number of distinct keys to size for)".into(),
        );
    }
    refuse_overwriting_input(&args.output, &[&args.input])?;
    let mut reader = KeyReader::open(&args.input, args.binary, !args.no_progress)?;
    let seed = args.seed;
    let mut pending: Vec<u64> = Vec::new();
    // Size the filter: from --expected, or from a first counting pass over a regular file. Only
    // standard input without --expected holds every key's hash (8 bytes a key) until the end.
    let expected = match (args.expected, reader.len) {
        (Some(n), _) => Some(n),
        (None, Some(len)) => Some(KeyReader::count(&args.input, args.binary, len)?),
        (None, None) => None,
    };
    let mut filter = match expected {
        Some(n) => Some(sized(args, n)?),
        None => None,
    };
    let batch = filter
        .as_ref()
        .map_or(MAX_PENDING, |f| f.par_round_len().min(MAX_PENDING));
    let mut keys = 0u64;
    while reader.next_hashes(seed, &mut pending)? {
        if let Some(f) = filter.as_mut().filter(|_| pending.len() >= batch) {
            keys += pending.len() as u64;
            f.par_insert_hash_batch(&pending);
            pending.clear();
        }
    }
    reader.progress.finish();
    keys += pending.len() as u64;
    let mut filter = match filter {
        Some(f) => f,
        None => sized(args, keys)?,
    };
    filter.par_insert_hash_batch(&pending);
    drop(pending);
    save_output(&filter, &args.output)?;
    let over = expected.filter(|&n| keys > n).map_or(String::new(), |n| {
        format!(" (more than the {n} it was sized for: the FPR is above the target)")
    });
    eprintln!(
        "{}: {keys} keys{over}, {} layout, {} bytes, {:.2} bits/key, k={}, estimated FPR {:.4}%, {:.2} s on \
         {threads} thread{}",
        args.output.display(),
        filter.layout(),
        filter.size_bytes(),
        filter.size_bytes() as f64 * 8.0 / keys.max(1) as f64,
        filter.num_hashes(),
        100.0 * filter.estimated_fpr(),
        started.elapsed().as_secs_f64(),
        if threads == 1 { "" } else { "s" }
    );
    Ok(())
}

/// What a command that needs a Bloom filter says of another kind's file, in the command line's
/// own terms (the library's message names Rust functions).
pub(crate) fn not_a_bloom_file(path: &Path, command: &str) -> String {
    let kind = match FileKind::sniff(path) {
        Ok(FileKind::Counting) => "counting",
        _ => "cuckoo",
    };
    format!(
        "{}: a {kind} filter file; `linebloom {command}` needs a Bloom filter file (one built \
         without --kind). Cuckoo and counting files are read by query, info and remove",
        path.display()
    )
}

/// Reads a Bloom filter file for `command`.
fn load_bloom(path: &Path, command: &str) -> Result<Filter, String> {
    Filter::load(path).map_err(|e| match e.kind() {
        ErrorKind::Incompatible => not_a_bloom_file(path, command),
        _ => e.to_string(),
    })
}

/// Exit status: 0 when every key may be present, 1 when at least one is definitely absent.
pub fn query(args: &QueryArgs) -> Result<bool, String> {
    let text = |e: linebloom::Error| e.to_string();
    match FileKind::sniff(&args.filter).map_err(text)? {
        FileKind::Cuckoo => {
            let m = crate::mapped::open_cuckoo(&args.filter).map_err(text)?;
            query_with(args, |k| m.contains(k))
        }
        FileKind::Counting => {
            let m = crate::mapped::open_counting(&args.filter).map_err(text)?;
            query_with(args, |k| m.contains(k))
        }
        FileKind::Container(_) => {
            let c = crate::mapped::open_container(&args.filter).map_err(text)?;
            query_with(args, |k| c.contains(k))
        }
        _ => {
            let m = crate::mapped::open_filter(&args.filter).map_err(text)?;
            query_with(args, |k| m.contains(k))
        }
    }
}

/// `query` over either kind of filter, `contains` answering.
fn query_with(args: &QueryArgs, contains: impl Fn(&[u8]) -> bool) -> Result<bool, String> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut all = true;
    let mut answer = |key: &[u8], out: &mut dyn Write| -> io::Result<()> {
        let hit = contains(key);
        all &= hit;
        out.write_all(key)?;
        writeln!(out, "\t{}", if hit { "maybe" } else { "no" })
    };
    let werr = |e: io::Error| format!("writing results: {e}");
    // A closed pipe (`| head`) ends the output quietly.
    let werr = move |e: io::Error| {
        if e.kind() == io::ErrorKind::BrokenPipe {
            String::new()
        } else {
            werr(e)
        }
    };
    for k in &args.keys {
        answer(&os_bytes(k), &mut out).map_err(werr)?;
    }
    if let Some(path) = &args.input {
        let mut failed = None;
        for_each_key(path, false, |k| {
            if failed.is_none() {
                failed = answer(k, &mut out).err();
            }
        })?;
        if let Some(e) = failed {
            return Err(werr(e));
        }
    }
    out.flush().map_err(werr)?;
    Ok(all)
}

pub fn info(args: &InfoArgs) -> Result<(), String> {
    let text = |e: linebloom::Error| e.to_string();
    let m = match FileKind::sniff(&args.filter).map_err(text)? {
        FileKind::Cuckoo => return crate::cuckoo::info(&args.filter, args.verify),
        FileKind::Counting => return crate::counting::info(args),
        FileKind::Container(_) => {
            let c = crate::mapped::open_container(&args.filter).map_err(text)?;
            return container_info(args, &c);
        }
        _ => crate::mapped::open_filter(&args.filter).map_err(text)?,
    };
    let v = m.view();
    let mut text = format!(
        "file:            {}\nformat version:  1 ({}, hash 2: xxh3-64 over the key encoding)\n\
         layout:          {}\n\
         blocks:          {} ({} bytes)\nk:               {}\nseed:            {}\n\
         inserts:         {}\n",
        args.filter.display(),
        match v.layout() {
            linebloom::Layout::Blocked => "layout 16x32 k-lanes",
            linebloom::Layout::SplitBlock if v.num_hashes() == 8 => {
                "layout 4: split block 8x32, Parquet-compatible"
            }
            linebloom::Layout::SplitBlock => "layout 4: split block 8x32, k of 8 lanes",
        },
        v.layout(),
        v.num_blocks(),
        v.size_bytes(),
        v.num_hashes(),
        v.seed(),
        m.insert_count(),
    );
    if v.layout() == linebloom::Layout::SplitBlock {
        text += &format!(
            "split blocks:    {} of 32 bytes (two per 64-byte block)\n",
            2 * v.num_blocks()
        );
    }
    if m.insert_count() > 0 {
        let bits_per_insert = v.size_bytes() as f64 * 8.0 / m.insert_count() as f64;
        text += &format!(
            "model FPR:       {:.4}% (at the insert count, repeats counted as keys)\n",
            100.0
                * match v.layout() {
                    linebloom::Layout::Blocked => {
                        linebloom::expected_fpr(bits_per_insert, v.num_hashes())
                    }
                    linebloom::Layout::SplitBlock => {
                        linebloom::expected_split_fpr(bits_per_insert, v.num_hashes())
                    }
                }
        );
    }
    if args.fill {
        text += &format!(
            "fill:            {:.4}%\nestimated items: {:.0}\nestimated FPR:   {:.4}%\n",
            100.0 * v.fill_ratio(),
            v.estimated_len(),
            100.0 * v.estimated_fpr()
        );
    }
    if args.verify {
        m.verify()
            .map_err(|e| format!("{}: {e}", args.filter.display()))?;
        text += "block checksum:  ok\n";
    }
    write_stdout(text.as_bytes())
}

/// `info` for a container (FORMAT.md, "Containers"): its kind and parameters, then one line per
/// member.
fn container_info(args: &InfoArgs, c: &linebloom::MmapContainer) -> Result<(), String> {
    let kind = match c.kind() {
        linebloom::ContainerKind::Scalable => "ScalableFilter (sub-filters, oldest first)",
        _ => "RotatingFilter (generations, ring order)",
    };
    let mut text = format!(
        "file:            {}
container:       version 1, {kind}
members:         {}
seed:            {}
fpr (requested): {}
bytes:           {}
",
        args.filter.display(),
        c.num_filters(),
        c.seed(),
        c.fpr(),
        c.size_bytes()
    );
    text += if args.fill {
        "member  blocks      k  capacity      keys  fill %    est. FPR %\n"
    } else {
        "member  blocks      k  capacity      keys\n"
    };
    for i in 0..c.num_filters() {
        let linebloom::ContainerMember {
            filter: v,
            capacity,
            keys,
        } = c.member(i);
        let mark = if i == c.current() { " (current)" } else { "" };
        text += &format!(
            "{i:>6}  {:>10}  {:>2}  {capacity:>8}  {keys:>8}",
            v.num_blocks(),
            v.num_hashes(),
        );
        if args.fill {
            text += &format!(
                "  {:>6.3}  {:>10.5}",
                100.0 * v.fill_ratio(),
                100.0 * v.estimated_fpr()
            );
        }
        text += mark;
        text += "\n";
    }
    if args.verify {
        c.verify()
            .map_err(|e| format!("{}: {e}", args.filter.display()))?;
        text += "block checksums: ok\n";
    }
    write_stdout(text.as_bytes())
}

pub fn union(args: &UnionArgs) -> Result<(), String> {
    refuse_overwriting_input(&args.output, &[&args.a, &args.b])?;
    let mut a = load_bloom(&args.a, "union")?;
    let b = load_bloom(&args.b, "union")?;
    a.union(&b).map_err(|e| e.to_string())?;
    save_output(&a, &args.output)
}

pub fn fold(args: &FoldArgs) -> Result<(), String> {
    refuse_overwriting_input(&args.output, &[&args.filter])?;
    let f = load_bloom(&args.filter, "fold")?;
    let half = f
        .fold()
        .map_err(|e| format!("{}: {e}", args.filter.display()))?;
    save_output(&half, &args.output)
}
