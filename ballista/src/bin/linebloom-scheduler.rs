//! `linebloom-scheduler`: Ballista's scheduler with linebloom registered. Queries are planned
//! with linebloom's SQL functions, options (`SET linebloom.…`) and pre-shuffle runtime filter,
//! and plans travel to executors through linebloom's codecs.
//!
//! It takes Ballista's scheduler flags (`linebloom-scheduler --help`), e.g.
//! `linebloom-scheduler --bind-host 0.0.0.0 --bind-port 50050`; `RUST_LOG` sets the log level.
//! Pair it with `linebloom-executor` processes: a stock Ballista executor cannot decode
//! linebloom's plan nodes.

use std::net::SocketAddr;
use std::sync::Arc;

use ballista_core::error::BallistaError;
use ballista_scheduler::cluster::BallistaCluster;
use ballista_scheduler::config::{Config, SchedulerConfig};
use ballista_scheduler::scheduler_process::start_server;
use clap::Parser;
use datafusion::prelude::SessionConfig;
use linebloom_ballista::{session_config, session_state, LinebloomCodec, LinebloomLogicalCodec};
use tracing_subscriber::EnvFilter;

fn main() -> ballista_core::error::Result<()> {
    let opt = Config::parse();
    tracing_subscriber::fmt()
        .with_ansi(false)
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new(&opt.log_level_setting)),
        )
        .init();
    // Planning recurses deeply on large queries: Ballista's own scheduler runs with 32 MiB
    // worker stacks too.
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_stack_size(32 * 1024 * 1024)
        .build()
        .map_err(|e| BallistaError::General(format!("no tokio runtime: {e}")))?
        .block_on(run(opt))
}

async fn run(opt: Config) -> ballista_core::error::Result<()> {
    let address: SocketAddr = format!("{}:{}", opt.bind_host, opt.bind_port)
        .parse()
        .map_err(|e| {
            BallistaError::Configuration(format!(
                "--bind-host {} --bind-port {}: not a socket address: {e}",
                opt.bind_host, opt.bind_port
            ))
        })?;
    let mut config: SchedulerConfig = opt.try_into()?;
    config = config
        .with_override_config_producer(Arc::new(session_config))
        .with_override_session_builder(Arc::new(|config: SessionConfig| Ok(session_state(config))));
    config.override_logical_codec = Some(Arc::new(LinebloomLogicalCodec::default()));
    config.override_physical_codec = Some(Arc::new(LinebloomCodec::default()));
    let cluster = BallistaCluster::new_from_config(&config).await?;
    start_server(cluster, address, Arc::new(config)).await
}
