//! A filter embedded in an SSTable-like file, as storage engines keep one: sorted key/value data
//! blocks, one filter image (`Filter::write_image`) at a 64-byte-aligned offset, an index of the
//! blocks and a footer. Point lookups map each whole file and probe the filter in place with
//! `FilterRef::from_image`, reading a data block only when the filter says "maybe".
//!
//! The run writes `TABLES` files of disjoint keys and looks keys up newest file first, as an LSM
//! tree's level 0 is searched: half the lookups hit a key in one of the files, half miss them
//! all. It reports the data-block reads the filters avoided against the model (every probe of a
//! file that lacks the key, less the false positives the filter's FPR predicts), and the time per
//! lookup with and without the filters, median of repeated runs.
//!
//! `cargo run --release --example sstable`
//!
//! File layout (this example's, not linebloom's; little-endian):
//! `[data blocks][zero padding to 64][filter image][index][footer: 48 bytes]`, where a data
//! block is entries `u16 key_len, u16 value_len, key, value` (about 4 KiB each), an index entry
//! is `u64 offset, u32 len, u16 key_len, last key of the block`, and the footer is
//! `"SSTEXMP1", u64 index_offset, u64 index_len, u64 filter_offset, u64 filter_len,
//! u64 entries`.

use linebloom::{Filter, FilterRef};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

const TABLES: usize = 8;
const KEYS_PER_TABLE: usize = 125_000;
const VALUE_LEN: usize = 32;
const BLOCK_TARGET: usize = 4096;
const BITS_PER_KEY: f64 = 10.0;
const LOOKUPS: usize = 200_000;
const RUNS: usize = 5;
const FOOTER_LEN: usize = 48;
const MAGIC: &[u8; 8] = b"SSTEXMP1";

fn key_of(i: u64) -> Vec<u8> {
    format!("user:{i:012}").into_bytes()
}

fn value_of(key: &[u8]) -> Vec<u8> {
    let h = xxh(key);
    (0..VALUE_LEN).map(|j| (h >> (j % 8 * 8)) as u8).collect()
}

fn xxh(bytes: &[u8]) -> u64 {
    linebloom::Key::key_hash(bytes, 0xfeed)
}

/// Writes one table of sorted `keys`. The file is written whole and renamed into place.
fn write_table(path: &Path, keys: &[Vec<u8>]) -> std::io::Result<()> {
    let mut out = Vec::new();
    let mut index = Vec::new();
    let mut block_start = 0usize;
    let mut filter = Filter::with_bits_per_key(keys.len() as u64, BITS_PER_KEY)
        .map_err(std::io::Error::other)?;
    for (i, key) in keys.iter().enumerate() {
        filter.insert(key.as_slice());
        let value = value_of(key);
        out.extend_from_slice(&(key.len() as u16).to_le_bytes());
        out.extend_from_slice(&(value.len() as u16).to_le_bytes());
        out.extend_from_slice(key);
        out.extend_from_slice(&value);
        if out.len() - block_start >= BLOCK_TARGET || i + 1 == keys.len() {
            index.extend_from_slice(&(block_start as u64).to_le_bytes());
            index.extend_from_slice(&((out.len() - block_start) as u32).to_le_bytes());
            index.extend_from_slice(&(key.len() as u16).to_le_bytes());
            index.extend_from_slice(key);
            block_start = out.len();
        }
    }
    out.resize(out.len().next_multiple_of(64), 0);
    let filter_offset = out.len();
    filter
        .write_image(&mut out)
        .map_err(std::io::Error::other)?;
    let filter_len = out.len() - filter_offset;
    let index_offset = out.len();
    out.extend_from_slice(&index);
    for v in [
        index_offset as u64,
        index.len() as u64,
        filter_offset as u64,
        filter_len as u64,
        keys.len() as u64,
    ] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(MAGIC);
    let tmp = path.with_extension("tmp");
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(&out)?;
    f.sync_all()?;
    std::fs::rename(tmp, path)
}

/// One mapped table: the index parsed, the filter a zero-copy view into the mapping.
struct Table {
    map: memmap2::Mmap,
    /// (last key, offset, len) per data block.
    index: Vec<(Vec<u8>, usize, usize)>,
    filter_at: (usize, usize),
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

impl Table {
    fn open(path: &Path) -> Result<Table, Box<dyn std::error::Error>> {
        let file = std::fs::File::open(path)?;
        // SAFETY: the example's own file, written whole and renamed into place; nothing changes it
        // while it is mapped.
        let map = unsafe { memmap2::Mmap::map(&file)? };
        let footer = map
            .len()
            .checked_sub(FOOTER_LEN)
            .map(|at| &map[at..])
            .filter(|f| &f[40..48] == MAGIC)
            .ok_or("not an example SSTable")?;
        let (index_offset, index_len) = (u64_at(footer, 0) as usize, u64_at(footer, 8) as usize);
        let filter_at = (u64_at(footer, 16) as usize, u64_at(footer, 24) as usize);
        let mut index = Vec::new();
        let mut at = index_offset;
        while at < index_offset + index_len {
            let off = u64_at(&map, at) as usize;
            let len = u32::from_le_bytes(map[at + 8..at + 12].try_into()?) as usize;
            let klen = u16::from_le_bytes(map[at + 12..at + 14].try_into()?) as usize;
            index.push((map[at + 14..at + 14 + klen].to_vec(), off, len));
            at += 14 + klen;
        }
        let t = Table {
            map,
            index,
            filter_at,
        };
        t.filter()?; // refuse a bad image at open, not at the first lookup
        Ok(t)
    }

    /// The embedded filter, probed where it lies in the mapping (page-aligned base + 64-aligned
    /// offset, so the image is 64-byte aligned).
    fn filter(&self) -> Result<FilterRef<'_>, linebloom::Error> {
        let (at, len) = self.filter_at;
        FilterRef::from_image(&self.map[at..at + len])
    }

    /// Reads the one data block that may hold `key` and scans it; counts the read.
    fn get(&self, key: &[u8], block_reads: &mut u64) -> Option<&[u8]> {
        let b = self
            .index
            .partition_point(|(last, _, _)| last.as_slice() < key);
        let (_, off, len) = self.index.get(b)?;
        *block_reads += 1;
        let block = &self.map[*off..off + len];
        let mut at = 0;
        while at < block.len() {
            let klen = u16::from_le_bytes([block[at], block[at + 1]]) as usize;
            let vlen = u16::from_le_bytes([block[at + 2], block[at + 3]]) as usize;
            let k = &block[at + 4..at + 4 + klen];
            if k == key {
                return Some(&block[at + 4 + klen..at + 4 + klen + vlen]);
            }
            if k > key {
                return None;
            }
            at += 4 + klen + vlen;
        }
        None
    }
}

/// Looks every key up newest table first (checking each value found if `check`); returns
/// (found, data-block reads).
fn lookup_all(
    tables: &[Table],
    filters: &[FilterRef<'_>],
    keys: &[Vec<u8>],
    use_filter: bool,
    check: bool,
) -> (u64, u64) {
    let (mut found, mut reads) = (0u64, 0u64);
    for key in keys {
        let hash = filters[0].hash(key.as_slice());
        for (table, filter) in tables.iter().zip(filters).rev() {
            // Every table's filter has the same seed, so the key is hashed once for all of them.
            if use_filter && !filter.contains_hash(hash) {
                continue;
            }
            if let Some(v) = table.get(key, &mut reads) {
                if check {
                    assert_eq!(v, value_of(key).as_slice(), "wrong value");
                }
                found += 1;
                break;
            }
        }
    }
    (found, reads)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir: PathBuf =
        std::env::temp_dir().join(format!("linebloom-sstable-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let result = run(&dir);
    std::fs::remove_dir_all(&dir)?;
    result
}

fn run(dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    // Table t holds the keys i with i % TABLES == t: the tables overlap in key range (so the
    // index alone cannot rule a table out) but share no key.
    let total = (TABLES * KEYS_PER_TABLE) as u64;
    let mut paths = Vec::new();
    let mut file_bytes = 0u64;
    for t in 0..TABLES {
        let keys: Vec<Vec<u8>> = (0..total)
            .filter(|i| i % TABLES as u64 == t as u64)
            .map(key_of)
            .collect();
        let path = dir.join(format!("{t:03}.sst"));
        write_table(&path, &keys)?;
        file_bytes += std::fs::metadata(&path)?.len();
        paths.push(path);
    }
    let tables: Vec<Table> = paths
        .iter()
        .map(|p| Table::open(p))
        .collect::<Result<_, _>>()?;
    let filters: Vec<FilterRef<'_>> = tables.iter().map(Table::filter).collect::<Result<_, _>>()?;
    assert!(
        filters.iter().all(|f| f.seed() == filters[0].seed()),
        "one hash per key needs one seed"
    );
    let image_bytes: usize = tables.iter().map(|t| t.filter_at.1).sum();
    let filter_bytes: usize = filters.iter().map(|f| f.size_bytes()).sum();

    // Half present (one table each), half absent from every table; shuffled by a hash.
    let mut keys: Vec<Vec<u8>> = (0..LOOKUPS as u64)
        .map(|i| {
            let r = xxh(&i.to_le_bytes());
            if i % 2 == 0 {
                key_of(r % total)
            } else {
                key_of(total + r % (1 << 40))
            }
        })
        .collect();
    keys.sort_by_key(|k| xxh(k));

    let (found_f, reads_f) = lookup_all(&tables, &filters, &keys, true, true);
    let (found_n, reads_n) = lookup_all(&tables, &filters, &keys, false, true);
    assert_eq!(found_f, found_n, "the filter changed an answer");
    assert_eq!(found_f, (LOOKUPS / 2) as u64);

    // The model: without filters a present key reads one block per table from the newest down
    // to its own, an absent key one per table. With them, each table lacking the key is skipped
    // unless the filter gives a false positive (probability = the filter's FPR at its load).
    let fpr = filters.iter().map(|f| f.estimated_fpr()).sum::<f64>() / TABLES as f64;
    let absent_probes = reads_n - found_n; // every read without filters that found nothing
    let avoided = reads_n - reads_f;
    let model_avoided = absent_probes as f64 * (1.0 - fpr);

    let time = |use_filter: bool| {
        median(
            (0..RUNS)
                .map(|_| {
                    let t = Instant::now();
                    let r = lookup_all(&tables, &filters, &keys, use_filter, false);
                    std::hint::black_box(r);
                    t.elapsed().as_secs_f64() * 1e9 / LOOKUPS as f64
                })
                .collect(),
        )
    };
    let (with, without) = (time(true), time(false));

    println!(
        "{TABLES} SSTables, {total} keys, {:.1} MB of files; {LOOKUPS} point lookups (half present), newest table first; back end {}",
        file_bytes as f64 / 1e6,
        filters[0].backend_name()
    );
    println!(
        "filters: {BITS_PER_KEY} bits/key, {filter_bytes} bytes of blocks, {image_bytes} bytes as images ({} bytes of image header per table), estimated FPR {:.3}%",
        (image_bytes - filter_bytes) / TABLES,
        100.0 * fpr
    );
    println!(
        "data-block reads: {reads_n} without filters, {reads_f} with; avoided {avoided} (model {model_avoided:.0}: {absent_probes} probes of tables lacking the key x (1 - FPR)), ratio {:.4}",
        avoided as f64 / model_avoided
    );
    println!(
        "ns per lookup (median of {RUNS}): {without:.0} without filters, {with:.0} with ({:.2}x faster)",
        without / with
    );
    Ok(())
}
