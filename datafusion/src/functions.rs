//! The SQL functions: `linebloom_agg`, `linebloom_contains`, `linebloom_load` and `linebloom_key`.

use std::hash::{Hash, Hasher};
use std::mem::size_of;
use std::sync::{Arc, Mutex};

use datafusion::arrow::array::{Array, ArrayRef, AsArray, BooleanArray};
use datafusion::arrow::datatypes::DataType;
use datafusion::common::{exec_err, plan_err, Result, ScalarValue};
use datafusion::logical_expr::function::AccumulatorArgs;
use datafusion::logical_expr::simplify::{ExprSimplifyResult, SimplifyContext};
use datafusion::logical_expr::{
    Accumulator, AggregateUDFImpl, ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature,
    TypeSignature, Volatility,
};
use datafusion::physical_expr::expressions::Literal;
use datafusion::prelude::{lit, Expr};
use linebloom::{Filter, Layout, IMAGE_HEADER_LEN};

use crate::keys;

/// `linebloom_agg`'s shape when the query gives none: a million keys at 1% false positives
/// (about 1.2 MB).
pub const DEFAULT_EXPECTED_ITEMS: u64 = 1_000_000;
/// `linebloom_agg`'s false-positive rate when the query gives none.
pub const DEFAULT_FPR: f64 = 0.01;
/// The seed of every filter `linebloom_agg` and the join filter build. Partial states merge only
/// when their seeds agree, so it is one constant.
pub const SEED: u64 = 0x6c69_6e65_626c_6f6d;

fn is_binary(t: &DataType) -> bool {
    matches!(
        t,
        DataType::Binary
            | DataType::LargeBinary
            | DataType::BinaryView
            | DataType::FixedSizeBinary(_)
            | DataType::Null
    )
}

/// The bytes of a binary scalar; `None` for a null.
fn scalar_bytes(v: &ScalarValue) -> Result<Option<&[u8]>> {
    match v {
        ScalarValue::Binary(b)
        | ScalarValue::LargeBinary(b)
        | ScalarValue::BinaryView(b)
        | ScalarValue::FixedSizeBinary(_, b) => Ok(b.as_deref()),
        ScalarValue::Null => Ok(None),
        other => exec_err!(
            "linebloom_contains: the filter must be Binary (from linebloom_agg or \
             linebloom_load), not {}",
            other.data_type()
        ),
    }
}

/// Row `i` of a column of filter images; `None` for a null.
fn image_at(filters: &dyn Array, i: usize) -> Result<Option<&[u8]>> {
    if filters.is_null(i) {
        return Ok(None);
    }
    Ok(Some(match filters.data_type() {
        DataType::Binary => filters.as_binary::<i32>().value(i),
        DataType::LargeBinary => filters.as_binary::<i64>().value(i),
        DataType::BinaryView => filters.as_binary_view().value(i),
        DataType::FixedSizeBinary(_) => filters.as_fixed_size_binary().value(i),
        DataType::Null => return Ok(None),
        other => {
            return exec_err!(
                "linebloom_contains: the filter must be Binary (from linebloom_agg or \
                 linebloom_load), not {other}"
            )
        }
    }))
}

/// Whether two rows hold the same image, judged as the cache judges it: by header and length.
fn same_image(a: Option<&[u8]>, b: Option<&[u8]>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => {
            a.len() == b.len()
                && a[..a.len().min(IMAGE_HEADER_LEN)] == b[..b.len().min(IMAGE_HEADER_LEN)]
        }
        _ => false,
    }
}

/// The value of a constant argument, or a planning error naming it.
fn constant(args: &AccumulatorArgs, i: usize, what: &str) -> Result<Option<ScalarValue>> {
    let Some(expr) = args.exprs.get(i) else {
        return Ok(None);
    };
    match expr.downcast_ref::<Literal>() {
        Some(l) if !l.value().is_null() => Ok(Some(l.value().clone())),
        _ => plan_err!("linebloom_agg: {what} must be a non-null constant"),
    }
}

/// `linebloom_agg(expr [, expected_items [, fpr [, layout [, num_hashes]]]])`: a Bloom filter of
/// the non-null values of `expr`, returned as a linebloom filter image (Binary; FORMAT.md,
/// "Embedded images"). `layout` is `'blocked'` (the default) or `'split-block'` (Parquet's split
/// block Bloom filter); `num_hashes` fixes the bits set per key (1 to 16 blocked, 1 to 8
/// split-block; by default the blocked layout's best and the split-block layout's 8);
/// `linebloom_contains` reads any of them from the image.
///
/// The filter's shape depends only on the arguments, so partial aggregates (one per partition,
/// or one per Ballista stage) always merge, by bitwise OR.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct LinebloomAgg {
    signature: Signature,
}

impl Default for LinebloomAgg {
    fn default() -> Self {
        let forms = (1..=5).map(TypeSignature::Any).collect();
        LinebloomAgg {
            signature: Signature::one_of(forms, Volatility::Immutable),
        }
    }
}

impl AggregateUDFImpl for LinebloomAgg {
    fn name(&self) -> &str {
        "linebloom_agg"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        keys::check_key_type(&arg_types[0], "linebloom_agg")?;
        for (t, what) in arg_types.iter().skip(1).zip(["expected_items", "fpr"]) {
            if !t.is_numeric() {
                return plan_err!("linebloom_agg: {what} must be a number, not {t}");
            }
        }
        if let Some(t) = arg_types.get(3) {
            if !matches!(t, DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View) {
                return plan_err!(
                    "linebloom_agg: layout must be a string ('blocked' or 'split-block'), not {t}"
                );
            }
        }
        if let Some(t) = arg_types.get(4) {
            if !t.is_integer() {
                return plan_err!("linebloom_agg: num_hashes must be an integer, not {t}");
            }
        }
        Ok(DataType::Binary)
    }

    fn is_nullable(&self) -> bool {
        false
    }

    fn accumulator(&self, args: AccumulatorArgs) -> Result<Box<dyn Accumulator>> {
        let expected = match constant(&args, 1, "expected_items")? {
            Some(v) => match v.cast_to(&DataType::Int64)? {
                ScalarValue::Int64(Some(n)) if n > 0 => n as u64,
                _ => return plan_err!("linebloom_agg: expected_items must be at least 1"),
            },
            None => DEFAULT_EXPECTED_ITEMS,
        };
        let fpr = match constant(&args, 2, "fpr")? {
            Some(v) => match v.cast_to(&DataType::Float64)? {
                ScalarValue::Float64(Some(p)) => p,
                _ => return plan_err!("linebloom_agg: fpr must be a number"),
            },
            None => DEFAULT_FPR,
        };
        let layout = match constant(&args, 3, "layout")? {
            Some(
                ScalarValue::Utf8(Some(s))
                | ScalarValue::LargeUtf8(Some(s))
                | ScalarValue::Utf8View(Some(s)),
            ) => s
                .parse::<Layout>()
                .or_else(|e| plan_err!("linebloom_agg: {e}"))?,
            Some(v) => return plan_err!("linebloom_agg: layout must be a string, not {v}"),
            None => Layout::Blocked,
        };
        let mut builder = Filter::builder()
            .expected_items(expected)
            .fpr(fpr)
            .seed(SEED)
            .layout(layout);
        if let Some(v) = constant(&args, 4, "num_hashes")? {
            match v.cast_to(&DataType::Int64)? {
                // Out of u32 is out of every layout's range: the builder says which.
                ScalarValue::Int64(Some(k)) => {
                    builder = builder.num_hashes(u32::try_from(k).unwrap_or(0))
                }
                _ => return plan_err!("linebloom_agg: num_hashes must be an integer"),
            }
        }
        let filter = builder
            .build()
            .or_else(|e| plan_err!("linebloom_agg({expected}, {fpr}, '{layout}'): {e}"))?;
        Ok(Box::new(BloomAccumulator {
            filter,
            hashes: Vec::new(),
        }))
    }
}

/// One partition's (or group's) filter.
#[derive(Debug)]
struct BloomAccumulator {
    filter: Filter,
    hashes: Vec<u64>,
}

impl Accumulator for BloomAccumulator {
    fn update_batch(&mut self, values: &[ArrayRef]) -> Result<()> {
        let keys = &values[0];
        keys::hash_column(keys, self.filter.seed(), &mut self.hashes)?;
        if let Some(nulls) = keys.logical_nulls() {
            let mut kept = 0;
            for i in nulls.valid_indices() {
                self.hashes[kept] = self.hashes[i];
                kept += 1;
            }
            self.hashes.truncate(kept);
        }
        self.filter.insert_hash_batch(&self.hashes);
        Ok(())
    }

    fn merge_batch(&mut self, states: &[ArrayRef]) -> Result<()> {
        let states = states[0].as_binary::<i32>();
        for image in states.iter().flatten() {
            let other = Filter::from_image(image)
                .or_else(|e| exec_err!("linebloom_agg: a partial state is not a filter: {e}"))?;
            self.filter
                .union(&other)
                .or_else(|e| exec_err!("linebloom_agg: partial states do not merge: {e}"))?;
        }
        Ok(())
    }

    fn state(&mut self) -> Result<Vec<ScalarValue>> {
        Ok(vec![self.evaluate()?])
    }

    fn evaluate(&mut self) -> Result<ScalarValue> {
        Ok(ScalarValue::Binary(Some(self.filter.to_image())))
    }

    fn size(&self) -> usize {
        size_of::<Self>() + self.filter.size_bytes() + self.hashes.capacity() * size_of::<u64>()
    }
}

/// The last filter image `linebloom_contains` parsed, so that a constant filter is copied and
/// checked once per query rather than once per batch.
#[derive(Debug, Default)]
struct ImageCache {
    last: Mutex<Option<CachedImage>>,
}

/// A parsed image with the header and length it was parsed from.
type CachedImage = (Vec<u8>, usize, Arc<Filter>);

impl ImageCache {
    fn get(&self, image: &[u8]) -> Result<Arc<Filter>> {
        // The header carries the blocks' checksum, so equal headers and lengths mean equal images
        // (a corrupt copy of a cached image would be answered from the good one, never a panic).
        let header = &image[..image.len().min(IMAGE_HEADER_LEN)];
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((h, len, f)) = last.as_ref() {
            if h.as_slice() == header && *len == image.len() {
                return Ok(Arc::clone(f));
            }
        }
        let filter = Filter::from_image(image).or_else(|e| {
            exec_err!(
                "linebloom_contains: the filter argument is not a linebloom filter image: {e}"
            )
        })?;
        let filter = Arc::new(filter);
        *last = Some((header.to_vec(), image.len(), Arc::clone(&filter)));
        Ok(filter)
    }
}

/// `linebloom_contains(filter, expr)`: whether each value of `expr` may be in `filter` (an image
/// from `linebloom_agg` or `linebloom_load`). A null key gives false; a null filter (an empty
/// scalar subquery) holds nothing, so every row gives false. A filter that is not an image is an
/// execution error.
#[derive(Debug)]
pub struct LinebloomContains {
    signature: Signature,
    cache: ImageCache,
}

impl LinebloomContains {
    /// The function, ready to register.
    pub fn new() -> Self {
        LinebloomContains {
            signature: Signature::any(2, Volatility::Immutable),
            cache: ImageCache::default(),
        }
    }
}

impl Default for LinebloomContains {
    fn default() -> Self {
        Self::new()
    }
}

impl PartialEq for LinebloomContains {
    fn eq(&self, other: &Self) -> bool {
        self.signature == other.signature
    }
}
impl Eq for LinebloomContains {}
impl Hash for LinebloomContains {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.signature.hash(state)
    }
}

impl ScalarUDFImpl for LinebloomContains {
    fn name(&self) -> &str {
        "linebloom_contains"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        if !is_binary(&arg_types[0]) {
            return plan_err!(
                "linebloom_contains: the first argument must be a filter (Binary, from \
                 linebloom_agg or linebloom_load), not {}",
                arg_types[0]
            );
        }
        keys::check_key_type(&arg_types[1], "linebloom_contains")?;
        Ok(DataType::Boolean)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let rows = args.number_rows;
        let keys = args.args[1].to_array(rows)?;
        let mut hashes = Vec::new();
        let answers = match &args.args[0] {
            ColumnarValue::Scalar(s) => match scalar_bytes(s)? {
                Some(image) => keys::probe_column(&*self.cache.get(image)?, &keys, &mut hashes)?,
                None => BooleanArray::from(vec![false; rows]),
            },
            // A filter per row: a scalar subquery turned into a join repeats one image on every
            // row, a join with a table of filters brings several. Probe each run of rows that
            // share an image (same header and length) as one batch.
            ColumnarValue::Array(filters) => {
                let mut out = Vec::with_capacity(rows);
                let mut start = 0;
                while start < rows {
                    let first = image_at(filters.as_ref(), start)?;
                    let mut end = start + 1;
                    while end < rows && same_image(image_at(filters.as_ref(), end)?, first) {
                        end += 1;
                    }
                    match first {
                        None => out.extend(std::iter::repeat_n(false, end - start)),
                        Some(image) => {
                            let filter = self.cache.get(image)?;
                            let run = keys.slice(start, end - start);
                            out.extend(keys::probe_column(&filter, &run, &mut hashes)?.values());
                        }
                    }
                    start = end;
                }
                BooleanArray::from(out)
            }
        };
        Ok(ColumnarValue::Array(Arc::new(answers)))
    }
}

/// Reads a filter file (as written by `linebloom build` or `Filter::save`) into an image.
fn load_image(path: &str) -> Result<Vec<u8>> {
    match Filter::load(path) {
        Ok(f) => Ok(f.to_image()),
        Err(e) => exec_err!("linebloom_load('{path}'): {e}"),
    }
}

/// `linebloom_load('path')`: the filter file at `path` as an image, read once while the query is
/// planned (a constant), so that a file from `linebloom build` can filter a query.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct LinebloomLoad {
    signature: Signature,
}

impl Default for LinebloomLoad {
    fn default() -> Self {
        LinebloomLoad {
            signature: Signature::string(1, Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for LinebloomLoad {
    fn name(&self) -> &str {
        "linebloom_load"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        Ok(DataType::Binary)
    }

    fn simplify(&self, args: Vec<Expr>, _info: &SimplifyContext) -> Result<ExprSimplifyResult> {
        if let [Expr::Literal(v, _)] = args.as_slice() {
            if let Some(Some(path)) = v.try_as_str() {
                return Ok(ExprSimplifyResult::Simplified(lit(ScalarValue::Binary(
                    Some(load_image(path)?),
                ))));
            }
        }
        Ok(ExprSimplifyResult::Original(args))
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        match &args.args[0] {
            ColumnarValue::Scalar(s) => match s.try_as_str() {
                Some(Some(path)) => Ok(ColumnarValue::Scalar(ScalarValue::Binary(Some(
                    load_image(path)?,
                )))),
                _ => Ok(ColumnarValue::Scalar(ScalarValue::Binary(None))),
            },
            ColumnarValue::Array(_) => {
                exec_err!("linebloom_load: the path must be a constant string")
            }
        }
    }
}

/// `linebloom_key(a, b, ...)`: one Binary key per row for a multi-column key, so that
/// `linebloom_agg(linebloom_key(a, b))` and `linebloom_contains(f, linebloom_key(x, y))` agree
/// on `(a, b) = (x, y)`. The bytes are specified in the crate docs ("Keys").
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct LinebloomKey {
    signature: Signature,
}

impl Default for LinebloomKey {
    fn default() -> Self {
        LinebloomKey {
            signature: Signature::variadic_any(Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for LinebloomKey {
    fn name(&self) -> &str {
        "linebloom_key"
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        if arg_types.is_empty() {
            return plan_err!("linebloom_key: give at least one column");
        }
        for t in arg_types {
            keys::check_key_type(t, "linebloom_key")?;
        }
        Ok(DataType::Binary)
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let rows = args.number_rows;
        let arrays = args
            .args
            .iter()
            .map(|a| a.to_array(rows))
            .collect::<Result<Vec<ArrayRef>>>()?;
        Ok(ColumnarValue::Array(keys::encode_keys(&arrays, rows)?))
    }
}
