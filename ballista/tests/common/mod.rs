//! TPC-H-shaped tables as Parquet files, shared by the distributed test and the
//! `tpch_join_ballista` example (which includes this file by path): a Ballista executor reads
//! its tables from files, not from the client's memory.

use std::path::Path;

use datafusion::common::Result;
use datafusion::parquet::arrow::ArrowWriter;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use linebloom_datafusion::tpch;

/// Writes TPC-H-shaped `orders` and `lineitem` at `scale` as Parquet, `files` files a table.
pub fn write_tables(dir: &Path, scale: f64, files: usize) -> Result<()> {
    let (orders, lineitem) = tpch::generate(scale, files)?;
    let tables = [
        ("orders", orders, tpch::orders_schema()),
        ("lineitem", lineitem, tpch::lineitem_schema()),
    ];
    for (name, parts, schema) in tables {
        let table = dir.join(name);
        std::fs::create_dir_all(&table)?;
        for (i, batches) in parts.iter().enumerate() {
            let file = std::fs::File::create(table.join(format!("part-{i}.parquet")))?;
            let mut writer = ArrowWriter::try_new(file, schema.clone(), None)?;
            for b in batches {
                writer.write(b)?;
            }
            writer.close()?;
        }
    }
    Ok(())
}

/// Registers the tables `write_tables` wrote in `dir` with `ctx`.
pub async fn register_tables(ctx: &SessionContext, dir: &Path) -> Result<()> {
    for name in ["orders", "lineitem"] {
        let path = dir.join(name);
        let path = path.to_str().expect("a UTF-8 temp path");
        ctx.register_parquet(name, path, ParquetReadOptions::default())
            .await?;
    }
    Ok(())
}
