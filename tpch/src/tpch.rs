//! A TPC-H-shaped generator for the tests and the `tpch_join` example: `orders` and `lineitem`
//! with TPC-H's row counts (1.5 million orders and about 6 million line items per unit of scale),
//! its sparse order keys (8 of every 32), 1 to 7 line items per order and order dates spread
//! over 1992-01-01 to 1998-08-02. Columns not used by the joins are left out, and the values are
//! from a fixed-seed generator, not dbgen's, so row counts and key shapes match TPC-H, not the
//! exact values.

use std::sync::Arc;

use datafusion::arrow::array::{
    ArrayRef, Date32Array, Decimal128Array, Float64Array, Int32Array, Int64Array,
};
use datafusion::arrow::datatypes::{DataType, Field, Schema, SchemaRef};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::catalog::MemTable;
use datafusion::common::Result;
use datafusion::prelude::SessionContext;

/// 1992-01-01 as days since 1970-01-01.
pub const FIRST_ORDER_DATE: i32 = 8035;
/// The span of order dates, in days.
pub const ORDER_DATE_DAYS: i32 = 2406;
const ROWS_PER_BATCH: usize = 8192;
/// Prices are TPC-H's DECIMAL(15, 2): exact, so a sum does not depend on the order rows arrive in
/// (a Float64 sum does, which would make runs with and without a filter differ in the last digit).
const PRICE: DataType = DataType::Decimal128(PRICE_PRECISION, PRICE_SCALE);
const PRICE_PRECISION: u8 = 15;
const PRICE_SCALE: i8 = 2;

/// splitmix64: small, fast and good enough for synthetic columns.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        ((self.next() as u128 * n as u128) >> 64) as u64
    }
}

/// The `orders` schema: o_orderkey, o_custkey, o_totalprice, o_orderdate.
pub fn orders_schema() -> SchemaRef {
    Arc::new(Schema::new(vec![
        Field::new("o_orderkey", DataType::Int64, false),
        Field::new("o_custkey", DataType::Int64, false),
        Field::new("o_totalprice", PRICE, false),
        Field::new("o_orderdate", DataType::Date32, false),
    ]))
}

/// The `lineitem` schema: l_orderkey, l_partkey, l_suppkey, l_linenumber, l_quantity,
/// l_extendedprice, l_shipdate.
pub fn lineitem_schema() -> SchemaRef {
    Arc::new(Schema::new(vec![
        Field::new("l_orderkey", DataType::Int64, false),
        Field::new("l_partkey", DataType::Int64, false),
        Field::new("l_suppkey", DataType::Int64, false),
        Field::new("l_linenumber", DataType::Int32, false),
        Field::new("l_quantity", DataType::Float64, false),
        Field::new("l_extendedprice", PRICE, false),
        Field::new("l_shipdate", DataType::Date32, false),
    ]))
}

#[derive(Default)]
struct Columns {
    i64s: Vec<Vec<i64>>,
    i32s: Vec<Vec<i32>>,
    f64s: Vec<Vec<f64>>,
    /// Prices in cents.
    cents: Vec<Vec<i128>>,
    dates: Vec<Vec<i32>>,
}

/// A table as lists of batches, one list per partition.
pub type Partitions = Vec<Vec<RecordBatch>>;

/// Both tables at `scale` (1.0 is TPC-H SF 1), each as `partitions` lists of batches.
pub fn generate(scale: f64, partitions: usize) -> Result<(Partitions, Partitions)> {
    let partitions = partitions.max(1);
    let orders = (1_500_000.0 * scale).round().max(1.0) as u64;
    let customers = (150_000.0 * scale).round().max(1.0) as u64;
    let parts = (200_000.0 * scale).round().max(1.0) as u64;
    let suppliers = (10_000.0 * scale).round().max(1.0) as u64;
    let mut rng = Rng(0x7463_6868);
    let (mut o_parts, mut l_parts) = (vec![Vec::new(); partitions], vec![Vec::new(); partitions]);
    let (mut o, mut l) = (Columns::default(), Columns::default());
    o.i64s = vec![Vec::new(); 2];
    o.cents = vec![Vec::new()];
    o.dates = vec![Vec::new()];
    l.i64s = vec![Vec::new(); 3];
    l.i32s = vec![Vec::new()];
    l.f64s = vec![Vec::new()];
    l.cents = vec![Vec::new()];
    l.dates = vec![Vec::new()];
    let (mut o_batches, mut l_batches) = (0usize, 0usize);
    for i in 0..orders {
        let key = (i / 8 * 32 + i % 8 + 1) as i64;
        let date = FIRST_ORDER_DATE + rng.below(ORDER_DATE_DAYS as u64) as i32;
        let mut total = 0i128;
        for line in 1..=1 + rng.below(7) as i32 {
            let quantity = 1 + rng.below(50);
            let price = (quantity * (90_000 + rng.below(100_000))) as i128;
            total += price;
            l.i64s[0].push(key);
            l.i64s[1].push(1 + rng.below(parts) as i64);
            l.i64s[2].push(1 + rng.below(suppliers) as i64);
            l.i32s[0].push(line);
            l.f64s[0].push(quantity as f64);
            l.cents[0].push(price);
            l.dates[0].push(date + 1 + rng.below(121) as i32);
            if l.i32s[0].len() == ROWS_PER_BATCH {
                l_parts[l_batches % partitions].push(lineitem_batch(&mut l)?);
                l_batches += 1;
            }
        }
        o.i64s[0].push(key);
        o.i64s[1].push(1 + rng.below(customers) as i64);
        o.cents[0].push(total);
        o.dates[0].push(date);
        if o.dates[0].len() == ROWS_PER_BATCH {
            o_parts[o_batches % partitions].push(orders_batch(&mut o)?);
            o_batches += 1;
        }
    }
    if !o.dates[0].is_empty() {
        o_parts[o_batches % partitions].push(orders_batch(&mut o)?);
    }
    if !l.i32s[0].is_empty() {
        l_parts[l_batches % partitions].push(lineitem_batch(&mut l)?);
    }
    Ok((o_parts, l_parts))
}

fn prices(cents: &mut Vec<i128>) -> Result<ArrayRef> {
    let array = Decimal128Array::from(std::mem::take(cents))
        .with_precision_and_scale(PRICE_PRECISION, PRICE_SCALE)?;
    Ok(Arc::new(array))
}

fn orders_batch(c: &mut Columns) -> Result<RecordBatch> {
    let columns: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from(std::mem::take(&mut c.i64s[0]))),
        Arc::new(Int64Array::from(std::mem::take(&mut c.i64s[1]))),
        prices(&mut c.cents[0])?,
        Arc::new(Date32Array::from(std::mem::take(&mut c.dates[0]))),
    ];
    Ok(RecordBatch::try_new(orders_schema(), columns)?)
}

fn lineitem_batch(c: &mut Columns) -> Result<RecordBatch> {
    let columns: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from(std::mem::take(&mut c.i64s[0]))),
        Arc::new(Int64Array::from(std::mem::take(&mut c.i64s[1]))),
        Arc::new(Int64Array::from(std::mem::take(&mut c.i64s[2]))),
        Arc::new(Int32Array::from(std::mem::take(&mut c.i32s[0]))),
        Arc::new(Float64Array::from(std::mem::take(&mut c.f64s[0]))),
        prices(&mut c.cents[0])?,
        Arc::new(Date32Array::from(std::mem::take(&mut c.dates[0]))),
    ];
    Ok(RecordBatch::try_new(lineitem_schema(), columns)?)
}

/// Generates both tables at `scale` and registers them with `ctx` as `orders` and `lineitem`
/// (in-memory tables of `partitions` partitions each). Returns their row counts.
pub fn register(ctx: &SessionContext, scale: f64, partitions: usize) -> Result<(usize, usize)> {
    let (orders, lineitem) = generate(scale, partitions)?;
    let rows = |p: &Partitions| p.iter().flatten().map(|b| b.num_rows()).sum();
    let counts = (rows(&orders), rows(&lineitem));
    ctx.register_table(
        "orders",
        Arc::new(MemTable::try_new(orders_schema(), orders)?),
    )?;
    ctx.register_table(
        "lineitem",
        Arc::new(MemTable::try_new(lineitem_schema(), lineitem)?),
    )?;
    Ok(counts)
}
