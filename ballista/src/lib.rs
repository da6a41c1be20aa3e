//! # linebloom-ballista
//!
//! linebloom's SQL functions and runtime join filter on [Apache Ballista](https://datafusion.apache.org/ballista/),
//! DataFusion's distributed engine:
//!
//! - [`LinebloomCodec`], the physical codec that ships `linebloom_agg`, `linebloom_contains`,
//!   `linebloom_load` and `linebloom_key` to executors (a filter travels as the image argument:
//!   a `Binary` literal or a column of the plan);
//! - [`LinebloomExecutionEngine`], which runs the join filter rule of `linebloom-datafusion` on
//!   each stage plan as an executor receives it (see its docs for why there and not on the
//!   scheduler);
//! - [`session_config`], [`session_state`] and [`executor_config`], which put both where the
//!   scheduler, the executors and the client need them;
//! - [`LocalCluster`], a scheduler and executors on this machine's loopback, in this process.
//!
//! ```no_run
//! # #[tokio::main]
//! # async fn main() -> datafusion::common::Result<()> {
//! let cluster = linebloom_ballista::LocalCluster::start(2, 2).await?;
//! let ctx = cluster.context().await?;
//! ctx.sql("SET linebloom.join_filter = true").await?;
//! // register tables (Parquet, CSV, ...) and run SQL as with DataFusion
//! # Ok(())
//! # }
//! ```
//!
//! Partial states of `linebloom_agg` are filter images that merge by union, so the aggregate
//! runs partially in one stage and finally in the next, as any DataFusion aggregate does.

mod cluster;
mod codec;
mod engine;
mod placement;

use std::sync::Arc;

use ballista_core::extension::SessionConfigExt;
use ballista_executor::executor_process::ExecutorProcessConfig;
use datafusion::execution::{SessionState, SessionStateBuilder};
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_datafusion::LinebloomOptions;

pub use cluster::LocalCluster;
pub use codec::{LinebloomCodec, LinebloomLogicalCodec};
pub use engine::{JoinFilterTotals, LinebloomExecutionEngine, TaskWrite};
pub use placement::BroadcastPlacementRule;

/// Ballista's session defaults with linebloom's options (`SET linebloom.…`) and
/// [`LinebloomCodec`].
pub fn session_config() -> SessionConfig {
    with_linebloom(SessionConfig::new_with_ballista())
}

/// `config` with linebloom's options (unless it has them), [`LinebloomCodec`] and
/// [`LinebloomLogicalCodec`].
pub fn with_linebloom(config: SessionConfig) -> SessionConfig {
    let config = if config
        .options()
        .extensions
        .get::<LinebloomOptions>()
        .is_some()
    {
        config
    } else {
        config.with_option_extension(LinebloomOptions::default())
    };
    config
        .with_ballista_physical_extension_codec(Arc::new(LinebloomCodec::default()))
        .with_ballista_logical_extension_codec(Arc::new(LinebloomLogicalCodec::default()))
}

/// A session state with DataFusion's defaults, `config` (given linebloom's options and codecs),
/// linebloom's SQL functions and the pre-shuffle runtime filter
/// ([`linebloom_datafusion::with_runtime_filter`]: on unless `SET linebloom.runtime_filter =
/// false`): what the scheduler plans with and what a client starts from. It has no in-join
/// filter rule and no placement: on Ballista they run on the executors
/// ([`LinebloomExecutionEngine`], [`BroadcastPlacementRule`]).
pub fn session_state(config: SessionConfig) -> SessionState {
    let state = linebloom_datafusion::with_runtime_filter(
        SessionStateBuilder::new()
            .with_config(with_linebloom(config))
            .with_default_features(),
    )
    .build();
    let ctx = SessionContext::new_with_state(state);
    linebloom_datafusion::register(&ctx);
    ctx.state()
}

/// Sets what an executor needs for linebloom on `config`: [`LinebloomCodec`], linebloom's
/// functions and options, and `engine` (whose [`LinebloomExecutionEngine::totals`] then count
/// this executor's join filters). The rest of `config` (ports, scheduler, work directory) is the
/// caller's.
pub fn executor_config(
    mut config: ExecutorProcessConfig,
    engine: Arc<LinebloomExecutionEngine>,
) -> ExecutorProcessConfig {
    let state = session_state(session_config());
    let session = state.config().clone();
    config.override_physical_codec = Some(Arc::new(LinebloomCodec::default()));
    config.override_function_registry = Some(Arc::new((&state).into()));
    config.override_config_producer = Some(Arc::new(move || session.clone()));
    config.override_execution_engine = Some(engine);
    config
}
