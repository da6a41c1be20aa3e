//! Arbitrary buffers into the Python package's key columns (`python/src/columns.rs`, the
//! checks under `add_many` / `contains_many` for numpy and Arrow buffers): a column of any
//! kind, length, offsets, views, validity and code points either is refused by `Column::new`
//! or reads every present key without a panic, and a column that passed the checks reads each
//! key within its buffers, as a reference reader that indexes with bounds checks finds it.
#![no_main]

#[path = "../../python/src/columns.rs"]
#[allow(dead_code)]
mod columns;

use columns::{Column, IntKind, Validity, Values};
use libfuzzer_sys::fuzz_target;
use linebloom::Key;

/// Splits the input into a header of choices and up to four buffers.
fn split(data: &[u8]) -> Option<([u8; 8], Vec<&[u8]>)> {
    let head: [u8; 8] = data.get(..8)?.try_into().ok()?;
    let mut rest = &data[8..];
    let mut buffers = Vec::new();
    for i in 0..4 {
        let n = usize::from(head[4 + i]).min(rest.len());
        buffers.push(&rest[..n]);
        rest = &rest[n..];
    }
    Some((head, buffers))
}

fuzz_target!(|data: &[u8]| {
    let Some((head, b)) = split(data) else {
        return;
    };
    let len = usize::from(head[1] % 40);
    let offset = usize::from(head[2] % 16);
    let validity = match head[3] % 3 {
        0 => Validity::All,
        1 => Validity::Bits { bits: b[0], offset },
        _ => Validity::Bytes(b[0]),
    };
    let kinds = [
        IntKind::U8,
        IntKind::I8,
        IntKind::U16,
        IntKind::I16,
        IntKind::U32,
        IntKind::I32,
        IntKind::U64,
        IntKind::I64,
    ];
    let values = match head[0] % 9 {
        0 => Values::Ints {
            kind: kinds[usize::from(head[2]) % 8],
            data: b[1],
        },
        1 => Values::BoolBytes(b[1]),
        2 => Values::BoolBits { bits: b[1], offset },
        3 => Values::Floats {
            double: head[2] & 1 == 1,
            data: b[1],
        },
        4 => Values::Fixed {
            width: usize::from(head[2] % 9),
            data: b[1],
        },
        5 | 6 => Values::Offsets {
            large: head[0] % 9 == 6,
            offsets: b[1],
            data: b[2],
        },
        7 => Values::Views {
            views: b[1],
            buffers: vec![b[2], b[3]],
        },
        _ => Values::Ucs4 {
            chars: usize::from(head[2] % 5),
            data: b[1],
        },
    };
    let reference = values.clone();
    let Ok(column) = Column::new(len, values, validity) else {
        return;
    };
    let hashes = column.present_hashes(7);
    assert_eq!(
        hashes.len(),
        (0..len).filter(|&i| column.is_valid(i)).count()
    );
    // Byte keys read where a bounds-checked reference finds them.
    let mut k = 0;
    for i in (0..len).filter(|&i| column.is_valid(i)) {
        let key: Option<Vec<u8>> = match &reference {
            Values::Fixed { width, data } => {
                data.get(i * width..(i + 1) * width).map(<[u8]>::to_vec)
            }
            Values::Offsets {
                large,
                offsets,
                data,
            } => {
                let w = if *large { 8 } else { 4 };
                let at = |j: usize| -> Option<usize> {
                    let s = offsets.get(j * w..j * w + w)?;
                    let v = if *large {
                        i64::from_le_bytes(s.try_into().ok()?)
                    } else {
                        i64::from(i32::from_le_bytes(s.try_into().ok()?))
                    };
                    usize::try_from(v).ok()
                };
                at(i)
                    .zip(at(i + 1))
                    .and_then(|(a, b)| data.get(a..b))
                    .map(<[u8]>::to_vec)
            }
            _ => None,
        };
        if let Some(key) = key {
            assert_eq!(hashes[k], key.key_hash(7), "key {i}");
        }
        k += 1;
    }
});
