//! TPC-H-shaped tables as Parquet files, shared by the distributed test and the
//! `tpch_join_ballista` example (which includes this file by path): a Ballista executor reads
//! its tables from files, not from the client's memory.

use std::path::Path;

use datafusion::arrow::datatypes::SchemaRef;
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::common::Result;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use linebloom_tpch::tpch;

/// Writes TPC-H-shaped `orders` and `lineitem` at `scale` as Parquet, `files` files a table.
pub fn write_tables(dir: &Path, scale: f64, files: usize) -> Result<()> {
    let (orders, lineitem) = tpch::generate(scale, files)?;
    let tables = [
        ("orders", orders, tpch::orders_schema()),
        ("lineitem", lineitem, tpch::lineitem_schema()),
    ];
    for (name, parts, schema) in tables {
        write_parquet(&dir.join(name), &schema, &parts)?;
    }
    Ok(())
}

/// A generator of one table: `(table, scale, partitions)` to its schema and partitions.
pub type Generator = fn(&str, f64, usize) -> Result<(SchemaRef, Vec<Vec<RecordBatch>>)>;

/// Writes `tables` at `scale` from `generate` (`linebloom_tpch::tpch22::generate` or
/// `linebloom_tpch::tpcds::generate`) as Parquet, `files` files a table, to `dir/<table>/`.
pub fn write_generated_tables(
    dir: &Path,
    tables: &[&str],
    scale: f64,
    files: usize,
    generate: Generator,
) -> Result<()> {
    for &name in tables {
        let (schema, parts) = generate(name, scale, files)?;
        write_parquet(&dir.join(name), &schema, &parts)?;
    }
    Ok(())
}

/// Writes each partition of `parts` to `table/part-<i>.parquet`.
fn write_parquet(table: &Path, schema: &SchemaRef, parts: &[Vec<RecordBatch>]) -> Result<()> {
    std::fs::create_dir_all(table)?;
    for (i, batches) in parts.iter().enumerate() {
        let file = std::fs::File::create(table.join(format!("part-{i}.parquet")))?;
        let mut writer = ArrowWriter::try_new(file, schema.clone(), None)?;
        for b in batches {
            writer.write(b)?;
        }
        writer.close()?;
    }
    Ok(())
}

/// Registers the tables `write_tables` wrote in `dir` with `ctx`.
pub async fn register_tables(ctx: &SessionContext, dir: &Path) -> Result<()> {
    register_parquet_tables(ctx, dir, &["orders", "lineitem"]).await
}

/// Registers `dir/<table>/` (or, where there is no such folder, `dir/<table>.parquet`, as
/// `tpcgen-cli` writes it) as the Parquet table `<table>` with `ctx`, for each of `tables`.
pub async fn register_parquet_tables(
    ctx: &SessionContext,
    dir: &Path,
    tables: &[&str],
) -> Result<()> {
    for &name in tables {
        let folder = dir.join(name);
        let path = if folder.is_dir() {
            folder
        } else {
            dir.join(format!("{name}.parquet"))
        };
        let Some(path) = path.to_str() else {
            return datafusion::common::exec_err!("{} is not UTF-8", path.display());
        };
        ctx.register_parquet(name, path, ParquetReadOptions::default())
            .await?;
    }
    Ok(())
}
