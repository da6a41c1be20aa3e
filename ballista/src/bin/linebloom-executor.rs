//! `linebloom-executor`: Ballista's executor with linebloom registered: its codecs (to decode
//! the runtime filter and the SQL functions in the plans it is sent), its function registry,
//! and its execution engine (the in-join filter and the broadcast placement run in each task).
//!
//! It takes Ballista's executor flags (`linebloom-executor --help`), e.g.
//! `linebloom-executor --scheduler-host sched.example --scheduler-port 50050 --bind-port 50051
//! --bind-grpc-port 50052 --external-host $(hostname)`; `RUST_LOG` sets the log level.

use std::sync::Arc;

use ballista_executor::config::Config;
use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};
use clap::Parser;
use linebloom_ballista::{executor_config, LinebloomExecutionEngine};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ballista_core::error::Result<()> {
    let opt = Config::parse();
    let config: ExecutorProcessConfig = opt.try_into()?;
    tracing_subscriber::fmt()
        .with_ansi(false)
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new(&config.special_mod_log_level)),
        )
        .init();
    let config = executor_config(config, Arc::new(LinebloomExecutionEngine::new()));
    start_executor_process(Arc::new(config)).await
}
