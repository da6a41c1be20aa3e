//! The pre-shuffle runtime filter: a logical rule in the manner of Spark's `InjectRuntimeFilter`
//! (run on the optimized plan by [`LinebloomQueryPlanner`]), its logical node, the extension
//! planner that plans it, and the physical operator that applies it.
//!
//! For an equi-join where dropping a probe row without a match cannot change the result, with a
//! selective build side (a filter over a scan) and a probe side that reads a table,
//! [`RuntimeFilterRule`] puts a [`RuntimeFilterNode`] on the probe side, as far down as the key's
//! columns go unchanged (into the fact table's input of a join chain). Its second input,
//! `F`, is a one-row plan: `linebloom_agg` over a copy of the build side's key expression (for
//! several key columns, of `linebloom_key(...)`). Because the rule works on the logical plan, the
//! filter is below whatever exchange the physical planner puts on the probe side: a hash join's
//! or a sort-merge join's repartition on one node, the probe stage's shuffle writer on Ballista.
//!
//! A semi join above a join chain (`... WHERE d_date IN (SELECT ...)` over `store_sales JOIN
//! date_dim`, as DataFusion keeps it) narrows the dimension the fact table joins: the rule builds
//! `F` from `date_dim LEFT SEMI JOIN (SELECT ...)` and filters the fact table's key, leaving the
//! semi join where it is (Spark moves the semi join below the join instead), onto a fact side no
//! other runtime filter thins yet. The rule does not
//! place filters inside an `F`, and a filter on a path deeper than the Ballista decoder reads is
//! left out.
//!
//! [`RuntimeFilterExec`] applies `F`: it requires `F` as a single partition (so Ballista cuts the
//! aggregate into an earlier stage and every task of the probe stage reads it whole), decodes the
//! image once per execution, and probes whole batches through the bitmap path. The build side is
//! read twice (once for `F`, once for the join), which Spark accepts too.
//!
//! Which joins (probe side in brackets): inner (either side, the build side being the selective
//! one), left semi `[left]`, right semi `[right]`, left outer `[right]`, right outer `[left]`;
//! never anti or full joins, null-equal keys or the null-aware anti join of `NOT IN`.
//!
//! Reading the build side twice is only right if both reads give the same rows: the rule declines
//! a build side that is not known to (one with a volatile expression, a `LIMIT` without a total
//! order, `DISTINCT ON`, an order-sensitive aggregate such as `first_value`, a recursive query's
//! work table, or any plan node outside a list of deterministic kinds), and a volatile key on
//! either side.

//! The code by role: `rule` (the logical rule), `node` (its logical node), `planner` (the
//! extension planner and the session wiring), `exec` (the operator), `pushdown` (the filter
//! inside a Parquet scan), and `decide`, the judgements of whether a filter can pay there:
//! the rule's logical checks, and the planner's physical ones with the reason it declines
//! (logged at debug level).

mod decide;
mod exec;
mod node;
mod planner;
mod pushdown;
mod rule;

pub use exec::{runtime_filters, RuntimeFilterExec};
pub use node::RuntimeFilterNode;
pub use planner::{
    place_runtime_filters, with_runtime_filter, LinebloomQueryPlanner, RuntimeFilterPlanner,
};
pub(crate) use pushdown::scan_takes_runtime_filter;
pub use pushdown::LinebloomContainsExpr;
pub use rule::RuntimeFilterRule;

// The submodules reach each other's internal items through these and their `use super::*`.
use decide::*;
use pushdown::*;
use rule::*;

/// The name of `F`'s one column.
const FILTER_COLUMN: &str = "linebloom_runtime_filter";

/// `linebloom_agg`'s size when the rule knows nothing better; the extension planner re-sizes `F`
/// from the build side's physical estimate when it has one.
const DEFAULT_EXPECTED_ITEMS: usize = 1_000_000;
