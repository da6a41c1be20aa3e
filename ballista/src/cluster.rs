//! A Ballista cluster on this machine: one scheduler and several executors, in this process,
//! talking gRPC and Arrow Flight over loopback.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use ballista::prelude::SessionContextExt;
use ballista_core::config::TaskSchedulingPolicy;
use ballista_core::serde::BallistaCodec;
use ballista_executor::executor_process::{start_executor_process, ExecutorProcessConfig};
use ballista_scheduler::standalone::new_standalone_scheduler_with_builder;
use datafusion::common::{DataFusionError, Result};
use datafusion::prelude::{SessionConfig, SessionContext};
use tokio::task::JoinHandle;

use crate::{
    executor_config, session_config, session_state, LinebloomCodec, LinebloomLogicalCodec,
};
use crate::{JoinFilterTotals, LinebloomExecutionEngine};

/// A scheduler and `executors` executors, each a real Ballista executor process's code
/// (`start_executor_process`) on its own loopback ports, running as tasks of the current tokio
/// runtime; they stop, and their work directories (shuffle files) are removed, when this is
/// dropped. The scheduler runs until the runtime ends.
pub struct LocalCluster {
    scheduler_port: u16,
    executors: Vec<(Arc<JoinFilterTotals>, JoinHandle<()>)>,
    /// The executors' work directories (their shuffle files), removed with the cluster.
    _work: tempfile::TempDir,
}

fn config_error(what: &str, e: impl std::fmt::Display) -> DataFusionError {
    DataFusionError::Configuration(format!("linebloom-ballista: {what}: {e}"))
}

/// A loopback port that was free a moment ago.
fn free_port() -> Result<u16> {
    let listener =
        TcpListener::bind("127.0.0.1:0").map_err(|e| config_error("no free loopback port", e))?;
    let port = listener
        .local_addr()
        .map_err(|e| config_error("no free loopback port", e))?
        .port();
    Ok(port)
}

impl LocalCluster {
    /// Starts the scheduler and `executors` executors of `vcores` task slots each.
    ///
    /// Both must be at least 1 (a cluster without a slot would take queries and never run
    /// them); otherwise this returns a configuration error.
    pub async fn start(executors: usize, vcores: usize) -> Result<Self> {
        if executors == 0 || vcores == 0 {
            return Err(config_error(
                "a local cluster needs at least one executor of at least one task slot",
                format_args!("asked for {executors} executors of {vcores} slots"),
            ));
        }
        let codec = BallistaCodec::new(
            Arc::new(LinebloomLogicalCodec::default()),
            Arc::new(LinebloomCodec::default()),
        );
        let address = new_standalone_scheduler_with_builder(
            Arc::new(|config: SessionConfig| Ok(session_state(config))),
            Arc::new(session_config),
            codec,
        )
        .await
        .map_err(|e| config_error("the scheduler did not start", e))?;
        let work = tempfile::Builder::new()
            .prefix("linebloom-ballista-")
            .tempdir()
            .map_err(|e| config_error("no work directory", e))?;
        let mut started = Vec::with_capacity(executors);
        for i in 0..executors {
            let work_dir = work.path().join(format!("executor-{i}"));
            std::fs::create_dir_all(&work_dir).map_err(|e| config_error("no work directory", e))?;
            let engine = Arc::new(LinebloomExecutionEngine::new());
            let totals = engine.totals();
            let config = ExecutorProcessConfig {
                bind_host: "127.0.0.1".into(),
                external_host: Some("127.0.0.1".into()),
                port: free_port()?,
                grpc_port: free_port()?,
                scheduler_host: "localhost".into(),
                scheduler_port: address.port(),
                scheduler_connect_timeout_seconds: 10,
                vcores,
                work_dir: Some(work_dir.to_string_lossy().into_owned()),
                task_scheduling_policy: TaskSchedulingPolicy::PullStaged,
                print_thread_info: false,
                executor_heartbeat_interval_seconds: 1,
                ..ExecutorProcessConfig::default()
            };
            let config = Arc::new(executor_config(config, engine));
            let handle = tokio::spawn(async move {
                if let Err(e) = start_executor_process(config).await {
                    eprintln!("linebloom-ballista: an executor stopped: {e}");
                }
            });
            started.push((totals, handle));
        }
        // Executors register on their first poll; give them a moment so that the first
        // query is spread over all of them.
        tokio::time::sleep(Duration::from_millis(300)).await;
        Ok(LocalCluster {
            scheduler_port: address.port(),
            executors: started,
            _work: work,
        })
    }

    /// The scheduler's address, `df://localhost:PORT`.
    pub fn url(&self) -> String {
        format!("df://localhost:{}", self.scheduler_port)
    }

    /// A client context whose queries run on this cluster, with linebloom's functions and
    /// options.
    pub async fn context(&self) -> Result<SessionContext> {
        let ctx =
            SessionContext::remote_with_state(&self.url(), session_state(session_config())).await?;
        linebloom_datafusion::register(&ctx);
        Ok(ctx)
    }

    /// Each executor's join filter totals.
    pub fn totals(&self) -> Vec<Arc<JoinFilterTotals>> {
        self.executors.iter().map(|(t, _)| Arc::clone(t)).collect()
    }
}

impl Drop for LocalCluster {
    fn drop(&mut self) {
        for (_, handle) in &self.executors {
            handle.abort();
        }
    }
}
