//! One key encoding (FORMAT.md "Keys"), the SQL surface: `linebloom_agg` over a column of any
//! integer width builds, bit for bit, the filter Rust builds from the same values as that width
//! (and so, by the root crate's tests/key_encoding.rs, the filter Arrow, C and the command line
//! build), and `linebloom_contains` finds every value of a filter built from another width.

use std::sync::Arc;

use datafusion::arrow::array::{
    ArrayRef, AsArray, Float32Array, Float64Array, Int16Array, Int32Array, Int64Array, Int8Array,
    StringArray, UInt16Array, UInt32Array, UInt64Array, UInt8Array,
};
use datafusion::arrow::datatypes::{Field, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::catalog::MemTable;
use datafusion::common::Result;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom::{Filter, Key};
use linebloom_datafusion::functions::SEED;

const VALUES: [i64; 13] = [
    0,
    1,
    42,
    127,
    128,
    255,
    -1,
    -128,
    -32768,
    65535,
    i32::MAX as i64,
    i32::MIN as i64,
    u32::MAX as i64,
];

/// (SQL column type name, whether a value fits it, the value's hash through the Rust key of that
/// width, the value as an Arrow array of that width).
type Width = (
    &'static str,
    fn(i64) -> bool,
    fn(i64, u64) -> u64,
    fn(&[i64]) -> ArrayRef,
);

const WIDTHS: [Width; 8] = [
    (
        "i8",
        |v| i8::try_from(v).is_ok(),
        |v, s| (v as i8).key_hash(s),
        |v| Arc::new(Int8Array::from_iter_values(v.iter().map(|&x| x as i8))),
    ),
    (
        "i16",
        |v| i16::try_from(v).is_ok(),
        |v, s| (v as i16).key_hash(s),
        |v| Arc::new(Int16Array::from_iter_values(v.iter().map(|&x| x as i16))),
    ),
    (
        "i32",
        |v| i32::try_from(v).is_ok(),
        |v, s| (v as i32).key_hash(s),
        |v| Arc::new(Int32Array::from_iter_values(v.iter().map(|&x| x as i32))),
    ),
    (
        "i64",
        |_| true,
        |v, s| v.key_hash(s),
        |v| Arc::new(Int64Array::from_iter_values(v.iter().copied())),
    ),
    (
        "u8",
        |v| u8::try_from(v).is_ok(),
        |v, s| (v as u8).key_hash(s),
        |v| Arc::new(UInt8Array::from_iter_values(v.iter().map(|&x| x as u8))),
    ),
    (
        "u16",
        |v| u16::try_from(v).is_ok(),
        |v, s| (v as u16).key_hash(s),
        |v| Arc::new(UInt16Array::from_iter_values(v.iter().map(|&x| x as u16))),
    ),
    (
        "u32",
        |v| u32::try_from(v).is_ok(),
        |v, s| (v as u32).key_hash(s),
        |v| Arc::new(UInt32Array::from_iter_values(v.iter().map(|&x| x as u32))),
    ),
    (
        "u64",
        |v| v >= 0,
        |v, s| (v as u64).key_hash(s),
        |v| Arc::new(UInt64Array::from_iter_values(v.iter().map(|&x| x as u64))),
    ),
];

fn values_of(w: &Width) -> Vec<i64> {
    VALUES.iter().copied().filter(|&v| (w.1)(v)).collect()
}

/// Registers table `t_<name>(v)` with `array` as its one column.
fn register(ctx: &SessionContext, name: &str, array: ArrayRef) -> Result<()> {
    let schema = Arc::new(Schema::new(vec![Field::new(
        "v",
        array.data_type().clone(),
        false,
    )]));
    let batch = RecordBatch::try_new(schema.clone(), vec![array])?;
    let table = MemTable::try_new(schema, vec![vec![batch]])?;
    ctx.register_table(format!("t_{name}"), Arc::new(table))?;
    Ok(())
}

async fn agg(ctx: &SessionContext, table: &str, n: usize) -> Result<Filter> {
    let batches = ctx
        .sql(&format!(
            "SELECT linebloom_agg(v, {n}, 0.01) FROM t_{table}"
        ))
        .await?
        .collect()
        .await?;
    let image = batches[0].column(0).as_binary::<i32>().value(0).to_vec();
    Ok(Filter::from_image(&image).unwrap())
}

fn rust_filter(n: usize, hashes: impl IntoIterator<Item = u64>) -> Filter {
    let mut f = Filter::builder()
        .expected_items(n as u64)
        .fpr(0.01)
        .seed(SEED)
        .build()
        .unwrap();
    for h in hashes {
        f.insert_hash(h);
    }
    f
}

async fn count_found(ctx: &SessionContext, table: &str, filter: &Filter) -> Result<i64> {
    let hex: String = filter
        .to_image()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let batches = ctx
        .sql(&format!(
            "SELECT count(*) FROM t_{table} WHERE linebloom_contains(X'{hex}', v)"
        ))
        .await?
        .collect()
        .await?;
    Ok(batches[0]
        .column(0)
        .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
        .value(0))
}

#[tokio::test]
async fn sql_integer_keys_are_their_value_whatever_the_width() -> Result<()> {
    let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(1));
    for w in &WIDTHS {
        let values = values_of(w);
        register(&ctx, w.0, (w.3)(&values))?;
    }
    for w in &WIDTHS {
        let values = values_of(w);
        let sql = agg(&ctx, w.0, values.len()).await?;
        let rust = rust_filter(values.len(), values.iter().map(|&v| (w.2)(v, SEED)));
        assert_eq!(
            sql.as_bytes(),
            rust.as_bytes(),
            "{}: SQL and Rust disagree",
            w.0
        );
        // A filter Rust built from this width finds, through SQL, every one of its values in a
        // column of every other width that holds them.
        for other in &WIDTHS {
            let shared = values.iter().filter(|&&v| (other.1)(v)).count() as i64;
            let found = count_found(&ctx, other.0, &rust).await?;
            // Found counts the other table's rows that hit: every shared value, plus at most
            // the false positives among the rest.
            assert!(
                found >= shared,
                "{} built, {} probed: {found} < {shared}",
                w.0,
                other.0
            );
        }
    }
    Ok(())
}

#[tokio::test]
async fn sql_floats_and_strings_hash_as_rust_keys() -> Result<()> {
    let ctx = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(1));
    let floats = [0.0f64, -0.0, 1.5, -2.25, f64::NAN, 1e300];
    register(&ctx, "f64", Arc::new(Float64Array::from(floats.to_vec())))?;
    register(
        &ctx,
        "f32",
        Arc::new(Float32Array::from(
            floats.iter().map(|&v| v as f32).collect::<Vec<_>>(),
        )),
    )?;
    let strings = ["", "a", "apple", "caf\u{e9}"];
    register(&ctx, "str", Arc::new(StringArray::from(strings.to_vec())))?;

    let f64s = rust_filter(floats.len(), floats.iter().map(|v| v.key_hash(SEED)));
    assert_eq!(
        agg(&ctx, "f64", floats.len()).await?.as_bytes(),
        f64s.as_bytes()
    );
    let f32s = rust_filter(
        floats.len(),
        floats.iter().map(|&v| (v as f32).key_hash(SEED)),
    );
    assert_eq!(
        agg(&ctx, "f32", floats.len()).await?.as_bytes(),
        f32s.as_bytes()
    );
    let strs = rust_filter(strings.len(), strings.iter().map(|s| s.key_hash(SEED)));
    assert_eq!(
        agg(&ctx, "str", strings.len()).await?.as_bytes(),
        strs.as_bytes()
    );
    assert_eq!(count_found(&ctx, "str", &strs).await?, strings.len() as i64);
    assert_eq!(count_found(&ctx, "f64", &f64s).await?, floats.len() as i64);
    Ok(())
}
