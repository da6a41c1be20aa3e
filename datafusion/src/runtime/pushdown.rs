//! The filter inside a Parquet scan: [`LinebloomContainsExpr`] and the push into the scan.

use std::fmt;
use std::sync::Arc;

use datafusion::arrow::array::RecordBatch;
use datafusion::arrow::datatypes::{DataType, Schema};
use datafusion::common::config::ConfigOptions;
use datafusion::common::{internal_err, Result};
use datafusion::datasource::source::DataSourceExec;
use datafusion::logical_expr::ColumnarValue;
use datafusion::physical_expr::expressions::Column;
use datafusion::physical_expr::{PhysicalExpr, PhysicalExprRef};
use datafusion::physical_plan::coop::CooperativeExec;
use datafusion::physical_plan::filter::FilterExec;
use datafusion::physical_plan::filter_pushdown::PushedDown;
use datafusion::physical_plan::projection::ProjectionExec;
use datafusion::physical_plan::{ChildrenPropertiesMode, ExecutionPlan, ReplaceChildrenOptions};
use linebloom::Filter;

use crate::keys;

use super::*;

/// `linebloom_contains(filter, key)` as a physical expression over one decoded filter: what
/// [`RuntimeFilterExec`] hands a Parquet scan so that the scan decodes the other columns only for
/// the rows it keeps (`datafusion.execution.parquet.pushdown_filters = true`).
#[derive(Debug, Clone)]
pub struct LinebloomContainsExpr {
    filter: Arc<Filter>,
    key: PhysicalExprRef,
}

impl LinebloomContainsExpr {
    /// Whether each row's `key` may be in `filter` (false for a null key).
    pub fn new(filter: Arc<Filter>, key: PhysicalExprRef) -> Self {
        LinebloomContainsExpr { filter, key }
    }
}

impl PartialEq for LinebloomContainsExpr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.filter, &other.filter) && self.key.as_ref() == other.key.as_ref()
    }
}

impl Eq for LinebloomContainsExpr {}

impl std::hash::Hash for LinebloomContainsExpr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.filter) as usize).hash(state);
        self.key.hash(state);
    }
}

impl fmt::Display for LinebloomContainsExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "linebloom_contains(<filter of {} bytes>, {})",
            self.filter.size_bytes(),
            self.key
        )
    }
}

impl PhysicalExpr for LinebloomContainsExpr {
    fn data_type(&self, _input_schema: &Schema) -> Result<DataType> {
        Ok(DataType::Boolean)
    }

    fn nullable(&self, _input_schema: &Schema) -> Result<bool> {
        Ok(false)
    }

    fn evaluate(&self, batch: &RecordBatch) -> Result<ColumnarValue> {
        let key = self.key.evaluate(batch)?.into_array(batch.num_rows())?;
        let mut hashes = Vec::new();
        Ok(ColumnarValue::Array(Arc::new(keys::probe_column(
            &self.filter,
            &key,
            &mut hashes,
        )?)))
    }

    fn children(&self) -> Vec<&Arc<dyn PhysicalExpr>> {
        vec![&self.key]
    }

    fn with_new_children(
        self: Arc<Self>,
        mut children: Vec<Arc<dyn PhysicalExpr>>,
    ) -> Result<Arc<dyn PhysicalExpr>> {
        match (children.pop(), children.is_empty()) {
            (Some(key), true) => Ok(Arc::new(LinebloomContainsExpr::new(
                Arc::clone(&self.filter),
                key,
            ))),
            _ => internal_err!("linebloom_contains takes one key"),
        }
    }

    fn fmt_sql(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "linebloom_contains(<filter>, ")?;
        self.key.fmt_sql(f)?;
        write!(f, ")")
    }
}

/// Whether `runtime`'s probe side ends in a Parquet scan that would take its filter as a row
/// filter (`datafusion.execution.parquet.pushdown_filters`), asked with a stand-in filter.
pub(crate) fn scan_takes_runtime_filter(
    runtime: &RuntimeFilterExec,
    config: &ConfigOptions,
) -> Result<bool> {
    let stand_in = Filter::with_fpr(1, 0.5)
        .map_err(|e| datafusion::common::DataFusionError::Internal(e.to_string()))?;
    Ok(push_into_scan(&runtime.input, &runtime.key, &Arc::new(stand_in), config)?.is_some())
}

/// A plan and the scan at its bottom.
type PlanAndScan = (Arc<dyn ExecutionPlan>, Arc<dyn ExecutionPlan>);

/// `plan` with `filter` of `key` pushed into the Parquet scan at its bottom, if the operators on
/// the way keep each partition's rows in place and the key as a column (projections, filters,
/// cooperative wrappers) and the scan takes the filter as a row filter
/// (`datafusion.execution.parquet.pushdown_filters`). Returns the new plan and its scan.
pub(super) fn push_into_scan(
    plan: &Arc<dyn ExecutionPlan>,
    key: &PhysicalExprRef,
    filter: &Arc<Filter>,
    config: &ConfigOptions,
) -> Result<Option<PlanAndScan>> {
    if let Some(scan) = plan.downcast_ref::<DataSourceExec>() {
        let contains: Arc<dyn PhysicalExpr> = Arc::new(LinebloomContainsExpr::new(
            Arc::clone(filter),
            Arc::clone(key),
        ));
        let pushed = scan
            .data_source()
            .try_pushdown_filters(vec![contains], config)?;
        return Ok(match (pushed.filters.as_slice(), pushed.updated_node) {
            ([PushedDown::Yes], Some(source)) => {
                let scan: Arc<dyn ExecutionPlan> = Arc::new(DataSourceExec::new(source));
                Some((Arc::clone(&scan), scan))
            }
            _ => None,
        });
    }
    let child_key = if let Some(p) = plan.downcast_ref::<ProjectionExec>() {
        let Some(c) = key.downcast_ref::<Column>() else {
            return Ok(None);
        };
        match p.expr().get(c.index()) {
            Some(e) if e.expr.is::<Column>() => Arc::clone(&e.expr),
            _ => return Ok(None),
        }
    } else if plan.is::<CooperativeExec>()
        || plan
            .downcast_ref::<FilterExec>()
            .is_some_and(|f| f.projection().is_none())
    {
        Arc::clone(key)
    } else {
        return Ok(None);
    };
    let children = plan.children();
    let [child] = children.as_slice() else {
        return Ok(None);
    };
    let Some((new_child, scan)) = push_into_scan(child, &child_key, filter, config)? else {
        return Ok(None);
    };
    let recompute = ReplaceChildrenOptions::new(ChildrenPropertiesMode::Recompute);
    Ok(Some((
        Arc::clone(plan).replace_children(vec![new_child], recompute)?,
        scan,
    )))
}
