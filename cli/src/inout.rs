//! What every file command shares: reading key inputs (files, streams, stdin), writing an
//! output to a file or standard output, refusing to overwrite an input, and the bytes of a
//! command-line argument.

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::path::Path;

/// Opens a key input: standard input for `-`, else the path, which may be a regular file (its
/// length is returned, so it can be counted first and shows progress) or a stream: a pipe,
/// `/dev/stdin`, a process substitution `<(cmd)` (length `None`). A directory is refused.
pub(crate) fn open_key_input(path: &Path) -> Result<(Box<dyn Read>, Option<u64>), String> {
    if path == Path::new("-") {
        return Ok((Box::new(io::stdin()), None));
    }
    let file =
        File::open(path).map_err(|e| format!("{}: cannot open key file: {e}", path.display()))?;
    let meta = file
        .metadata()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.is_dir() {
        return Err(format!(
            "{}: is a directory, not a key file",
            path.display()
        ));
    }
    let len = meta.is_file().then_some(meta.len());
    Ok((Box::new(file), len))
}

pub(crate) fn open_input(path: &Path) -> Result<(Box<dyn BufRead>, Option<u64>), String> {
    let (input, len) = open_key_input(path)?;
    Ok((Box::new(BufReader::with_capacity(1 << 20, input)), len))
}

/// Calls `each` with every key of the input, in order; shows progress on a terminal.
pub(crate) fn for_each_key(
    path: &Path,
    binary: bool,
    mut each: impl FnMut(&[u8]),
) -> Result<u64, String> {
    let (mut r, total) = open_input(path)?;
    let err = |e: io::Error| format!("{}: reading keys: {e}", path.display());
    let show = io::stderr().is_terminal() && total.is_some_and(|t| t > 64 << 20);
    let (mut count, mut read, mut shown) = (0u64, 0u64, 0u64);
    let mut line = Vec::new();
    loop {
        if binary {
            let mut key = [0u8; 8];
            let mut got = 0;
            while got < 8 {
                match r.read(&mut key[got..]) {
                    Ok(0) => break,
                    Ok(n) => got += n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(err(e)),
                }
            }
            if got == 0 {
                break;
            }
            if got < 8 {
                return Err(format!(
                    "{}: binary key file ends with a partial key ({got} of 8 bytes): the length must be a multiple of 8",
                    path.display()
                ));
            }
            each(&key);
            read += 8;
        } else {
            line.clear();
            let n = r.read_until(b'\n', &mut line).map_err(err)?;
            if n == 0 {
                break;
            }
            read += n as u64;
            let mut key = &line[..];
            key = key.strip_suffix(b"\n").unwrap_or(key);
            key = key.strip_suffix(b"\r").unwrap_or(key);
            each(key);
        }
        count += 1;
        if show && read - shown > 16 << 20 {
            shown = read;
            let t = total.unwrap_or(1).max(1);
            let done = (40 * read / t) as usize;
            eprint!(
                "\r[{}{}] {:>3}% {count} keys",
                "#".repeat(done),
                " ".repeat(40 - done.min(40)),
                100 * read / t
            );
        }
    }
    if show {
        eprintln!();
    }
    Ok(count)
}

/// Writes a file to `output` through `save` (the atomic writer), or through `write_to` to
/// standard output when `output` is `-`. Every command that writes a filter goes through here,
/// whatever the filter's kind, so `-o -` means standard output for each of them.
pub(crate) fn write_output(
    output: &Path,
    save: impl FnOnce(&Path) -> Result<(), linebloom::Error>,
    write_to: impl FnOnce(&mut dyn Write) -> Result<(), linebloom::Error>,
) -> Result<(), String> {
    if output != Path::new("-") {
        return save(output).map_err(|e| e.to_string());
    }
    let stdout = io::stdout();
    if stdout.is_terminal() {
        return Err(
            "-o -: standard output is a terminal; redirect it to a file or a pipe, or name an \
             output file"
                .into(),
        );
    }
    let mut w = io::BufWriter::with_capacity(1 << 20, stdout.lock());
    let written = write_to(&mut w).map_err(|e| e.to_string());
    written
        .and_then(|()| w.flush().map_err(|e| e.to_string()))
        .map_err(|e| format!("writing the filter to standard output: {e}"))
}

/// Refuses to write `output` when it is the same file as one of `inputs` (same device and inode):
/// the atomic replace would destroy the input it is still reading.
pub(crate) fn refuse_overwriting_input(output: &Path, inputs: &[&Path]) -> Result<(), String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let Ok(out) = std::fs::metadata(output) else {
            return Ok(());
        };
        for input in inputs {
            if let Ok(m) = std::fs::metadata(input) {
                if (m.dev(), m.ino()) == (out.dev(), out.ino()) {
                    return Err(format!(
                        "{}: the output is the input {}; write to another file",
                        output.display(),
                        input.display()
                    ));
                }
            }
        }
    }
    #[cfg(not(unix))]
    let _ = (output, inputs);
    Ok(())
}

/// A command-line argument's bytes: exactly as given on Unix; elsewhere its UTF-8 (lossy).
pub(crate) fn os_bytes(arg: &std::ffi::OsStr) -> std::borrow::Cow<'_, [u8]> {
    #[cfg(unix)]
    {
        std::borrow::Cow::Borrowed(std::os::unix::ffi::OsStrExt::as_bytes(arg))
    }
    #[cfg(not(unix))]
    {
        match arg.to_string_lossy() {
            std::borrow::Cow::Borrowed(s) => std::borrow::Cow::Borrowed(s.as_bytes()),
            std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s.into_bytes()),
        }
    }
}

/// Writes to stdout; a closed pipe (`| head`) is not an error.
pub(crate) fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    match io::stdout().lock().write_all(bytes) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("writing to stdout: {e}")),
        _ => Ok(()),
    }
}
