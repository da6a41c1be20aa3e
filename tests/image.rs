//! The embedded image: round trips, a golden digest, alignment, and every corruption refused
//! with a typed error.

use linebloom::{AlignedBytes, Backend, ErrorKind, Filter, FilterRef, IMAGE_HEADER_LEN};
use xxhash_rust::xxh3::xxh3_64;

fn filter(backend: Backend) -> Filter {
    let mut f = Filter::builder()
        .expected_items(1000)
        .bits_per_key(10.0)
        .seed(7)
        .backend(backend)
        .build()
        .unwrap();
    f.insert_batch(&(0..1000u64).collect::<Vec<_>>());
    f.insert("golden");
    f
}

/// Recomputes the header checksum after a deliberate edit, so the edit itself is what's tested.
fn reseal(image: &mut [u8]) {
    let sum = xxh3_64(&image[..56]);
    image[56..64].copy_from_slice(&sum.to_le_bytes());
}

/// The same keys and seed give the same image on every back end and target. Changing this digest
/// is a format change: bump the image version or the hash id (which went from 1 to 2 with the one
/// key encoding of FORMAT.md "Keys").
#[test]
fn golden_image_digest_is_stable_and_the_overhead_is_one_block() {
    for b in Backend::available() {
        let f = filter(b);
        let image = f.to_image();
        assert_eq!(image.len(), IMAGE_HEADER_LEN + f.size_bytes());
        assert_eq!(image.len(), f.image_len());
        assert_eq!(&image[..8], b"LBIMAGE1");
        assert_eq!(&image[64..], f.as_bytes());
        assert_eq!(xxh3_64(&image), 0x6e57_4f26_5314_b936, "{b:?}");
        let mut streamed = Vec::new();
        f.write_image(&mut streamed).unwrap();
        assert_eq!(streamed, image);
    }
}

#[test]
fn images_round_trip_owned_and_zero_copy() {
    let mut f = filter(Backend::detect());
    f.insert(&u64::MAX);
    let image = f.to_image();
    let copy = Filter::from_image(&image).unwrap();
    assert_eq!(copy, f);
    assert_eq!(copy.insert_count(), f.insert_count());

    let aligned = AlignedBytes::copy_from(&image);
    assert_eq!(&aligned[..], &image[..]);
    assert_eq!(aligned.as_ptr() as usize % 64, 0);
    let view = FilterRef::from_image(&aligned).unwrap();
    assert_eq!(view.as_bytes(), f.as_bytes());
    assert_eq!(
        (view.num_hashes(), view.seed(), view.insert_count()),
        (f.num_hashes(), f.seed(), f.insert_count())
    );
    let keys: Vec<u64> = (0..5000).collect();
    let (mut a, mut b) = (vec![false; keys.len()], vec![false; keys.len()]);
    view.contains_batch(&keys, &mut a);
    f.contains_batch(&keys, &mut b);
    assert_eq!(a, b);
    assert!(FilterRef::from_image_verified(&aligned).is_ok());
    assert_eq!(FilterRef::image_len(&aligned[..64]).unwrap(), image.len());
}

#[test]
fn a_misaligned_image_is_refused_with_misaligned_and_copies_fine() {
    let f = filter(Backend::detect());
    let mut buf = AlignedBytes::zeroed(f.image_len() + 64);
    for offset in [1usize, 8, 16, 32, 63] {
        buf[offset..offset + f.image_len()].copy_from_slice(&f.to_image());
        let slice = &buf[offset..offset + f.image_len()];
        let err = FilterRef::from_image(slice).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Misaligned, "offset {offset}: {err}");
        assert_eq!(Filter::from_image(slice).unwrap(), f);
    }
    buf[64..64 + f.image_len()].copy_from_slice(&f.to_image());
    assert!(FilterRef::from_image(&buf[64..64 + f.image_len()]).is_ok());
}

#[test]
fn damaged_images_give_specific_errors() {
    let f = filter(Backend::detect());
    let good = f.to_image();
    let kind = |bytes: &[u8]| {
        let aligned = AlignedBytes::copy_from(bytes);
        let owned = Filter::from_image(bytes).map(|_| ()).unwrap_err().kind();
        let view = FilterRef::from_image_verified(&aligned)
            .map(|_| ())
            .unwrap_err()
            .kind();
        assert_eq!(owned, view, "the copying and zero-copy readers disagree");
        owned
    };
    let edit = |at: usize, bytes: &[u8], reseal_it: bool| {
        let mut v = good.clone();
        v[at..at + bytes.len()].copy_from_slice(bytes);
        if reseal_it {
            reseal(&mut v);
        }
        v
    };
    assert_eq!(kind(b""), ErrorKind::Truncated);
    assert_eq!(kind(&good[..63]), ErrorKind::Truncated);
    assert_eq!(kind(&good[..good.len() - 1]), ErrorKind::Truncated);
    let mut long = good.clone();
    long.push(0);
    assert_eq!(kind(&long), ErrorKind::CorruptHeader);
    assert_eq!(kind(&edit(0, b"LINEBLOM", false)), ErrorKind::BadMagic);
    assert_eq!(
        kind(&edit(8, &2u16.to_le_bytes(), true)),
        ErrorKind::Unsupported
    );
    assert_eq!(
        kind(&edit(10, &9u16.to_le_bytes(), true)),
        ErrorKind::Unsupported
    );
    assert_eq!(
        kind(&edit(12, &9u16.to_le_bytes(), true)),
        ErrorKind::Unsupported
    );
    assert_eq!(kind(&edit(40, &[1], true)), ErrorKind::Unsupported);
    assert_eq!(
        kind(&edit(14, &0u16.to_le_bytes(), true)),
        ErrorKind::CorruptHeader
    );
    assert_eq!(
        kind(&edit(14, &17u16.to_le_bytes(), true)),
        ErrorKind::CorruptHeader
    );
    assert_eq!(
        kind(&edit(24, &0u64.to_le_bytes(), true)),
        ErrorKind::CorruptHeader
    );
    assert_eq!(
        kind(&edit(24, &u64::MAX.to_le_bytes(), true)),
        ErrorKind::CorruptHeader
    );
    // A block count that the bytes given cannot hold: truncated, and never an allocation.
    assert_eq!(
        kind(&edit(24, &(1u64 << 40).to_le_bytes(), true)),
        ErrorKind::Truncated
    );
    assert_eq!(kind(&edit(20, &[0xff], false)), ErrorKind::CorruptHeader);
    assert_eq!(kind(&edit(100, &[0xff], false)), ErrorKind::CorruptBlocks);
    // The unverified view checks the header only: a flipped block bit is its caller's to find.
    let flipped = AlignedBytes::copy_from(&edit(100, &[good[100] ^ 1], false));
    assert!(FilterRef::from_image(&flipped).is_ok());
}

/// Every single-byte change of the header is refused; every change of a block byte is refused
/// by the checking readers.
#[test]
fn every_single_byte_mutation_is_refused() {
    let good = filter(Backend::detect()).to_image();
    for at in (0..good.len()).step_by(7).chain(0..64) {
        let mut v = good.clone();
        v[at] ^= 0x5a;
        assert!(Filter::from_image(&v).is_err(), "byte {at}");
        let aligned = AlignedBytes::copy_from(&v);
        assert!(
            FilterRef::from_image_verified(&aligned).is_err(),
            "byte {at}"
        );
        if at < 64 {
            assert!(FilterRef::from_image(&aligned).is_err(), "byte {at}");
        }
    }
}
