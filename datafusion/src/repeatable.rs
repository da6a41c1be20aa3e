//! Whether a logical plan gives the same rows each time it is read: what the runtime filter
//! needs of a build side it reads twice (once for its filter `F`, once for the join).
//!
//! An allow-list: a plan node or expression counts as repeatable only if it is of a kind known to
//! be deterministic, so that a kind this module does not know (a new DataFusion node, a
//! user-defined one) makes the rule decline rather than risk wrong rows. What it refuses:
//!
//! - volatile expressions (`random()`, `uuid()`, any volatile UDF), anywhere in the plan or key;
//! - subqueries, window functions and other expressions outside the list;
//! - a `LIMIT`/`OFFSET` or a sort with a fetch, unless under an order over every column of its
//!   input (rows that tie are then equal, so any choice among them gives the same rows), and a
//!   scan with a fetch (which rows it reads first depends on scheduling);
//! - `DISTINCT ON`, and aggregates outside a list of order-insensitive ones (`first_value`,
//!   `last_value`, `array_agg`, `string_agg`, ...: their result depends on the order rows arrive
//!   in); `sum` and `avg` of floating-point values (a sum of floats depends on the order of its
//!   additions); any aggregate with a within-group `ORDER BY`;
//! - a recursive query's work table (`WITH RECURSIVE`), whose rows change with each iteration
//!   and which DataFusion lets a recursive term read once, and the recursive query itself;
//! - a table whose source is itself a plan (an unexpanded view), and temporary tables.

use std::sync::Arc;

use datafusion::arrow::datatypes::DataType;
use datafusion::catalog::stream::StreamTable;
use datafusion::catalog::streaming::StreamingTable;
use datafusion::common::tree_node::{TreeNode, TreeNodeRecursion};
use datafusion::datasource::cte_worktable::CteWorkTable;
use datafusion::datasource::source_as_provider;
use datafusion::logical_expr::expr::AggregateFunction;
use datafusion::logical_expr::{
    Distinct, Expr, ExprSchemable, FetchType, LogicalPlan, SkipType, SortExpr, TableSource,
    TableType,
};

/// Aggregate functions whose result does not depend on the order of their input rows (for
/// `sum` and `avg`, of non-floating-point input).
const ORDER_INSENSITIVE_AGGREGATES: &[&str] = &[
    "count",
    "sum",
    "avg",
    "mean",
    "min",
    "max",
    "bool_and",
    "bool_or",
    "bit_and",
    "bit_or",
    "bit_xor",
    "linebloom_agg",
];

/// Whether every read of `plan` gives the same rows (see the [module docs](self)).
pub(crate) fn repeatable_plan(plan: &LogicalPlan) -> bool {
    let mut repeatable = true;
    let visited = plan.apply(|node| {
        if node_is_repeatable(node) {
            Ok(TreeNodeRecursion::Continue)
        } else {
            repeatable = false;
            Ok(TreeNodeRecursion::Stop)
        }
    });
    repeatable && visited.is_ok()
}

/// Whether `expr` gives the same value each time it is evaluated on the same row.
pub(crate) fn repeatable_expr(expr: &Expr) -> bool {
    let mut repeatable = true;
    let visited = expr.apply(|e| {
        if expr_node_is_repeatable(e) {
            Ok(TreeNodeRecursion::Continue)
        } else {
            repeatable = false;
            Ok(TreeNodeRecursion::Stop)
        }
    });
    repeatable && visited.is_ok()
}

/// `plan` itself (not its inputs) is deterministic.
fn node_is_repeatable(plan: &LogicalPlan) -> bool {
    match plan {
        LogicalPlan::TableScan(scan) => {
            scan.fetch.is_none()
                && table_is_repeatable(&scan.source)
                && scan.filters.iter().all(repeatable_expr)
        }
        LogicalPlan::Filter(f) => repeatable_expr(&f.predicate),
        LogicalPlan::Projection(p) => p.expr.iter().all(repeatable_expr),
        LogicalPlan::SubqueryAlias(_) | LogicalPlan::EmptyRelation(_) => true,
        LogicalPlan::Values(v) => v.values.iter().flatten().all(repeatable_expr),
        LogicalPlan::Distinct(Distinct::All(_)) => true,
        LogicalPlan::Distinct(Distinct::On(_)) => false,
        LogicalPlan::Aggregate(agg) => {
            let schema = agg.input.schema();
            agg.group_expr.iter().all(repeatable_expr)
                && agg.aggr_expr.iter().all(|e| {
                    let Some(f) = aggregate_of(e) else {
                        return false;
                    };
                    order_insensitive(f, |arg| arg.get_type(schema.as_ref()).ok())
                })
        }
        LogicalPlan::Sort(sort) => {
            sort.fetch.is_none() || total_order(&sort.expr, sort.input.as_ref())
        }
        LogicalPlan::Limit(limit) => {
            let (Ok(SkipType::Literal(skip)), Ok(FetchType::Literal(fetch))) =
                (limit.get_skip_type(), limit.get_fetch_type())
            else {
                return false;
            };
            if skip == 0 && fetch.is_none() {
                return true;
            }
            match limit.input.as_ref() {
                LogicalPlan::Sort(sort) => total_order(&sort.expr, sort.input.as_ref()),
                _ => false,
            }
        }
        LogicalPlan::Join(join) => {
            join.on
                .iter()
                .all(|(l, r)| repeatable_expr(l) && repeatable_expr(r))
                && join.filter.as_ref().is_none_or(repeatable_expr)
        }
        LogicalPlan::Union(_) => true,
        // A runtime filter only drops rows its join drops: its probe side's rows if that side
        // repeats, and its filter's inputs are judged as the nodes below it.
        LogicalPlan::Extension(e) => e.node.as_any().is::<crate::runtime::RuntimeFilterNode>(),
        // Everything else, among them RecursiveQuery, Window, Unnest, other Extensions, Subquery
        // (its plan may be correlated), Repartition, Statement and DML nodes.
        _ => false,
    }
}

/// Whether a scan of `source` reads the same rows each time within a query: not a recursive
/// query's work table, not a temporary table, not a source that is itself a plan.
fn table_is_repeatable(source: &Arc<dyn TableSource>) -> bool {
    if source.table_type() == TableType::Temporary || source.get_logical_plan().is_some() {
        return false;
    }
    match source_as_provider(source) {
        // Stream tables read a FIFO or a stream: two reads see different rows.
        Ok(provider) => {
            !(provider.is::<CteWorkTable>()
                || provider.is::<StreamTable>()
                || provider.is::<StreamingTable>())
        }
        // A source DataFusion did not make: its table type is all there is to go by.
        Err(_) => true,
    }
}

/// The aggregate function of an aggregate expression (through aliases).
fn aggregate_of(expr: &Expr) -> Option<&AggregateFunction> {
    match expr {
        Expr::Alias(alias) => aggregate_of(&alias.expr),
        Expr::AggregateFunction(f) => Some(f),
        _ => None,
    }
}

/// Whether the aggregate `f` gives the same result whatever the order of its input rows;
/// `type_of` gives an argument's type.
fn order_insensitive(f: &AggregateFunction, type_of: impl Fn(&Expr) -> Option<DataType>) -> bool {
    let name = f.func.name().to_ascii_lowercase();
    if !ORDER_INSENSITIVE_AGGREGATES.contains(&name.as_str()) || !f.params.order_by.is_empty() {
        return false;
    }
    if !f.params.args.iter().all(repeatable_expr)
        || !f.params.filter.as_deref().is_none_or(repeatable_expr)
    {
        return false;
    }
    if matches!(name.as_str(), "sum" | "avg" | "mean") {
        return f
            .params
            .args
            .iter()
            .all(|arg| type_of(arg).is_some_and(|t| !t.is_floating()));
    }
    true
}

/// Whether sorting `input` by `order` leaves no two rows tied unless they are equal: `order`
/// names every column of `input` (plain column references).
fn total_order(order: &[SortExpr], input: &LogicalPlan) -> bool {
    let sorted: Vec<_> = order
        .iter()
        .filter_map(|s| match &s.expr {
            Expr::Column(c) => Some(c),
            _ => None,
        })
        .collect();
    input.schema().columns().iter().all(|c| sorted.contains(&c))
}

/// `expr` itself (not its children) is of a kind known to be deterministic.
fn expr_node_is_repeatable(expr: &Expr) -> bool {
    match expr {
        Expr::ScalarFunction(_) => !expr.is_volatile_node(),
        Expr::Alias(_)
        | Expr::Column(_)
        | Expr::Literal(..)
        | Expr::BinaryExpr(_)
        | Expr::Like(_)
        | Expr::SimilarTo(_)
        | Expr::Not(_)
        | Expr::IsNotNull(_)
        | Expr::IsNull(_)
        | Expr::IsTrue(_)
        | Expr::IsFalse(_)
        | Expr::IsUnknown(_)
        | Expr::IsNotTrue(_)
        | Expr::IsNotFalse(_)
        | Expr::IsNotUnknown(_)
        | Expr::Negative(_)
        | Expr::Between(_)
        | Expr::Case(_)
        | Expr::Cast(_)
        | Expr::TryCast(_)
        | Expr::InList(_)
        | Expr::Placeholder(_) => true,
        // A scalar subquery (`d_month_seq = (SELECT ...)`, which DataFusion evaluates once per
        // execution) gives the same value each time if its plan gives the same rows.
        Expr::ScalarSubquery(s) => repeatable_plan(&s.subquery),
        // An aggregate is judged by its Aggregate node (`order_insensitive`); anywhere else, and
        // every other kind (other subqueries, window functions, unnest, lambdas, variables), is
        // not known to be deterministic.
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::LinebloomOptions;
    use datafusion::common::Result;
    use datafusion::prelude::{SessionConfig, SessionContext};

    async fn optimized(ctx: &SessionContext, sql: &str) -> Result<LogicalPlan> {
        ctx.sql(sql).await?.into_optimized_plan()
    }

    #[tokio::test]
    async fn only_plans_known_to_repeat_their_rows_count_as_repeatable() -> Result<()> {
        let config = SessionConfig::new()
            .with_target_partitions(4)
            .with_option_extension(LinebloomOptions {
                runtime_filter: false,
                ..LinebloomOptions::default()
            });
        let ctx = SessionContext::new_with_config(config);
        ctx.sql(
            "CREATE TABLE b AS SELECT value AS k, value % 3 AS g, value * 0.5 AS f, \
             value % 2 = 0 AS flag FROM generate_series(0, 99)",
        )
        .await?;
        let repeatable = [
            "SELECT k FROM b WHERE flag",
            "SELECT DISTINCT k FROM b WHERE k > 3",
            "SELECT k, count(*), sum(g), min(f), max(f) FROM b GROUP BY k HAVING count(*) > 0",
            "SELECT k FROM b WHERE flag ORDER BY k",
            "SELECT k FROM b ORDER BY k, g, f, flag LIMIT 5",
            "SELECT k FROM b WHERE k IN (1, 2, 3) AND abs(g) < 2",
            "SELECT k FROM b WHERE g = (SELECT max(g) FROM b WHERE flag)",
        ];
        for sql in repeatable {
            assert!(repeatable_plan(&optimized(&ctx, sql).await?), "{sql}");
        }
        let not_repeatable = [
            "SELECT k FROM b WHERE random() < 0.5",
            "SELECT k + CAST(random() * 2 AS BIGINT) AS k FROM b",
            "SELECT k FROM b WHERE flag ORDER BY g LIMIT 20",
            "SELECT k FROM b WHERE flag LIMIT 20",
            "SELECT k FROM b ORDER BY g OFFSET 3",
            "SELECT DISTINCT ON (g) k FROM b ORDER BY g",
            "SELECT g, first_value(k) AS k FROM b GROUP BY g",
            "SELECT g, last_value(k ORDER BY f) AS k FROM b GROUP BY g",
            "SELECT g, sum(f) AS s FROM b GROUP BY g HAVING sum(f) > 10",
            "SELECT k, row_number() OVER (ORDER BY g) AS n FROM b",
            "SELECT k FROM b WHERE k > (SELECT avg(k) FROM b WHERE random() < 0.5)",
            "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) \
             SELECT n FROM r",
        ];
        for sql in not_repeatable {
            assert!(!repeatable_plan(&optimized(&ctx, sql).await?), "{sql}");
        }
        Ok(())
    }
}
