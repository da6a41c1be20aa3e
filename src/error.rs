//! The crate's one error type: an opaque struct with a kind a caller can match on and a message a
//! person can act on.

use std::fmt;

/// What went wrong, for callers that want to react to the cause rather than print it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A sizing parameter (expected items, fpr, bits per key, k, block count) is out of range.
    InvalidParameter,
    /// The filter would need more memory than this process can address or allocate.
    TooLarge,
    /// A back end was forced that this CPU (or this build's target) does not have.
    BackendUnavailable,
    /// Two filters were combined whose block count, k or seed differ.
    Incompatible,
    /// `fold` was asked of a filter whose block count is odd.
    NotFoldable,
    /// Reading or writing a file failed (missing, a directory, no permission, disk full...).
    Io,
    /// The input ends before the header or the blocks it announces.
    Truncated,
    /// The input does not start with the linebloom magic: not a filter file.
    BadMagic,
    /// A format version, layout, hash or flag this build does not know; never guessed at.
    Unsupported,
    /// The header is inconsistent: a checksum mismatch, non-zero reserved bytes, impossible
    /// sizes, or a file length that disagrees with the header.
    CorruptHeader,
    /// The block checksum does not match the blocks.
    CorruptBlocks,
    /// An Arrow array of a type that cannot be probed (see `contains_arrow`).
    UnsupportedArray,
    /// A filter cannot take a new key: a nonscaling [`ScalableFilter`](crate::ScalableFilter)
    /// holds its capacity, a growing one can stack no further sub-filter, or a
    /// [`CuckooFilter`](crate::CuckooFilter) found no free slot.
    Full,
    /// A zero-copy view was asked of bytes that do not start on the 64-byte boundary the blocks
    /// need ([`FilterRef::from_image`](crate::FilterRef::from_image)); copy them instead.
    Misaligned,
}

/// The error returned by every fallible operation in this crate.
///
/// `Display` gives a one-line message that says what was wrong and what would be accepted;
/// [`Error::kind`] gives the cause as a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    pub(crate) fn invalid(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidParameter, message)
    }

    /// An I/O failure while doing `what`; attach the file with [`in_file`](Self::in_file).
    pub(crate) fn io(what: &str, e: &std::io::Error) -> Self {
        let kind = if e.kind() == std::io::ErrorKind::UnexpectedEof {
            ErrorKind::Truncated
        } else {
            ErrorKind::Io
        };
        Error::new(kind, format!("{what}: {e}"))
    }

    /// The same error with the file's name in front of its message: the one way a path is
    /// attached to an error.
    pub(crate) fn in_file(self, path: &std::path::Path) -> Self {
        Error {
            kind: self.kind,
            message: format!("{}: {}", path.display(), self.message),
        }
    }

    /// The cause of the error.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
