//! The SQL functions against exact answers: no false negatives, nulls, merging partial states,
//! multi-column keys, files from disk, and typed errors for bad input.

use std::sync::Arc;

use datafusion::arrow::array::{Array, AsArray, BooleanArray, Int64Array, StringArray};
use datafusion::arrow::datatypes::{DataType, Field, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::catalog::MemTable;
use datafusion::common::Result;
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom::Filter;

fn ctx(partitions: usize) -> SessionContext {
    linebloom_datafusion::context(SessionConfig::new().with_target_partitions(partitions))
}

/// Registers `t(k BIGINT, s VARCHAR, g BIGINT)` spread over `partitions` partitions, every tenth
/// k and s null.
fn table(ctx: &SessionContext, rows: i64, partitions: usize) -> Result<()> {
    let schema = Arc::new(Schema::new(vec![
        Field::new("k", DataType::Int64, true),
        Field::new("s", DataType::Utf8, true),
        Field::new("g", DataType::Int64, false),
    ]));
    let mut parts = vec![Vec::new(); partitions];
    for (n, start) in (0..rows).step_by(1000).enumerate() {
        let range = start..(start + 1000).min(rows);
        let k: Int64Array = range
            .clone()
            .map(|i| (i % 10 != 9).then_some(i * 7))
            .collect();
        let s: StringArray = range
            .clone()
            .map(|i| (i % 10 != 9).then(|| format!("key-{i}")))
            .collect();
        let g: Int64Array = range.map(|i| i % 3).collect();
        let batch =
            RecordBatch::try_new(schema.clone(), vec![Arc::new(k), Arc::new(s), Arc::new(g)])?;
        parts[n % partitions].push(batch);
    }
    ctx.register_table("t", Arc::new(MemTable::try_new(schema, parts)?))?;
    Ok(())
}

async fn bools(ctx: &SessionContext, sql: &str) -> Result<Vec<Option<bool>>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let mut out = Vec::new();
    for b in batches {
        out.extend(b.column(0).as_boolean().iter());
    }
    Ok(out)
}

async fn image(ctx: &SessionContext, sql: &str) -> Result<Vec<u8>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    Ok(batches[0].column(0).as_binary::<i32>().value(0).to_vec())
}

#[tokio::test]
async fn no_false_negatives_and_nulls_are_false() -> Result<()> {
    let ctx = ctx(4);
    table(&ctx, 20_000, 4)?;
    let sql = "WITH f AS (SELECT linebloom_agg(k, 20000, 0.01) AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), k) FROM t";
    let answers = bools(&ctx, sql).await?;
    assert_eq!(answers.len(), 20_000);
    let (present, null) = (18_000, 2_000);
    assert_eq!(
        answers.iter().filter(|a| **a == Some(true)).count(),
        present
    );
    assert_eq!(answers.iter().filter(|a| **a == Some(false)).count(), null);
    // Absent keys (k + 1 is never a multiple of 7 times anything here, except by collision):
    // about 1% say maybe.
    let sql = "WITH f AS (SELECT linebloom_agg(k, 20000, 0.01) AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), k * 7 + 3) FROM t WHERE k IS NOT NULL";
    let absent = bools(&ctx, sql).await?;
    let fp = absent.iter().filter(|a| **a == Some(true)).count() as f64 / absent.len() as f64;
    assert!(fp < 0.03, "false-positive rate {fp}");
    Ok(())
}

#[tokio::test]
async fn partial_states_merge_to_the_single_partition_filter() -> Result<()> {
    let one = ctx(1);
    table(&one, 50_000, 1)?;
    let many = ctx(4);
    table(&many, 50_000, 4)?;
    let sql = "SELECT linebloom_agg(s, 100000, 0.001) FROM t";
    let (a, b) = (image(&one, sql).await?, image(&many, sql).await?);
    let (fa, fb) = (
        Filter::from_image(&a).unwrap(),
        Filter::from_image(&b).unwrap(),
    );
    // Union is bitwise OR, so the blocks agree whatever the partitioning.
    assert_eq!(fa.as_bytes(), fb.as_bytes());
    assert_eq!(fa.insert_count(), 45_000);
    assert_eq!(fb.insert_count(), 45_000);
    Ok(())
}

#[tokio::test]
async fn grouped_filters_answer_for_their_group() -> Result<()> {
    let ctx = ctx(2);
    table(&ctx, 3_000, 2)?;
    let sql = "WITH f AS (SELECT g, linebloom_agg(k, 2000) AS b FROM t GROUP BY g)
               SELECT linebloom_contains(f.b, t.k) FROM t JOIN f ON t.g = f.g
               WHERE t.k IS NOT NULL";
    let answers = bools(&ctx, sql).await?;
    assert_eq!(answers.len(), 2_700);
    assert!(answers.iter().all(|a| *a == Some(true)));
    Ok(())
}

#[tokio::test]
async fn integer_widths_and_multi_column_keys_agree() -> Result<()> {
    let ctx = ctx(2);
    table(&ctx, 5_000, 2)?;
    // A filter of BIGINT keys answers for the same values as INT.
    let sql = "WITH f AS (SELECT linebloom_agg(k) AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), CAST(k AS INT)) FROM t
               WHERE k IS NOT NULL";
    assert!(bools(&ctx, sql).await?.iter().all(|a| *a == Some(true)));
    let sql = "WITH f AS (SELECT linebloom_agg(linebloom_key(k, s)) AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), linebloom_key(k, s)),
                      linebloom_contains((SELECT b FROM f), linebloom_key(k, 'other'))
               FROM t";
    let batches = ctx.sql(sql).await?.collect().await?;
    let (mut same, mut other_true) = (0, 0);
    for b in &batches {
        same += b.column(0).as_boolean().true_count();
        other_true += b.column(1).as_boolean().true_count();
    }
    assert_eq!(
        same, 5_000,
        "a null inside a composite key is part of the key"
    );
    assert!(
        other_true < 250,
        "{other_true} of 5000 absent composite keys said maybe"
    );
    Ok(())
}

#[tokio::test]
async fn empty_input_and_null_filter_hold_nothing() -> Result<()> {
    let ctx = ctx(2);
    table(&ctx, 1_000, 2)?;
    let sql = "WITH f AS (SELECT linebloom_agg(k) AS b FROM t WHERE k < 0)
               SELECT linebloom_contains((SELECT b FROM f), k) FROM t";
    assert!(bools(&ctx, sql).await?.iter().all(|a| *a == Some(false)));
    let sql = "SELECT linebloom_contains(CAST(NULL AS BYTEA), k) FROM t";
    assert!(bools(&ctx, sql).await?.iter().all(|a| *a == Some(false)));
    Ok(())
}

#[tokio::test]
async fn load_reads_a_filter_file() -> Result<()> {
    let dir = std::env::temp_dir().join(format!("lb-df-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("keys.lbf");
    let mut f = Filter::with_fpr(10_000, 0.001).unwrap();
    for i in 0..1_000 {
        f.insert(format!("key-{i}").as_str()); // as `linebloom build` hashes a key file's lines
    }
    f.save(&path).unwrap();
    let ctx = ctx(2);
    table(&ctx, 2_000, 2)?;
    let sql = format!(
        "SELECT linebloom_contains(linebloom_load('{}'), s) FROM t WHERE k < 7000",
        path.display()
    );
    let answers = bools(&ctx, &sql).await?;
    assert_eq!(answers.len(), 900);
    assert!(answers.iter().all(|a| *a == Some(true)));
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

async fn error_of(ctx: &SessionContext, sql: &str) -> String {
    let result = match ctx.sql(sql).await {
        Ok(df) => df.collect().await.map(|_| ()),
        Err(e) => Err(e),
    };
    result.expect_err(sql).to_string()
}

/// `linebloom_agg`'s layout argument: a split-block filter (Parquet's), merged across
/// partitions, equal bit for bit to the one Rust builds from the same keys, and read by
/// `linebloom_contains` from its image like a blocked one.
#[tokio::test]
async fn the_split_block_layout_builds_merges_and_answers() -> Result<()> {
    let ctx = ctx(4);
    table(&ctx, 20_000, 4)?;
    let bytes = image(
        &ctx,
        "SELECT linebloom_agg(k, 20000, 0.01, 'split-block') FROM t",
    )
    .await?;
    let from_sql = Filter::from_image(&bytes).expect("an image");
    assert_eq!(from_sql.layout(), linebloom::Layout::SplitBlock);
    assert_eq!(from_sql.num_hashes(), 8);
    let mut from_rust = Filter::builder()
        .expected_items(20_000)
        .fpr(0.01)
        .seed(linebloom_datafusion::functions::SEED)
        .layout(linebloom::Layout::SplitBlock)
        .build()
        .expect("a filter");
    for i in (0..20_000i64).filter(|i| i % 10 != 9) {
        from_rust.insert(&(i * 7));
    }
    assert_eq!(from_sql.as_bytes(), from_rust.as_bytes());
    let sql = "WITH f AS (SELECT linebloom_agg(k, 20000, 0.01, 'split-block') AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), k) FROM t WHERE k IS NOT NULL";
    let answers = bools(&ctx, sql).await?;
    assert_eq!(answers.len(), 18_000);
    assert!(answers.iter().all(|a| *a == Some(true)));
    let e = error_of(&ctx, "SELECT linebloom_agg(k, 100, 0.01, 'cuckoo') FROM t").await;
    assert!(e.contains("layout"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_agg(k, 100, 0.01, 3) FROM t").await;
    assert!(e.contains("layout must be a string"), "{e}");
    // Six lanes of the eight: the same bits as Rust's, every key found.
    let six = Filter::from_image(
        &image(
            &ctx,
            "SELECT linebloom_agg(k, 20000, 0.01, 'split-block', 6) FROM t",
        )
        .await?,
    )
    .expect("an image");
    let mut rust_six = Filter::builder()
        .expected_items(20_000)
        .fpr(0.01)
        .seed(linebloom_datafusion::functions::SEED)
        .layout(linebloom::Layout::SplitBlock)
        .num_hashes(6)
        .build()
        .expect("a filter");
    for i in (0..20_000i64).filter(|i| i % 10 != 9) {
        rust_six.insert(&(i * 7));
    }
    assert_eq!(six.num_hashes(), 6);
    assert_eq!(six.as_bytes(), rust_six.as_bytes());
    let sql = "WITH f AS (SELECT linebloom_agg(k, 20000, 0.01, 'split-block', 6) AS b FROM t)
               SELECT linebloom_contains((SELECT b FROM f), k) FROM t WHERE k IS NOT NULL";
    assert!(bools(&ctx, sql).await?.iter().all(|a| *a == Some(true)));
    let e = error_of(
        &ctx,
        "SELECT linebloom_agg(k, 100, 0.01, 'split-block', 9) FROM t",
    )
    .await;
    assert!(e.contains("split-block"), "{e}");
    let e = error_of(
        &ctx,
        "SELECT linebloom_agg(k, 100, 0.01, 'split-block', 'six') FROM t",
    )
    .await;
    assert!(e.contains("num_hashes must be an integer"), "{e}");
    Ok(())
}

#[tokio::test]
async fn bad_input_is_a_typed_error() -> Result<()> {
    let ctx = ctx(2);
    table(&ctx, 1_000, 2)?;
    let e = error_of(
        &ctx,
        "SELECT linebloom_contains(CAST('not a filter' AS BYTEA), k) FROM t",
    )
    .await;
    assert!(e.contains("not a linebloom filter image"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_contains(k, k) FROM t").await;
    assert!(e.contains("must be a filter"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_agg(k, 0) FROM t").await;
    assert!(e.contains("at least 1"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_agg(k, g) FROM t").await;
    assert!(e.contains("constant"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_agg(k, 100, 1.5) FROM t").await;
    assert!(e.contains("linebloom_agg"), "{e}");
    let e = error_of(
        &ctx,
        "SELECT linebloom_load('/nonexistent/linebloom/file.lbf')",
    )
    .await;
    assert!(e.contains("/nonexistent/linebloom/file.lbf"), "{e}");
    let e = error_of(&ctx, "SELECT linebloom_agg(INTERVAL '1 day') FROM t").await;
    assert!(e.contains("not supported"), "{e}");
    // A truncated image of a real filter.
    let good = image(&ctx, "SELECT linebloom_agg(k, 1000) FROM t").await?;
    let hex: String = good[..100].iter().map(|b| format!("{b:02x}")).collect();
    let e = error_of(
        &ctx,
        &format!("SELECT linebloom_contains(X'{hex}', k) FROM t"),
    )
    .await;
    assert!(e.contains("not a linebloom filter image"), "{e}");
    Ok(())
}

#[test]
fn contains_answers_booleans_for_every_key_type() -> Result<()> {
    // The key hashing itself, without SQL: every supported type round-trips through a filter.
    use datafusion::arrow::array::{
        ArrayRef, Date32Array, Float64Array, StringViewArray, UInt64Array,
    };
    let arrays: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from(vec![Some(1), None, Some(-5)])),
        Arc::new(UInt64Array::from(vec![Some(u64::MAX), Some(0), None])),
        Arc::new(Float64Array::from(vec![
            Some(-0.0),
            Some(f64::NAN),
            Some(2.5),
        ])),
        Arc::new(Date32Array::from(vec![Some(8035), None, Some(0)])),
        Arc::new(StringViewArray::from(vec![
            Some("a"),
            Some("a much longer string value"),
            None,
        ])),
    ];
    for a in arrays {
        let mut f = Filter::with_fpr(100, 0.0001).unwrap();
        let mut hashes = Vec::new();
        linebloom_datafusion::keys::hash_column(&a, f.seed(), &mut hashes)?;
        for i in 0..a.len() {
            if a.is_valid(i) {
                f.insert_hash_batch(&hashes[i..i + 1]);
            }
        }
        let answers: BooleanArray = linebloom_datafusion::keys::probe_column(&f, &a, &mut hashes)?;
        for i in 0..a.len() {
            assert_eq!(
                answers.value(i),
                a.is_valid(i),
                "{:?} row {i}",
                a.data_type()
            );
        }
    }
    Ok(())
}

#[tokio::test]
async fn the_readme_sql_runs() -> Result<()> {
    // README.md, "DataFusion": the statements as printed there.
    let ctx = ctx(2);
    ctx.sql("CREATE TABLE big AS SELECT value AS k FROM generate_series(1, 1000000)")
        .await?;
    ctx.sql("CREATE TABLE small AS SELECT value * 97 AS k FROM generate_series(1, 1000)")
        .await?;
    let count = |sql: &'static str| {
        let ctx = ctx.clone();
        async move {
            let b = ctx.sql(sql).await?.collect().await?;
            Ok::<i64, datafusion::error::DataFusionError>(
                b[0].column(0)
                    .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
                    .value(0),
            )
        }
    };
    let maybe = count(
        "WITH f AS (SELECT linebloom_agg(k, 1000, 0.01) AS bloom FROM small)
         SELECT count(*) FROM big WHERE linebloom_contains((SELECT bloom FROM f), k)",
    )
    .await?;
    // 1000 members, plus about 1% of the 999,000 others.
    assert!((1_000..1_000 + 20_000).contains(&maybe), "{maybe}");
    ctx.sql("SET linebloom.join_filter = true").await?;
    let exact = count("SELECT count(*) FROM big WHERE k IN (SELECT k FROM small)").await?;
    assert_eq!(exact, 1_000);
    Ok(())
}
