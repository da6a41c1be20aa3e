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
