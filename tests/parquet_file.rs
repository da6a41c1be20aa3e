//! A Parquet file written by arrow-rs with Bloom filters on its columns, read back through
//! `linebloom::parquet`: the filter bytes at each column chunk's `bloom_filter_offset` parse, every
//! value of the column is found by value, and every answer (present or absent values) equals
//! arrow-rs's own `Sbbf::check`. The other way round, our header and bitset are what arrow-rs
//! writes for the same filter, and arrow-rs reads ours.

use std::fs::File;
use std::io::Read;
use std::sync::Arc;

use linebloom::parquet::{hash, ParquetFilter};
use parquet::bloom_filter::Sbbf;
use parquet::data_type::{ByteArray, ByteArrayType, Int32Type, Int64Type};
use parquet::file::properties::{ReaderProperties, WriterProperties};
use parquet::file::reader::FileReader;
use parquet::file::serialized_reader::{ReadOptionsBuilder, SerializedFileReader};
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;

const ROWS: i64 = 20_000;

fn words(i: i64) -> String {
    format!("user-{i:06}")
}

/// Writes `a: int64 = 3i`, `b: int32 = 5i + 1`, `s: utf8 = "user-NNNNNN"` with Bloom filters
/// on every column, one row group.
fn write_file(path: &std::path::Path) {
    let schema = Arc::new(
        parse_message_type(
            "message t { required int64 a; required int32 b; required binary s (UTF8); }",
        )
        .unwrap(),
    );
    let props = Arc::new(
        WriterProperties::builder()
            .set_bloom_filter_enabled(true)
            .set_bloom_filter_max_ndv(ROWS as u64)
            .set_bloom_filter_fpp(0.01)
            .build(),
    );
    let mut writer = SerializedFileWriter::new(File::create(path).unwrap(), schema, props).unwrap();
    let mut group = writer.next_row_group().unwrap();
    let a: Vec<i64> = (0..ROWS).map(|i| 3 * i).collect();
    let b: Vec<i32> = (0..ROWS).map(|i| 5 * i as i32 + 1).collect();
    let s: Vec<ByteArray> = (0..ROWS)
        .map(|i| ByteArray::from(words(i).as_str()))
        .collect();
    let mut column = 0;
    while let Some(mut col) = group.next_column().unwrap() {
        match column {
            0 => col.typed::<Int64Type>().write_batch(&a, None, None),
            1 => col.typed::<Int32Type>().write_batch(&b, None, None),
            _ => col.typed::<ByteArrayType>().write_batch(&s, None, None),
        }
        .unwrap();
        col.close().unwrap();
        column += 1;
    }
    group.close().unwrap();
    writer.close().unwrap();
}

#[test]
fn a_parquet_files_bloom_filters_answer_by_value_as_arrow_rs_does() {
    let dir = std::env::temp_dir().join(format!("linebloom-parquet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.parquet");
    write_file(&path);
    let mut file_bytes = Vec::new();
    File::open(&path)
        .unwrap()
        .read_to_end(&mut file_bytes)
        .unwrap();

    let options = ReadOptionsBuilder::new()
        .with_reader_properties(
            ReaderProperties::builder()
                .set_read_bloom_filter(true)
                .build(),
        )
        .build();
    let reader =
        SerializedFileReader::new_with_options(File::open(&path).unwrap(), options).unwrap();
    let chunk_meta = reader.metadata().row_group(0);
    let group = reader.get_row_group(0).unwrap();

    let ours: Vec<ParquetFilter> = (0..3)
        .map(|c| {
            let meta = chunk_meta.column(c);
            let at = meta.bloom_filter_offset().expect("a bloom filter") as usize;
            // Where the chunk records no length, the filter's own header says where it ends.
            let end = meta
                .bloom_filter_length()
                .map_or(file_bytes.len(), |n| at + n as usize);
            ParquetFilter::from_bloom_filter(&file_bytes[at..end]).unwrap()
        })
        .collect();
    let theirs: Vec<&Sbbf> = (0..3)
        .map(|c| group.get_column_bloom_filter(c).expect("arrow-rs reads it"))
        .collect();

    let mut maybes = [0usize; 3];
    for i in 0..2 * ROWS {
        let (a, b, s) = (3 * i, 5 * i as i32 + 1, words(i));
        let present = i < ROWS;
        for (c, (answer, theirs)) in [
            (ours[0].contains(&a), theirs[0].check(&a)),
            (ours[1].contains(&b), theirs[1].check(&b)),
            (ours[2].contains(s.as_str()), theirs[2].check(s.as_str())),
        ]
        .into_iter()
        .enumerate()
        {
            assert_eq!(answer, theirs, "column {c}, row {i}");
            if present {
                assert!(answer, "column {c}: value of row {i} not found");
            } else {
                maybes[c] += usize::from(answer);
            }
        }
        // Values probed by hash agree with those probed by value.
        assert_eq!(ours[0].contains_hash(hash(&a)), ours[0].contains(&a));
    }
    for (c, m) in maybes.iter().enumerate() {
        let rate = *m as f64 / ROWS as f64;
        assert!(rate < 0.03, "column {c}: false-positive rate {rate}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn our_header_and_bitset_are_what_arrow_rs_writes_and_reads() {
    for bytes in [32usize, 64, 4096] {
        let mut ours = ParquetFilter::new(bytes).unwrap();
        let mut theirs = Sbbf::new(&vec![0u8; bytes]);
        for v in 0..(bytes as i64) {
            ours.insert(&v);
            theirs.insert(&v);
        }
        let mut written = Vec::new();
        theirs.write(&mut written).unwrap();
        assert_eq!(ours.to_bloom_filter(), written, "{bytes} bytes");
        let back = Sbbf::from_bytes(&ours.to_bloom_filter()).unwrap();
        let read = ParquetFilter::from_bloom_filter(&written).unwrap();
        for v in 0..(4 * bytes as i64) {
            assert_eq!(back.check(&v), theirs.check(&v));
            assert_eq!(
                read.contains(&v),
                theirs.check(&v),
                "{bytes} bytes, value {v}"
            );
        }
    }
}

/// A Parquet filter for `n` values of column `b` (INT32), `bytes` of bitset.
fn int32_filter(bytes: usize, n: i32) -> ParquetFilter {
    let mut f = ParquetFilter::new(bytes).unwrap();
    for i in 0..n {
        f.insert(&(5 * i + 1));
    }
    f
}

fn file_of(f: &ParquetFilter) -> Vec<u8> {
    let mut out = Vec::new();
    f.write_to(&mut out).unwrap();
    out
}

/// The file's header with `edit` applied and its checksum (bytes 64..72) sealed again.
fn edited(file: &[u8], edit: impl Fn(&mut [u8])) -> Vec<u8> {
    let mut out = file.to_vec();
    edit(&mut out);
    out[64..72].fill(0);
    let sum = xxhash_rust::xxh3::xxh3_64(&out[..4096]);
    out[64..72].copy_from_slice(&sum.to_le_bytes());
    out
}

#[test]
fn a_parquet_filter_file_keeps_parquets_hash_and_answers_by_value() {
    let dir = linebloom_support::Scratch::new("test-parquet-filter-file").unwrap();
    // One split block (held twice in the file's line), and several lines.
    for bytes in [32, 64, 1024] {
        let f = int32_filter(bytes, 40);
        let file = file_of(&f);
        assert_eq!(u32::from_le_bytes(file[12..16].try_into().unwrap()), 4);
        assert_eq!(u32::from_le_bytes(file[16..20].try_into().unwrap()), 3);
        let flags = u64::from_le_bytes(file[48..56].try_into().unwrap());
        assert_eq!(flags, u64::from(bytes == 32), "{bytes} bytes");

        let path = dir.path().join(format!("p{bytes}.lbf"));
        f.save(&path).unwrap();
        let back = ParquetFilter::load(&path).unwrap();
        assert_eq!(back.to_bloom_filter(), f.to_bloom_filter(), "{bytes} bytes");
        for i in 0..40 {
            assert!(
                back.contains(&(5 * i + 1)),
                "{bytes} bytes: lost {}",
                5 * i + 1
            );
        }
        // arrow-rs reads the bitset that came back through the file.
        let sbbf = Sbbf::from_bytes(&back.to_bloom_filter()).unwrap();
        assert!((0..40).all(|i| sbbf.check(&(5 * i + 1))));

        // The readers of this crate's key encoding refuse it, by kind, rather than answer
        // "absent" for its members.
        for err in [
            linebloom::Filter::load(&path).unwrap_err(),
            linebloom::Filter::read_from(&mut file.as_slice()).unwrap_err(),
            // SAFETY: nothing writes the file while it would be mapped (and the header is
            // refused before any mapping).
            unsafe { linebloom::MmapFilter::open(&path) }.unwrap_err(),
        ] {
            assert_eq!(err.kind(), linebloom::ErrorKind::Incompatible, "{err}");
            assert!(err.to_string().contains("ParquetFilter"), "{err}");
        }
    }
}

/// A split-block filter file of this crate's key encoding (hash id 2).
fn key_encoding_split_file() -> Vec<u8> {
    let mut f = linebloom::Filter::builder()
        .expected_items(100)
        .layout(linebloom::Layout::SplitBlock)
        .build()
        .unwrap();
    f.insert(&7u64);
    let mut file = Vec::new();
    f.write_to(&mut file).unwrap();
    file
}

#[test]
fn a_filter_of_the_key_encoding_is_not_read_as_a_parquet_filter() {
    let file = key_encoding_split_file();
    let err = ParquetFilter::read_from(&mut file.as_slice()).unwrap_err();
    assert_eq!(err.kind(), linebloom::ErrorKind::Incompatible, "{err}");
}

#[test]
fn crafted_parquet_filter_headers_are_refused() {
    let one = file_of(&int32_filter(32, 5));
    let many = file_of(&int32_filter(256, 50));
    let read = |bytes: &[u8]| {
        ParquetFilter::read_from(&mut &bytes[..])
            .map(|_| ())
            .unwrap_err()
    };
    let set_u32 =
        |at: usize, v: u32| move |h: &mut [u8]| h[at..at + 4].copy_from_slice(&v.to_le_bytes());
    let set_u64 =
        |at: usize, v: u64| move |h: &mut [u8]| h[at..at + 8].copy_from_slice(&v.to_le_bytes());
    use linebloom::ErrorKind::*;
    let cases: Vec<(&str, Vec<u8>, linebloom::ErrorKind)> = vec![
        (
            "blocked layout",
            edited(&many, set_u32(12, 1)),
            Incompatible,
        ),
        ("k = 7", edited(&many, set_u32(20, 7)), CorruptHeader),
        ("seed 1", edited(&many, set_u64(24, 1)), CorruptHeader),
        ("flag bit 1", edited(&many, set_u64(48, 2)), Unsupported),
        (
            "one block, 2 lines",
            edited(&many, set_u64(48, 1)),
            CorruptHeader,
        ),
        ("hash id 4", edited(&many, set_u32(16, 4)), Unsupported),
    ];
    for (what, bytes, kind) in cases {
        let err = read(&bytes);
        assert_eq!(err.kind(), kind, "{what}: {err}");
    }
    // The one block's two copies differ (the block checksum sealed over the damage).
    let mut damaged = one.clone();
    damaged[4096 + 40] ^= 1;
    let sum = xxhash_rust::xxh3::xxh3_64(&damaged[4096..]);
    let damaged = edited(&damaged, |h| h[56..64].copy_from_slice(&sum.to_le_bytes()));
    assert_eq!(read(&damaged).kind(), CorruptBlocks);
    // A flag on a file of the key encoding is still refused there.
    let file = key_encoding_split_file();
    let flagged = edited(&file, set_u64(48, 1));
    assert!(linebloom::Filter::read_from(&mut flagged.as_slice()).is_err());
}

/// The Parquet filter file is the same bytes for the same values. Changing the digest is a
/// format change.
#[test]
fn golden_parquet_filter_file_digest() {
    let mut f = ParquetFilter::new(1024).unwrap();
    for i in 0..100i64 {
        f.insert(&i);
    }
    f.insert("golden");
    let file = file_of(&f);
    assert_eq!(file.len(), 4096 + 1024);
    let digest = xxhash_rust::xxh3::xxh3_64(&file);
    assert_eq!(digest, 0x1d5d_3004_c8c7_dec1, "digest {digest:#x}");
}
