//! TPC-DS's 24 tables, generated in memory by
//! [tpcdsgen](https://github.com/datafusion-contrib/tpcgen-rs) (the same generator as
//! `tpcgen-cli tpcds`, so the same rows as its Parquet files), and the 99 queries.
//!
//! The query text is the TPC's (TPC-DS v3 templates with the qualification substitutions), in the
//! form Apache DataFusion's test suite carries it, under `queries/tpcds/`; see the `NOTICE` there.
//!
//! ```
//! # fn main() -> datafusion::common::Result<()> {
//! let ctx = datafusion::prelude::SessionContext::new();
//! linebloom_tpch::tpcds::register(&ctx, 0.01, 1)?;
//! assert_eq!(linebloom_tpch::tpcds::QUERIES.len(), 99);
//! # Ok(())
//! # }
//! ```

use std::sync::Arc;

use datafusion::arrow::datatypes::SchemaRef;
use datafusion::arrow::record_batch::{RecordBatch, RecordBatchReader};
use datafusion::catalog::MemTable;
use datafusion::common::{plan_err, Result};
use datafusion::prelude::SessionContext;
use tpcdsgen::config::{Session, SessionBuilder};
use tpcdsgen_arrow::{
    CallCenterArrow, CatalogPageArrow, CatalogReturnsArrow, CatalogSalesArrow,
    CustomerAddressArrow, CustomerArrow, CustomerDemographicsArrow, DateDimArrow,
    HouseholdDemographicsArrow, IncomeBandArrow, InventoryArrow, ItemArrow, PromotionArrow,
    ReasonArrow, ShipModeArrow, StoreArrow, StoreReturnsArrow, StoreSalesArrow, TimeDimArrow,
    WarehouseArrow, WebPageArrow, WebReturnsArrow, WebSalesArrow, WebSiteArrow,
};

/// The 24 tables' names.
pub const TABLES: [&str; 24] = [
    "call_center",
    "catalog_page",
    "catalog_returns",
    "catalog_sales",
    "customer",
    "customer_address",
    "customer_demographics",
    "date_dim",
    "household_demographics",
    "income_band",
    "inventory",
    "item",
    "promotion",
    "reason",
    "ship_mode",
    "store",
    "store_returns",
    "store_sales",
    "time_dim",
    "warehouse",
    "web_page",
    "web_returns",
    "web_sales",
    "web_site",
];

/// A table as lists of batches, one list per partition.
pub type Partitions = Vec<Vec<RecordBatch>>;

/// Deals `reader`'s batches round-robin into `partitions` lists.
fn deal(reader: impl RecordBatchReader, partitions: usize) -> Result<(SchemaRef, Partitions)> {
    let schema = reader.schema();
    let mut out = vec![Vec::new(); partitions.max(1)];
    let n = out.len();
    for (i, batch) in reader.enumerate() {
        out[i % n].push(batch?);
    }
    Ok((schema, out))
}

/// Generates `table` (one of [`TABLES`]) at `scale` (1.0 is SF 1) as `partitions` partitions.
pub fn generate(table: &str, scale: f64, partitions: usize) -> Result<(SchemaRef, Partitions)> {
    let session = |scale| -> Result<Session> {
        SessionBuilder::new()
            .with_scale_factor(scale)
            .build()
            .map_err(|e| datafusion::common::DataFusionError::External(Box::new(e)))
    };
    let s = session(scale)?;
    let p = partitions;
    match table {
        "call_center" => deal(CallCenterArrow::new(s), p),
        "catalog_page" => deal(CatalogPageArrow::new(s), p),
        "catalog_returns" => deal(CatalogReturnsArrow::new(s), p),
        "catalog_sales" => deal(CatalogSalesArrow::new(s), p),
        "customer" => deal(CustomerArrow::new(s), p),
        "customer_address" => deal(CustomerAddressArrow::new(s), p),
        "customer_demographics" => deal(CustomerDemographicsArrow::new(s), p),
        "date_dim" => deal(DateDimArrow::new(s), p),
        "household_demographics" => deal(HouseholdDemographicsArrow::new(s), p),
        "income_band" => deal(IncomeBandArrow::new(s), p),
        "inventory" => deal(InventoryArrow::new(s), p),
        "item" => deal(ItemArrow::new(s), p),
        "promotion" => deal(PromotionArrow::new(s), p),
        "reason" => deal(ReasonArrow::new(s), p),
        "ship_mode" => deal(ShipModeArrow::new(s), p),
        "store" => deal(StoreArrow::new(s), p),
        "store_returns" => deal(StoreReturnsArrow::new(s), p),
        "store_sales" => deal(StoreSalesArrow::new(s), p),
        "time_dim" => deal(TimeDimArrow::new(s), p),
        "warehouse" => deal(WarehouseArrow::new(s), p),
        "web_page" => deal(WebPageArrow::new(s), p),
        "web_returns" => deal(WebReturnsArrow::new(s), p),
        "web_sales" => deal(WebSalesArrow::new(s), p),
        "web_site" => deal(WebSiteArrow::new(s), p),
        other => plan_err!("tpcds: there is no TPC-DS table {other}"),
    }
}

/// Generates the 24 tables at `scale` and registers them with `ctx` as in-memory tables of
/// `partitions` partitions.
pub fn register(ctx: &SessionContext, scale: f64, partitions: usize) -> Result<()> {
    for table in TABLES {
        let (schema, parts) = generate(table, scale, partitions)?;
        ctx.register_table(table, Arc::new(MemTable::try_new(schema, parts)?))?;
    }
    Ok(())
}

macro_rules! queries {
    ($($n:literal)*) => {
        /// The 99 queries, `QUERIES[i]` being Q`i + 1`. Q14, Q23, Q24 and Q39 have two
        /// statements in TPC-DS; each entry here is one string that may hold several,
        /// separated by `;` (see [`statements`]).
        pub const QUERIES: [&str; 99] = [
            $(include_str!(concat!("../queries/tpcds/", $n, ".sql")),)*
        ];
    };
}

queries!(
    1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33
    34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
    64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93
    94 95 96 97 98 99
);

/// The statements of `query` (one of [`QUERIES`]), split at `;` outside quotes and comments.
pub fn statements(query: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for line in query.lines() {
        let line = if quoted {
            line
        } else {
            line.split("--").next().unwrap_or("")
        };
        for c in line.chars() {
            match c {
                '\'' => {
                    quoted = !quoted;
                    current.push(c);
                }
                ';' if !quoted => {
                    if !current.trim().is_empty() {
                        out.push(current.trim().to_string());
                    }
                    current.clear();
                }
                _ => current.push(c),
            }
        }
        current.push('\n');
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_string());
    }
    out
}

/// `query` without its last `LIMIT n`: where rows tie on the `ORDER BY` keys at the limit, which
/// of them are kept depends on the order rows arrive in, with or without a filter.
pub fn without_limit(query: &str) -> Option<String> {
    let lower = query.to_ascii_lowercase();
    let at = lower.rfind("limit ")?;
    let rest = &query[at + "limit ".len()..];
    let digits = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    (digits > 0).then(|| {
        let skip = rest.len() - rest.trim_start().len() + digits;
        format!("{}{}", &query[..at], &rest[skip..])
    })
}
