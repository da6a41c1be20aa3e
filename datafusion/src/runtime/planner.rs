//! The extension planner that turns the rule's node into [`RuntimeFilterExec`] (or declines),
//! the query planner that carries it, and the session wiring.

use std::sync::Arc;

use async_trait::async_trait;
use datafusion::catalog::Session;
use datafusion::common::display::{PlanType, ToStringifiedPlan};
use datafusion::common::{internal_err, Result, ScalarValue};
use datafusion::execution::context::QueryPlanner;
use datafusion::logical_expr::physical_planning_context::PhysicalPlanningContext;
use datafusion::logical_expr::{
    Aggregate, AggregateUDF, Explain, ExplainFormat, Expr, LogicalPlan, UserDefinedLogicalNode,
};
use datafusion::optimizer::{Optimizer, OptimizerContext};
use datafusion::physical_plan::explain::ExplainExec;
use datafusion::physical_plan::ExecutionPlan;
use datafusion::physical_planner::{DefaultPhysicalPlanner, ExtensionPlanner, PhysicalPlanner};

use crate::options::LinebloomOptions;

use super::*;

/// Plans [`RuntimeFilterNode`] as [`RuntimeFilterExec`], or as its probe input alone where the
/// physical estimates show the filter cannot pay: a probe side estimated below
/// `linebloom.runtime_filter_min_probe_rows`, a build side estimated above
/// `linebloom.join_filter_max_rows`, build-side scans reading more than half as many rows as
/// the probe side has (`MAX_BUILD_SCAN_SHARE` in `decide.rs`), or, on Ballista, a build side it will
/// broadcast. `F` is sized from the build side's estimate.
#[derive(Debug, Default)]
pub struct RuntimeFilterPlanner;

#[async_trait]
impl ExtensionPlanner for RuntimeFilterPlanner {
    async fn plan_extension(
        &self,
        planner: &dyn PhysicalPlanner,
        node: &dyn UserDefinedLogicalNode,
        logical_inputs: &[&LogicalPlan],
        physical_inputs: &[Arc<dyn ExecutionPlan>],
        session: &dyn Session,
        planning_ctx: &PhysicalPlanningContext,
    ) -> Result<Option<Arc<dyn ExecutionPlan>>> {
        let Some(node) = node.as_any().downcast_ref::<RuntimeFilterNode>() else {
            return Ok(None);
        };
        let ([probe, filter], [probe_logical, filter_logical]) = (physical_inputs, logical_inputs)
        else {
            return internal_err!("RuntimeFilterNode has two inputs");
        };
        let options = session
            .config_options()
            .extensions
            .get::<LinebloomOptions>()
            .cloned()
            .unwrap_or_default();
        let judgement = decide::physical(probe, filter, &options, session.config_options())?;
        node.judgement.set(judgement.to_string());
        let build_rows = match judgement.answer {
            decide::Physical::Apply { build_rows } => build_rows,
            decide::Physical::Decline(_) => {
                log::debug!("linebloom runtime filter on {}: {judgement}", node.key);
                return Ok(Some(Arc::clone(probe)));
            }
        };
        let mut filter = Arc::clone(filter);
        if let (Some(rows), LogicalPlan::Aggregate(agg)) = (build_rows, filter_logical) {
            let expected = rows.clamp(1024, options.join_filter_max_rows.max(1024));
            if let Some((udaf, key, fpr)) = agg_parts(agg) {
                let resized = filter_plan(&udaf, Arc::clone(&agg.input), key, expected, fpr)?;
                filter = planner.create_physical_plan(&resized, session).await?;
            }
        }
        let key = planner.create_physical_expr(
            &node.key,
            probe_logical.schema(),
            session,
            planning_ctx,
        )?;
        Ok(Some(Arc::new(
            RuntimeFilterExec::new(
                Arc::clone(probe),
                filter,
                key,
                options.join_filter_sample_rows as u64,
                options.join_filter_min_drop,
            )
            .with_decision(judgement.to_string()),
        )))
    }
}

/// The aggregate function, key and false-positive rate of an `F` the rule made.
fn agg_parts(agg: &Aggregate) -> Option<(Arc<AggregateUDF>, Expr, f64)> {
    let [Expr::Alias(alias)] = agg.aggr_expr.as_slice() else {
        return None;
    };
    let Expr::AggregateFunction(f) = alias.expr.as_ref() else {
        return None;
    };
    let [key, _, Expr::Literal(ScalarValue::Float64(Some(fpr)), _)] = f.params.args.as_slice()
    else {
        return None;
    };
    Some((Arc::clone(&f.func), key.clone(), *fpr))
}

/// A [`QueryPlanner`] that places the runtime filters on the optimized logical plan
/// ([`RuntimeFilterRule`], run to a fixed point) and plans linebloom's [`RuntimeFilterNode`]
/// (and everything else as DataFusion's default planner does). [`crate::with_join_filter`] sets
/// it.
///
/// The rule runs here, after DataFusion's logical optimizer, not among its rules: there the
/// nodes it placed changed what later passes of other rules did with the plan around them (join
/// inputs came out in another order), so that a filter the extension planner then declined still
/// left a different plan: TPC-DS SF 3 Q48 built its hash table on `store_sales` rows instead of
/// `customer_demographics`, 1.28x slower on one node with no filter in its plan. Placed after
/// the optimizer, a declined filter leaves exactly the plan the rule off gives.
#[derive(Debug, Default)]
pub struct LinebloomQueryPlanner;

#[async_trait]
impl QueryPlanner for LinebloomQueryPlanner {
    async fn create_physical_plan(
        &self,
        logical_plan: &LogicalPlan,
        session: &dyn Session,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        let planner =
            DefaultPhysicalPlanner::with_extension_planners(vec![Arc::new(RuntimeFilterPlanner)]);
        if let LogicalPlan::Explain(explain) = logical_plan {
            if explain.explain_format == ExplainFormat::Indent {
                return explain_with_judgements(&planner, explain, session).await;
            }
        }
        let placed = place_runtime_filters(logical_plan, session)?;
        planner.create_physical_plan(&placed, session).await
    }
}

/// `EXPLAIN` of a plan with runtime filters: DataFusion's, with the final logical plan the one
/// the filters were placed on, each `LinebloomRuntimeFilter` node showing the extension planner's
/// judgement (`estimated probe_rows=... build_rows=... build_scan_rows=...: applied`, or
/// `declined, ...` with the reason). A declined filter leaves no node in the physical plan, so
/// this is where its decline shows.
async fn explain_with_judgements(
    planner: &DefaultPhysicalPlanner,
    explain: &Explain,
    session: &dyn Session,
) -> Result<Arc<dyn ExecutionPlan>> {
    let placed = place_runtime_filters(&explain.plan, session)?;
    let with_filters = LogicalPlan::Explain(Explain {
        plan: Arc::new(placed.clone()),
        ..explain.clone()
    });
    let exec = planner.create_physical_plan(&with_filters, session).await?;
    let Some(shown) = exec.downcast_ref::<ExplainExec>() else {
        return Ok(exec);
    };
    // Planning judged the nodes `placed` shares with the plan it planned: display it now.
    let plans = shown
        .stringified_plans()
        .iter()
        .map(|p| match p.plan_type {
            PlanType::FinalLogicalPlan => placed.to_stringified(PlanType::FinalLogicalPlan),
            _ => p.clone(),
        })
        .collect();
    Ok(Arc::new(ExplainExec::new(
        shown.schema(),
        plans,
        shown.verbose(),
    )))
}

/// `plan`, an optimized logical plan, with the runtime filters [`RuntimeFilterRule`] places on
/// it under `session`'s options (`linebloom.*`): what [`LinebloomQueryPlanner`] plans. For a
/// planner of your own, and to see where the rule puts its nodes (`LinebloomRuntimeFilter:
/// key=...` in the plan's display) before the physical planner decides which to keep.
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> datafusion::common::Result<()> {
/// use datafusion::prelude::SessionConfig;
///
/// let ctx = linebloom_datafusion::context(SessionConfig::new());
/// ctx.sql("SET linebloom.runtime_filter_local_exchange = true").await?;
/// ctx.sql("CREATE TABLE f AS SELECT value AS k FROM generate_series(1, 1000)").await?;
/// ctx.sql("CREATE TABLE d AS SELECT value AS k, value < 10 AS hot FROM generate_series(1, 100)")
///     .await?;
/// let sql = "SELECT f.k FROM f JOIN d ON f.k = d.k WHERE d.hot";
/// let optimized = ctx.sql(sql).await?.into_optimized_plan()?;
/// let placed = linebloom_datafusion::place_runtime_filters(&optimized, &ctx.state())?;
/// assert!(placed.display_indent().to_string().contains("LinebloomRuntimeFilter: key=f.k"));
/// # Ok(())
/// # }
/// ```
pub fn place_runtime_filters(plan: &LogicalPlan, session: &dyn Session) -> Result<LogicalPlan> {
    let on = session
        .config_options()
        .extensions
        .get::<LinebloomOptions>()
        .is_some_and(|o| o.runtime_filter);
    if !on {
        return Ok(plan.clone());
    }
    let config =
        OptimizerContext::new_with_config_options(Arc::new(session.config_options().clone()));
    // The rule is idempotent (one filter per probe key), so its passes come to an end.
    let placed = Optimizer::with_rules(vec![Arc::new(RuntimeFilterRule::default())]).optimize(
        plan.clone(),
        &config,
        |_, _| {},
    )?;
    without_too_deep_filters(&placed, 0)
}

/// Adds the pre-shuffle runtime filter alone to a session being built: the
/// [`LinebloomQueryPlanner`], which places the filters with [`RuntimeFilterRule`] on the
/// optimized plan and plans their nodes. [`crate::with_join_filter`] adds this and the in-join
/// filter; a Ballista scheduler, whose stages run the in-join filter on the executors, needs only
/// this.
///
/// A query planner the builder already has is kept (DataFusion's default planner aside, which
/// [`LinebloomQueryPlanner`] extends), and then no runtime filter is placed. To have the runtime
/// filter with a planner of your own, run [`RuntimeFilterRule`] over the optimized plan before
/// planning it (or add it to the session's optimizer rules, where the nodes it places can change
/// what the other rules do with the plan around them), and give its [`DefaultPhysicalPlanner`] a
/// [`RuntimeFilterPlanner`] among its extension planners.
pub fn with_runtime_filter(
    mut builder: datafusion::execution::SessionStateBuilder,
) -> datafusion::execution::SessionStateBuilder {
    if let Some(planner) = builder.query_planner() {
        let name = format!("{planner:?}");
        let replaceable = ["DefaultQueryPlanner", "LinebloomQueryPlanner"]
            .iter()
            .any(|ours| name.starts_with(ours));
        if !replaceable {
            return builder;
        }
    }
    builder.with_query_planner(Arc::new(LinebloomQueryPlanner))
}
