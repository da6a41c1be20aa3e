//! Key files read in large blocks and hashed on every thread: one key per line (a trailing `\r`
//! is stripped, a last line without `\n` counts), or little-endian u64s with `binary`.

use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::path::Path;
use std::time::{Duration, Instant};

use rayon::prelude::*;

/// Bytes read per block (grown when one line is longer).
const BLOCK: usize = 16 << 20;

/// Every key of `build`'s input, hashed under its seed (8 bytes a key), after the checks every
/// build makes (`--expected` not 0, the output not the input): the input of the builds that
/// size their filter from the count (`--kind cuckoo`, `--kind counting`).
pub fn hash_all(args: &crate::args::BuildArgs) -> Result<Vec<u64>, String> {
    if args.expected == Some(0) {
        return Err("--expected must be at least 1 (the number of keys to size for)".into());
    }
    crate::inout::refuse_overwriting_input(&args.output, &[&args.input])?;
    let mut reader = KeyReader::open(&args.input, args.binary, !args.no_progress)?;
    let mut hashes = Vec::new();
    while reader.next_hashes(args.seed, &mut hashes)? {}
    reader.progress.finish();
    Ok(hashes)
}

pub struct KeyReader<'a> {
    path: &'a Path,
    input: Box<dyn Read>,
    binary: bool,
    buf: Vec<u8>,
    /// Bytes of `buf` holding unread input.
    filled: usize,
    eof: bool,
    /// The input's length, for a regular file.
    pub len: Option<u64>,
    read: u64,
    pub progress: Progress,
}

impl<'a> KeyReader<'a> {
    /// Opens a key file, or standard input for `-`.
    pub fn open(path: &'a Path, binary: bool, show_progress: bool) -> Result<Self, String> {
        let (input, len) = crate::inout::open_key_input(path)?;
        let mut r = KeyReader::from_reader(path, input, binary, BLOCK);
        r.len = len;
        r.progress = Progress::new(show_progress && len.is_some_and(|l| l > 64 << 20));
        Ok(r)
    }

    fn from_reader(path: &'a Path, input: Box<dyn Read>, binary: bool, block: usize) -> Self {
        KeyReader {
            path,
            input,
            binary,
            buf: vec![0; block],
            filled: 0,
            eof: false,
            len: None,
            read: 0,
            progress: Progress::new(false),
        }
    }

    fn fill(&mut self) -> Result<(), String> {
        while self.filled < self.buf.len() && !self.eof {
            match self.input.read(&mut self.buf[self.filled..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(format!("{}: reading keys: {e}", self.path.display())),
            }
        }
        Ok(())
    }

    /// Hashes the next block of whole keys with `seed`, appending to `out`; `Ok(false)` at the end
    /// of the input.
    pub fn next_hashes(&mut self, seed: u64, out: &mut Vec<u64>) -> Result<bool, String> {
        loop {
            self.fill()?;
            if self.filled == 0 {
                return Ok(false);
            }
            let whole = if self.binary {
                let whole = self.filled / 8 * 8;
                if self.eof && whole < self.filled {
                    return Err(format!(
                        "{}: binary key file ends with a partial key ({} of 8 bytes): the length \
                         must be a multiple of 8",
                        self.path.display(),
                        self.filled - whole
                    ));
                }
                if whole == 0 {
                    let len = self.buf.len();
                    self.buf.resize(len + 8, 0);
                    continue;
                }
                whole
            } else {
                match self.buf[..self.filled].iter().rposition(|&b| b == b'\n') {
                    Some(i) => i + 1,
                    None if self.eof => self.filled,
                    None => {
                        // One line longer than the buffer: read more of it.
                        let len = self.buf.len();
                        self.buf.resize(len * 2, 0);
                        continue;
                    }
                }
            };
            hash_keys(&self.buf[..whole], self.binary, seed, out);
            self.read += whole as u64;
            self.buf.copy_within(whole..self.filled, 0);
            self.filled -= whole;
            if let Some(len) = self.len {
                self.progress.show(self.read, len);
            }
            return Ok(true);
        }
    }

    /// Counts the keys without hashing them (a first pass, to size the filter); the reader must
    /// be new. Binary files are counted from their length.
    pub fn count(path: &Path, binary: bool, len: u64) -> Result<u64, String> {
        if binary {
            return Ok(len / 8);
        }
        let mut file = File::open(path)
            .map_err(|e| format!("{}: cannot open key file: {e}", path.display()))?;
        let mut buf = vec![0u8; BLOCK];
        let (mut lines, mut last) = (0u64, b'\n');
        loop {
            let n = match file.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(format!("{}: reading keys: {e}", path.display())),
            };
            lines += buf[..n].iter().filter(|&&b| b == b'\n').count() as u64;
            last = buf[n - 1];
        }
        Ok(lines + u64::from(last != b'\n'))
    }
}

/// Hashes every key of `bytes` (whole lines, or whole 8-byte keys), in order, on every thread.
fn hash_keys(bytes: &[u8], binary: bool, seed: u64, out: &mut Vec<u64>) {
    let hash = |key: &[u8]| linebloom::Key::key_hash(key, seed);
    if binary {
        let start = out.len();
        out.resize(start + bytes.len() / 8, 0);
        out[start..]
            .par_chunks_mut(1 << 14)
            .zip(bytes.par_chunks(8 << 14))
            .for_each(|(o, b)| {
                o.iter_mut()
                    .zip(b.chunks_exact(8))
                    .for_each(|(o, k)| *o = hash(k))
            });
        return;
    }
    // Split at line ends into a few pieces per thread, hash each piece, then append in order.
    let pieces = 4 * rayon::current_num_threads();
    let mut cuts = vec![0];
    for i in 1..pieces {
        let at = (bytes.len() * i / pieces).max(*cuts.last().unwrap());
        let cut = bytes[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |p| at + p + 1);
        cuts.push(cut);
    }
    cuts.push(bytes.len());
    let hashed: Vec<Vec<u64>> = cuts
        .par_windows(2)
        .map(|w| {
            let mut v = Vec::new();
            let mut rest = &bytes[w[0]..w[1]];
            while !rest.is_empty() {
                let (line, next) = match rest.iter().position(|&b| b == b'\n') {
                    Some(e) => (&rest[..e], &rest[e + 1..]),
                    None => (rest, &rest[rest.len()..]),
                };
                v.push(hash(line.strip_suffix(b"\r").unwrap_or(line)));
                rest = next;
            }
            v
        })
        .collect();
    hashed.iter().for_each(|v| out.extend_from_slice(v));
}

/// A one-line progress bar on stderr, redrawn at most ten times a second; silent unless stderr is
/// a terminal and the input is large.
pub struct Progress {
    on: bool,
    last: Option<Instant>,
}

impl Progress {
    pub fn new(on: bool) -> Progress {
        Progress {
            on: on && io::stderr().is_terminal(),
            last: None,
        }
    }

    pub fn show(&mut self, done: u64, total: u64) {
        if !self.on
            || self
                .last
                .is_some_and(|t| t.elapsed() < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(Instant::now());
        let frac = (done as f64 / total.max(1) as f64).min(1.0);
        let bar = (40.0 * frac) as usize;
        eprint!(
            "\r[{}{}] {:>3.0}% of {:.1} GB",
            "#".repeat(bar),
            " ".repeat(40 - bar),
            100.0 * frac,
            total as f64 / 1e9
        );
    }

    pub fn finish(&mut self) {
        if self.on && self.last.is_some() {
            eprintln!();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hashes(bytes: &[u8], binary: bool, block: usize) -> Result<Vec<u64>, String> {
        let input = Box::new(io::Cursor::new(bytes.to_vec()));
        let mut r = KeyReader::from_reader(Path::new("test"), input, binary, block);
        let mut out = Vec::new();
        while r.next_hashes(9, &mut out)? {}
        Ok(out)
    }

    #[test]
    fn keys_split_across_blocks_hash_as_whole_lines() {
        let text = b"alpha\nbe\r\n\nvery-long-line-longer-than-the-block\nz";
        let want: Vec<u64> = [
            "alpha",
            "be",
            "",
            "very-long-line-longer-than-the-block",
            "z",
        ]
        .iter()
        .map(|k| linebloom::Key::key_hash(*k, 9))
        .collect();
        for block in [1, 2, 3, 7, 64, 1 << 20] {
            assert_eq!(hashes(text, false, block).unwrap(), want, "block {block}");
        }
        assert_eq!(hashes(b"a\n", false, 1).unwrap().len(), 1);
        assert!(hashes(b"", false, 4).unwrap().is_empty());
    }

    #[test]
    fn binary_keys_hash_as_u64s_and_a_partial_key_is_an_error() {
        let bytes: Vec<u8> = (0..1000u64).flat_map(|k| k.to_le_bytes()).collect();
        let want: Vec<u64> = (0..1000u64)
            .map(|k| linebloom::Key::key_hash(&k, 9))
            .collect();
        for block in [1, 8, 24, 1 << 20] {
            assert_eq!(hashes(&bytes, true, block).unwrap(), want);
        }
        let err = hashes(&bytes[..13], true, 8).unwrap_err();
        assert!(err.contains("partial key (5 of 8 bytes)"), "{err}");
    }
}
