//! [`RuntimeFilterNode`]: the logical node the rule puts on a probe side.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use datafusion::arrow::datatypes::DataType;
use datafusion::common::{internal_err, DFSchemaRef, Result};
use datafusion::logical_expr::{Expr, ExprSchemable, LogicalPlan, UserDefinedLogicalNodeCore};

use crate::keys;

/// The logical node the rule puts on a probe side: its rows (first input) whose `key` may be in
/// the filter image that its second input, `F`, computes. The output schema is the first input's.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Hash)]
pub struct RuntimeFilterNode {
    pub(super) input: LogicalPlan,
    pub(super) filter: LogicalPlan,
    pub(super) key: Expr,
    pub(super) judgement: JudgementSlot,
}

/// Where the extension planner leaves its judgement of a node it planned (applied, or declined
/// and why, with the estimates it read), so that `EXPLAIN`'s logical plan shows it on the node:
/// a declined filter leaves no node in the physical plan to carry it. Shared by the node's
/// clones; not part of the node's identity (equal, hashed and ordered as nothing).
#[derive(Debug, Clone, Default)]
pub(super) struct JudgementSlot(Arc<OnceLock<String>>);

impl JudgementSlot {
    /// Records `judgement` (the first one stays: a node is judged once per plan).
    pub(super) fn set(&self, judgement: String) {
        let _ = self.0.set(judgement);
    }
}

impl PartialEq for JudgementSlot {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for JudgementSlot {}

impl PartialOrd for JudgementSlot {
    fn partial_cmp(&self, _: &Self) -> Option<Ordering> {
        Some(Ordering::Equal)
    }
}

impl Hash for JudgementSlot {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl RuntimeFilterNode {
    /// The node filtering `input` by `key` through the one-row, one-Binary-column plan `filter`.
    pub fn try_new(input: LogicalPlan, filter: LogicalPlan, key: Expr) -> Result<Self> {
        let fields = filter.schema().fields();
        if fields.len() != 1 || !matches!(fields[0].data_type(), DataType::Binary) {
            return internal_err!(
                "RuntimeFilterNode: the filter input must have one Binary column, not {}",
                filter.schema()
            );
        }
        keys::check_key_type(&key.get_type(input.schema().as_ref())?, "runtime filter")?;
        Ok(RuntimeFilterNode {
            input,
            filter,
            key,
            judgement: JudgementSlot::default(),
        })
    }

    /// The probe side's key expression.
    pub fn key(&self) -> &Expr {
        &self.key
    }
}

impl UserDefinedLogicalNodeCore for RuntimeFilterNode {
    fn name(&self) -> &str {
        "LinebloomRuntimeFilter"
    }

    fn inputs(&self) -> Vec<&LogicalPlan> {
        vec![&self.input, &self.filter]
    }

    fn schema(&self) -> &DFSchemaRef {
        self.input.schema()
    }

    fn expressions(&self) -> Vec<Expr> {
        vec![self.key.clone()]
    }

    fn fmt_for_explain(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "LinebloomRuntimeFilter: key={}", self.key)?;
        match self.judgement.0.get() {
            Some(judgement) => write!(f, ", {judgement}"),
            None => Ok(()),
        }
    }

    fn with_exprs_and_inputs(
        &self,
        mut exprs: Vec<Expr>,
        inputs: Vec<LogicalPlan>,
    ) -> Result<Self> {
        let (Some(key), Ok([input, filter])) = (exprs.pop(), <[LogicalPlan; 2]>::try_from(inputs))
        else {
            return internal_err!("RuntimeFilterNode takes one expression and two inputs");
        };
        RuntimeFilterNode::try_new(input, filter, key)
    }

    fn necessary_children_exprs(&self, output_columns: &[usize]) -> Option<Vec<Vec<usize>>> {
        // The key's columns are added by the optimizer from `expressions()`.
        Some(vec![output_columns.to_vec(), vec![0]])
    }
}
