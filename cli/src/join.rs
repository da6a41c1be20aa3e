//! `linebloom join`: a streaming semi- or anti-join of delimited rows against a filter file,
//! probed a batch of rows at a time through the prefetching batch path.

use crate::inout::{for_each_key, open_input};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{self, BufRead, Write};
use std::path::PathBuf;

/// Rows probed per batch.
const BATCH: usize = 8192;

#[derive(clap::Args)]
pub struct JoinArgs {
    /// Filter file built from the build side's keys (`linebloom build`)
    #[arg(long)]
    filter: PathBuf,
    /// Probe rows, one per line (a trailing \r is stripped before the key is cut out); `-`,
    /// /dev/stdin, a pipe or <(cmd) read a stream
    #[arg(long)]
    input: PathBuf,
    /// The key's column, counting from 1 as in cut and awk
    #[arg(long, default_value_t = 1)]
    column: usize,
    /// Column separator, one byte: a character, or \t, tab, space, comma
    #[arg(long, default_value = "\\t")]
    delimiter: String,
    /// Anti-join: pass the rows whose key is definitely NOT in the filter
    #[arg(long)]
    anti: bool,
    /// Exact build keys, one per line: every "maybe" is checked against them, which makes the
    /// output an exact semi- (or anti-) join
    #[arg(long)]
    exact: Option<PathBuf>,
}

/// The counts printed to stderr at the end.
#[derive(Default)]
struct Summary {
    read: u64,
    maybe: u64,
    checked: u64,
    out: u64,
}

/// The set of exact build keys; xxh3 instead of SipHash, as the keys are not adversarial here
/// (they are the caller's own build side).
type ExactSet = HashSet<Box<[u8]>, BuildHasherDefault<Xxh3Hasher>>;

#[derive(Default)]
struct Xxh3Hasher(u64);

impl Hasher for Xxh3Hasher {
    fn write(&mut self, bytes: &[u8]) {
        self.0 = xxhash_rust::xxh3::xxh3_64_with_seed(bytes, self.0);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub fn parse_delimiter(text: &str) -> Result<u8, String> {
    let byte = match text {
        "\\t" | "tab" | "\t" => b'\t',
        "space" => b' ',
        "comma" => b',',
        t if t.len() == 1 && t != "\n" && t != "\r" => t.as_bytes()[0],
        t => {
            return Err(format!(
                "--delimiter {t:?}: a delimiter is one byte other than a newline \
                 (a character, or \\t, tab, space, comma)"
            ))
        }
    };
    Ok(byte)
}

/// The bytes of column `column` (from 1) of `line`, which has no line ending.
fn field(line: &[u8], delimiter: u8, column: usize) -> Option<&[u8]> {
    line.split(|&b| b == delimiter).nth(column - 1)
}

fn strip_line_end(row: &[u8]) -> &[u8] {
    let row = row.strip_suffix(b"\n").unwrap_or(row);
    row.strip_suffix(b"\r").unwrap_or(row)
}

pub fn join(args: &JoinArgs) -> Result<(), String> {
    let delimiter = parse_delimiter(&args.delimiter)?;
    if args.column == 0 {
        return Err("--column 0: columns count from 1, as in cut and awk".into());
    }
    let filter = crate::mapped::open_filter(&args.filter).map_err(|e| match e.kind() {
        linebloom::ErrorKind::Incompatible => crate::files::not_a_bloom_file(&args.filter, "join"),
        _ => e.to_string(),
    })?;
    let exact = match &args.exact {
        Some(path) => {
            let mut set = ExactSet::default();
            for_each_key(path, false, |k| {
                set.insert(k.into());
            })?;
            Some(set)
        }
        None => None,
    };
    let (mut input, _) = open_input(&args.input)?;
    let stdout = io::stdout().lock();
    let mut out = io::BufWriter::with_capacity(1 << 20, stdout);
    let mut s = Summary::default();
    let mut rows: Vec<u8> = Vec::with_capacity(BATCH * 64);
    let mut ends: Vec<usize> = Vec::with_capacity(BATCH);
    let mut answers = vec![false; BATCH];
    let mut line_no = 0u64;
    let werr = |e: io::Error| {
        if e.kind() == io::ErrorKind::BrokenPipe {
            String::new() // `| head`: stop quietly
        } else {
            format!("writing rows: {e}")
        }
    };
    loop {
        // Read up to BATCH whole rows; a last row without a newline counts as a row.
        rows.clear();
        ends.clear();
        while ends.len() < BATCH {
            let n = input
                .read_until(b'\n', &mut rows)
                .map_err(|e| format!("{}: reading rows: {e}", args.input.display()))?;
            if n == 0 {
                break;
            }
            ends.push(rows.len());
        }
        if ends.is_empty() {
            break;
        }
        let mut keys: Vec<&[u8]> = Vec::with_capacity(ends.len());
        let mut start = 0;
        for &end in &ends {
            line_no += 1;
            let line = strip_line_end(&rows[start..end]);
            let key = field(line, delimiter, args.column).ok_or_else(|| {
                let have = line.split(|&b| b == delimiter).count();
                format!(
                    "{}: line {line_no} has {have} column(s) split on {:?}, --column {} asked \
                     (a truncated line, or the wrong --delimiter?)",
                    args.input.display(),
                    delimiter as char,
                    args.column
                )
            })?;
            keys.push(key);
            start = end;
        }
        let answers = &mut answers[..keys.len()];
        filter.contains_batch(&keys, answers);
        let mut start = 0;
        for ((&end, key), &maybe) in ends.iter().zip(&keys).zip(answers.iter()) {
            let member = maybe
                && match &exact {
                    Some(set) => {
                        s.checked += 1;
                        set.contains(*key)
                    }
                    None => true,
                };
            s.maybe += u64::from(maybe);
            if member != args.anti {
                out.write_all(&rows[start..end]).map_err(werr)?;
                s.out += 1;
            }
            start = end;
        }
        s.read += keys.len() as u64;
    }
    out.flush().map_err(werr)?;
    eprintln!(
        "linebloom join: {} rows read, {} passed the filter, {} reached the exact check, {} rows out",
        s.read, s.maybe, s.checked, s.out
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delimiters() {
        assert_eq!(parse_delimiter("\\t"), Ok(b'\t'));
        assert_eq!(parse_delimiter(","), Ok(b','));
        assert_eq!(parse_delimiter("comma"), Ok(b','));
        assert!(parse_delimiter("::").is_err());
        assert!(parse_delimiter("").is_err());
        assert!(parse_delimiter("\n").is_err());
    }

    #[test]
    fn fields_count_from_one() {
        assert_eq!(field(b"a\tb\tc", b'\t', 1), Some(&b"a"[..]));
        assert_eq!(field(b"a\tb\tc", b'\t', 3), Some(&b"c"[..]));
        assert_eq!(field(b"a\tb\tc", b'\t', 4), None);
        assert_eq!(field(b"", b'\t', 1), Some(&b""[..]));
        assert_eq!(strip_line_end(b"x\r\n"), b"x");
    }
}
