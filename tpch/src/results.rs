//! Query results in a form two runs can be compared by.

use std::sync::Arc;

use datafusion::arrow::array::{Array, AsArray, RecordBatch, StringArray};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Float64Type};
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use datafusion::common::Result;

/// Rows as text, sorted; floating-point cells rounded to 9 significant digits, since a sum of
/// doubles depends on the order rows arrive in (TPC-DS's `stddev_samp`, say).
pub fn normalized_rows(batches: &[RecordBatch]) -> Result<Vec<String>> {
    let options = FormatOptions::default().with_null("NULL");
    let mut rows = Vec::new();
    for batch in batches {
        let mut columns = Vec::with_capacity(batch.num_columns());
        for column in batch.columns() {
            let column = match column.data_type() {
                DataType::Float32 | DataType::Float64 => {
                    let doubles = cast(column, &DataType::Float64)?;
                    let doubles = doubles.as_primitive::<Float64Type>();
                    let text: Vec<Option<String>> = doubles
                        .iter()
                        .map(|v| v.map(|v| format!("{v:.8e}")))
                        .collect();
                    Arc::new(StringArray::from(text)) as Arc<dyn Array>
                }
                _ => Arc::clone(column),
            };
            columns.push(column);
        }
        let formatters = columns
            .iter()
            .map(|c| ArrayFormatter::try_new(c.as_ref(), &options))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        for row in 0..batch.num_rows() {
            let cells: Vec<String> = formatters
                .iter()
                .map(|f| f.value(row).to_string())
                .collect();
            rows.push(cells.join(" | "));
        }
    }
    rows.sort();
    Ok(rows)
}
