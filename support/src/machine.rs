//! What the benchmarks report about the machine (CPU model, cache sizes, core count, memory,
//! huge pages, core pinning, the random-read floor) and the median they quote.

use std::fs;
use std::hint::black_box;
use std::time::Instant;

/// The CPU's model name, as the OS reports it.
pub fn cpu_model() -> String {
    let info = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    info.lines()
        .find_map(|l| {
            let (key, value) = l.split_once(':')?;
            matches!(key.trim(), "model name" | "Model" | "CPU part")
                .then(|| value.trim().to_string())
        })
        .unwrap_or_else(|| format!("unknown {} CPU", std::env::consts::ARCH))
}

/// Data-cache sizes in bytes by level (L1d, L2, L3), from sysfs, with common defaults.
pub fn cache_sizes() -> [usize; 3] {
    let mut sizes = [32 << 10, 1 << 20, 32 << 20];
    for index in 0..8 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{index}");
        let read = |f: &str| fs::read_to_string(format!("{dir}/{f}")).ok();
        let (Some(level), Some(kind), Some(size)) = (read("level"), read("type"), read("size"))
        else {
            continue;
        };
        if kind.trim() == "Instruction" {
            continue;
        }
        if let (Ok(level), Some(bytes)) = (level.trim().parse::<usize>(), parse_size(size.trim())) {
            if (1..=3).contains(&level) {
                sizes[level - 1] = bytes;
            }
        }
    }
    sizes
}

/// Parses a key count for a benchmark flag: `1000000`, `1e6` (a whole number from 1 to 1e12).
pub fn parse_count(s: &str) -> Result<u64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("{s:?} is not a key count: use e.g. 1000000 or 1e6"))?;
    ((1.0..=1e12).contains(&v) && v.fract() == 0.0)
        .then_some(v as u64)
        .ok_or_else(|| format!("{s:?}: a key count must be a whole number from 1 to 1e12"))
}

/// Parses `512`, `32K`, `1.25M`, `1G`, `500MB`, `1GiB` (binary multiples for K/M/G, as sysfs
/// and the cache sizes use; `MB`-style suffixes are decimal).
pub fn parse_size(s: &str) -> Option<usize> {
    let s = s.trim();
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let num: f64 = num.parse().ok()?;
    let mult = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kib" => 1024.0,
        "m" | "mib" => 1024.0 * 1024.0,
        "g" | "gib" => 1024.0 * 1024.0 * 1024.0,
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        _ => return None,
    };
    let bytes = num * mult;
    (1.0..1e15).contains(&bytes).then_some(bytes as usize)
}

/// Pins this thread to the last core (the first usually takes the interrupts); returns its id.
pub fn pin_to_a_core() -> Option<usize> {
    let core = core_affinity::get_core_ids()?.pop()?;
    core_affinity::set_for_current(core).then_some(core.id)
}

/// Pins this thread to the `i`-th core the OS lists (wrapping around); returns its id.
pub fn pin_to_core(i: usize) -> Option<usize> {
    let cores = core_affinity::get_core_ids()?;
    let core = *cores.get(i % cores.len().max(1))?;
    core_affinity::set_for_current(core).then_some(core.id)
}

/// A human-readable size: 16 KiB, 1.2 MiB, 1.0 GiB.
pub fn human_size(bytes: usize) -> String {
    let b = bytes as f64;
    if b >= (1u64 << 30) as f64 {
        format!("{:.1} GiB", b / (1u64 << 30) as f64)
    } else if b >= (1 << 20) as f64 {
        format!("{:.1} MiB", b / (1 << 20) as f64)
    } else {
        format!("{:.0} KiB", b / 1024.0)
    }
}

/// The median of `v` (sorted in place); the mean of the middle two for an even count.
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        0.5 * (v[m - 1] + v[m])
    }
}

/// ns per random 64-byte line read over `bytes`, loads independent of each other (many in
/// flight): the memory system's floor for a lookup that touches one line. Median of `reps`
/// passes of `queries` reads after a warm-up pass.
pub fn line_floor(bytes: &[u8], queries: usize, reps: usize) -> f64 {
    let reads = LineReads::new(bytes, queries);
    reads.pass();
    let mut times: Vec<f64> = (0..reps).map(|_| reads.pass()).collect();
    median(&mut times)
}

/// The random line reads [`line_floor`] times, drawn once, so that a benchmark can alternate
/// their passes with its own and quote the median of the per-pass ratios: on a shared machine
/// whose speed drifts between passes, a ratio of two medians taken minutes apart moves with the
/// drift, a ratio of neighbouring passes much less.
pub struct LineReads<'a> {
    bytes: &'a [u8],
    /// Byte offsets of the lines to read, in order.
    offsets: Vec<usize>,
}

impl<'a> LineReads<'a> {
    /// `queries` random lines of `bytes` (a reproducible sequence).
    pub fn new(bytes: &'a [u8], queries: usize) -> LineReads<'a> {
        let lines = bytes.len() / 64;
        let mut state = 0x11_u64;
        let offsets = (0..queries)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((state as u128 * lines as u128) >> 64) as usize * 64
            })
            .collect();
        LineReads { bytes, offsets }
    }

    /// One timed pass over the lines: ns per line.
    pub fn pass(&self) -> f64 {
        let t = Instant::now();
        let sum = self
            .offsets
            .iter()
            .fold(0u64, |acc, &i| acc.wrapping_add(self.bytes[i] as u64));
        black_box(sum);
        t.elapsed().as_secs_f64() * 1e9 / self.offsets.len().max(1) as f64
    }
}

/// Logical CPUs of the machine (not of this thread's affinity mask, which a `taskset` narrows).
pub fn cores() -> usize {
    let info = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let n = info.lines().filter(|l| l.starts_with("processor")).count();
    if n > 0 {
        n
    } else {
        std::thread::available_parallelism().map_or(0, |n| n.get())
    }
}

/// Available memory in bytes, from /proc/meminfo (`None` where there is none).
pub fn mem_available() -> Option<u64> {
    let info = fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<u64>().ok()? * 1024)
}

/// The transparent-huge-page mode (`always`, `madvise`, `never`), from sysfs.
pub fn thp_mode() -> String {
    let s = fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
    s.split_whitespace()
        .find(|w| w.starts_with('['))
        .map_or("unknown".into(), |w| w.trim_matches(['[', ']']).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("32K"), Some(32 << 10));
        assert_eq!(parse_size("1.25MB"), Some(1_250_000));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("500mb"), Some(500_000_000));
        assert_eq!(parse_size("12"), Some(12));
        assert_eq!(parse_size("x"), None);
        assert_eq!(parse_size("0"), None);
        assert_eq!(parse_size("5Q"), None);
    }
}
