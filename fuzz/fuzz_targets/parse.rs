//! Arbitrary bytes into the file parser (`Filter::read_from`) and, through a temporary file, into
//! `Filter::load` and `MmapFilter::open`: every outcome is an error or a filter that writes back
//! exactly the bytes it was read from. Never a panic, never unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use linebloom::{Filter, MmapFilter, HEADER_LEN};

/// The first input byte picks a mode: bit 0 re-seals the header checksum and bit 1 the block
/// checksum after the fuzzer's mutations, so mutated fields reach the checks behind the checksums.
fn prepare(input: &[u8]) -> Vec<u8> {
    let (mode, body) = input.split_first().map_or((0, &[][..]), |(m, b)| (*m, b));
    let mut data = body.to_vec();
    if data.len() >= HEADER_LEN {
        if mode & 2 != 0 {
            let sum = xxhash_rust::xxh3::xxh3_64(&data[HEADER_LEN..]);
            data[56..64].copy_from_slice(&sum.to_le_bytes());
        }
        if mode & 1 != 0 {
            data[64..72].fill(0);
            let sum = xxhash_rust::xxh3::xxh3_64(&data[..HEADER_LEN]);
            data[64..72].copy_from_slice(&sum.to_le_bytes());
        }
    }
    data
}

fuzz_target!(|input: &[u8]| {
    let data = &prepare(input)[..];
    match Filter::read_from(&mut &data[..]) {
        Err(_) => {}
        Ok(f) => {
            let mut back = Vec::new();
            f.write_to(&mut back).unwrap();
            assert_eq!(&back[..], &data[..back.len()], "re-serialised bytes differ");
        }
    }
    // Files get the length check too; keep the temp-file round trip to small inputs.
    if data.len() <= 2 * HEADER_LEN + 4096 {
        let path = std::env::temp_dir().join(format!("linebloom-fuzz-{}.lbf", std::process::id()));
        std::fs::write(&path, data).unwrap();
        let loaded = Filter::load(&path);
        let mapped = MmapFilter::open_verified(&path);
        assert_eq!(loaded.is_ok(), mapped.is_ok());
        if let (Ok(f), Ok(m)) = (loaded, mapped) {
            assert_eq!(f.as_bytes(), m.view().as_bytes());
        }
        let _ = std::fs::remove_file(&path);
    }
});
