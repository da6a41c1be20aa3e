//! Arbitrary bytes into the file parser (`Filter::read_from`) and, through a temporary file, into
//! `Filter::load` and `MmapFilter::open`: every outcome is an error or a filter that writes back
//! exactly the bytes it was read from. Never a panic, never unbounded memory. The same bytes go to
//! the container readers (`ScalableFilter::read_from`, `RotatingFilter::read_from`, and
//! `load` / `MmapContainer::open` through the file): a container that parses must write back
//! the same bytes too. Inputs starting with the image magic go to the image readers
//! (`Filter::from_image`, `FilterRef::from_image[_verified]`), which must agree and write back
//! the same bytes; every input also goes to the cuckoo readers (`CuckooFilter::read_from`,
//! `load`, `MmapCuckooFilter::open_verified`), which must agree and write back the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use linebloom::{
    AlignedBytes, CuckooFilter, Filter, FilterRef, MmapContainer, MmapCuckooFilter, MmapFilter,
    RotatingFilter, ScalableFilter, HEADER_LEN,
};

/// The first input byte picks a mode: bit 0 re-seals the header checksum and bit 1 the block
/// checksum after the fuzzer's mutations, so mutated fields reach the checks behind the checksums.
fn prepare(input: &[u8]) -> Vec<u8> {
    // (Containers are recognised by their magic; see below.)
    let (mode, body) = input.split_first().map_or((0, &[][..]), |(m, b)| (*m, b));
    let mut data = body.to_vec();
    if data.len() >= 64 && data.starts_with(b"LBIMAGE1") {
        if mode & 2 != 0 {
            let sum = xxhash_rust::xxh3::xxh3_64(&data[64..]);
            data[48..56].copy_from_slice(&sum.to_le_bytes());
        }
        if mode & 1 != 0 {
            let sum = xxhash_rust::xxh3::xxh3_64(&data[..56]);
            data[56..64].copy_from_slice(&sum.to_le_bytes());
        }
        return data;
    }
    if data.len() >= HEADER_LEN && data.starts_with(b"LBSTACK1") {
        // A container: bit 0 re-seals the container header; bit 1 each member's two checksums.
        if mode & 2 != 0 {
            let mut at = HEADER_LEN;
            while at + HEADER_LEN <= data.len() {
                if data[at..at + 8] == *b"LINEBLOM" {
                    let blocks = u64::from_le_bytes(data[at + 32..at + 40].try_into().unwrap());
                    let end = (at + HEADER_LEN).saturating_add((blocks.min(1 << 40) * 64) as usize);
                    if end <= data.len() {
                        let sum = xxhash_rust::xxh3::xxh3_64(&data[at + HEADER_LEN..end]);
                        data[at + 56..at + 64].copy_from_slice(&sum.to_le_bytes());
                    }
                    data[at + 64..at + 72].fill(0);
                    let sum = xxhash_rust::xxh3::xxh3_64(&data[at..at + HEADER_LEN]);
                    data[at + 64..at + 72].copy_from_slice(&sum.to_le_bytes());
                }
                at += HEADER_LEN;
            }
        }
        if mode & 1 != 0 {
            data[72..80].fill(0);
            let sum = xxhash_rust::xxh3::xxh3_64(&data[..HEADER_LEN]);
            data[72..80].copy_from_slice(&sum.to_le_bytes());
        }
        return data;
    }
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

/// The container readers: every outcome an error or a container that writes back its bytes.
fn containers(data: &[u8]) {
    if let Ok(f) = ScalableFilter::read_from(&mut &data[..]) {
        let mut back = Vec::new();
        f.write_to(&mut back).unwrap();
        assert_eq!(&back[..], data, "re-serialised scalable container differs");
    }
    if let Ok(f) = RotatingFilter::read_from(&mut &data[..]) {
        let mut back = Vec::new();
        f.write_to(&mut back).unwrap();
        assert_eq!(&back[..], data, "re-serialised rotating container differs");
    }
    if data.len() <= 8 * HEADER_LEN {
        let path = std::env::temp_dir().join(format!("linebloom-fuzz-c-{}.lbs", std::process::id()));
        std::fs::write(&path, data).unwrap();
        let loaded = ScalableFilter::load(&path).is_ok() || RotatingFilter::load(&path).is_ok();
        // SAFETY: the fuzzer's own temporary file; nothing changes it while it is mapped.
        let mapped = unsafe { MmapContainer::open(&path) }.and_then(|m| m.verify().map(|()| m));
        assert_eq!(loaded, mapped.is_ok(), "load and mmap disagree");
        if let Ok(m) = mapped {
            let _ = m.contains(&1u64);
        }
        let _ = std::fs::remove_file(&path);
    }
}

/// The image readers: the copying and the zero-copy one agree, and an image writes back its bytes.
fn images(data: &[u8]) {
    let owned = Filter::from_image(data);
    let aligned = AlignedBytes::copy_from(data);
    let view = FilterRef::from_image_verified(&aligned);
    assert_eq!(owned.is_ok(), view.is_ok(), "image readers disagree");
    if let (Ok(f), Ok(v)) = (owned, view) {
        assert_eq!(&f.to_image()[..], data, "re-serialised image differs");
        assert_eq!(f.as_bytes(), v.as_bytes());
        let _ = v.contains(&1u64);
    }
    if let Ok(v) = FilterRef::from_image(&aligned) {
        let _ = v.contains(&2u64);
    }
}

/// The cuckoo readers (layout id 2): an error, or a filter that writes back its bytes; the file
/// and mapped readers agree.
fn cuckoo(data: &[u8]) {
    if let Ok(f) = CuckooFilter::read_from(&mut &data[..]) {
        let mut back = Vec::new();
        f.write_to(&mut back).unwrap();
        assert_eq!(&back[..], &data[..back.len()], "re-serialised cuckoo bytes differ");
        let _ = f.contains(&1u64);
    }
    if data.len() <= 2 * HEADER_LEN + 4096 {
        let path = std::env::temp_dir().join(format!("linebloom-fuzz-k-{}.lbf", std::process::id()));
        std::fs::write(&path, data).unwrap();
        let loaded = CuckooFilter::load(&path);
        // SAFETY: the fuzzer's own temporary file; nothing changes it while it is mapped.
        let mapped = unsafe { MmapCuckooFilter::open_verified(&path) };
        assert_eq!(loaded.is_ok(), mapped.is_ok(), "cuckoo load and mmap disagree");
        if let (Ok(f), Ok(m)) = (loaded, mapped) {
            assert_eq!(f.as_bytes(), m.as_bytes());
            let mut out = [false; 3];
            m.contains_batch(&[1u64, 2, 3], &mut out);
        }
        let _ = std::fs::remove_file(&path);
    }
}

fuzz_target!(|input: &[u8]| {
    let data = &prepare(input)[..];
    images(data);
    containers(data);
    cuckoo(data);
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
        // SAFETY: the fuzzer's own temporary file; nothing changes it while it is mapped.
        let mapped = unsafe { MmapFilter::open_verified(&path) };
        assert_eq!(loaded.is_ok(), mapped.is_ok());
        if let (Ok(f), Ok(m)) = (loaded, mapped) {
            assert_eq!(f.as_bytes(), m.view().as_bytes());
        }
        let _ = std::fs::remove_file(&path);
    }
});
