//! A Ballista cluster deployed as separate processes, the way it runs on many hosts: one
//! `linebloom-scheduler` and two `linebloom-executor` programs on loopback ports. The runtime
//! filter's joins and the 22 TPC-H queries give the same rows on it as on one node, with
//! linebloom's switches off and on.
//!
//! Runs with `cargo test -p linebloom-ballista --features binaries --test processes`.

#[allow(dead_code)] // helpers shared with the other tests and the examples
mod common;

use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ballista::prelude::SessionContextExt;
use datafusion::arrow::util::pretty::pretty_format_batches;
use datafusion::common::{DataFusionError, Result};
use datafusion::prelude::{SessionConfig, SessionContext};
use linebloom_ballista::{session_config, session_state};
use linebloom_tpch::tpch22;

use common::{register_parquet_tables, register_tables, write_generated_tables, write_tables};

/// The scheduler and executors; each is killed when this is dropped, also when a test fails.
struct Processes(Vec<Child>);

impl Drop for Processes {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A loopback port that was free a moment ago.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

fn spawn(program: &str, args: &[String]) -> Child {
    Command::new(program)
        .args(args)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{program} did not start: {e}"))
}

/// Waits until something listens on `port` (or `limit` passes).
fn wait_for_port(port: u16, limit: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

/// Starts the scheduler and two executors of two task slots each, with work directories under
/// `work`; returns them and the scheduler's port.
fn start_cluster(work: &Path) -> (Processes, u16) {
    let scheduler_port = free_port();
    let mut children = Processes(vec![spawn(
        env!("CARGO_BIN_EXE_linebloom-scheduler"),
        &[
            "--bind-host".into(),
            "127.0.0.1".into(),
            "--external-host".into(),
            "127.0.0.1".into(),
            "--bind-port".into(),
            scheduler_port.to_string(),
        ],
    )]);
    assert!(
        wait_for_port(scheduler_port, Duration::from_secs(60)),
        "the scheduler did not listen on port {scheduler_port}"
    );
    for i in 0..2 {
        let dir = work.join(format!("executor-{i}"));
        std::fs::create_dir_all(&dir).unwrap();
        let (port, grpc_port, health_port) = (free_port(), free_port(), free_port());
        children.0.push(spawn(
            env!("CARGO_BIN_EXE_linebloom-executor"),
            &[
                "--scheduler-host".into(),
                "127.0.0.1".into(),
                "--scheduler-port".into(),
                scheduler_port.to_string(),
                "--bind-host".into(),
                "127.0.0.1".into(),
                "--external-host".into(),
                "127.0.0.1".into(),
                "--bind-port".into(),
                port.to_string(),
                "--bind-grpc-port".into(),
                grpc_port.to_string(),
                "--bind-health-port".into(),
                health_port.to_string(),
                "--concurrent-tasks".into(),
                "2".into(),
                "--work-dir".into(),
                dir.to_string_lossy().into_owned(),
            ],
        ));
        assert!(
            wait_for_port(port, Duration::from_secs(60)),
            "executor {i} did not listen on port {port}"
        );
    }
    (children, scheduler_port)
}

/// The rows of `sql` on `ctx`, as printed lines, sorted.
async fn rows(ctx: &SessionContext, sql: &str) -> Result<Vec<String>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let text = pretty_format_batches(&batches)?.to_string();
    let mut rows: Vec<String> = text.lines().map(String::from).collect();
    rows.sort();
    Ok(rows)
}

async fn set(ctx: &SessionContext, settings: &[(&str, String)]) -> Result<()> {
    for (key, value) in settings {
        ctx.sql(&format!("SET {key} = {value}")).await?;
    }
    Ok(())
}

/// linebloom's switches, all off or all on.
fn switches(on: bool) -> Vec<(&'static str, String)> {
    vec![
        ("linebloom.runtime_filter", on.to_string()),
        ("linebloom.join_filter", on.to_string()),
    ]
}

/// Partitioned joins everywhere (no broadcast), and every probe side counted as large, so that
/// the runtime filter may fire at this small scale.
fn partitioned_joins() -> Vec<(&'static str, String)> {
    vec![
        (
            "datafusion.optimizer.hash_join_single_partition_threshold",
            "0".into(),
        ),
        (
            "datafusion.optimizer.hash_join_single_partition_threshold_rows",
            "0".into(),
        ),
        (
            "ballista.optimizer.broadcast_join_threshold_bytes",
            "0".into(),
        ),
        (
            "ballista.optimizer.broadcast_join_threshold_rows",
            "0".into(),
        ),
        ("linebloom.runtime_filter_min_probe_rows", "0".into()),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn separate_processes_give_the_rows_of_one_node() -> Result<()> {
    let data = tempfile::tempdir()?;
    write_tables(&data.path().join("join"), 0.01, 4)?;
    let tpch = data.path().join("tpch");
    write_generated_tables(&tpch, &tpch22::TABLES, 0.01, 2, tpch22::generate)?;
    let work = tempfile::tempdir()?;
    let (_processes, port) = start_cluster(work.path());

    let single = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(4));
    let url = format!("df://127.0.0.1:{port}");
    let cluster = SessionContext::remote_with_state(&url, session_state(session_config()))
        .await
        .map_err(|e| DataFusionError::Execution(format!("no client for {url}: {e}")))?;
    linebloom_datafusion::register(&cluster);
    // The join tables and TPC-H's share two names (orders, lineitem): the joins run first on
    // their own tables, then TPC-H's two replace them.
    let others: Vec<&str> = tpch22::TABLES
        .iter()
        .copied()
        .filter(|t| !["orders", "lineitem"].contains(t))
        .collect();
    for ctx in [&single, &cluster] {
        register_tables(ctx, &data.path().join("join")).await?;
        register_parquet_tables(ctx, &tpch, &others).await?;
    }
    set(&cluster, &partitioned_joins()).await?;
    set(&single, &switches(false)).await?;

    let selective = "o_orderdate < DATE '1992-02-18'";
    let joins = [
        format!(
            "SELECT l_orderkey, l_linenumber, l_quantity FROM lineitem WHERE l_orderkey IN \
             (SELECT o_orderkey FROM orders WHERE {selective})"
        ),
        format!(
            "SELECT l_orderkey, l_linenumber, o_totalprice FROM lineitem JOIN orders \
             ON l_orderkey = o_orderkey WHERE {selective}"
        ),
    ];
    let queries: Vec<(String, &str)> = joins
        .iter()
        .map(|sql| ("the 2% join".to_string(), sql.as_str()))
        .chain(
            tpch22::QUERIES
                .iter()
                .enumerate()
                .map(|(i, sql)| (format!("TPC-H Q{}", i + 1), *sql)),
        )
        .collect();
    let mut checked = 0;
    for (phase, range) in [(0, 0..joins.len()), (1, joins.len()..queries.len())] {
        if phase == 1 {
            for ctx in [&single, &cluster] {
                for table in ["orders", "lineitem"] {
                    ctx.deregister_table(table)?;
                }
                register_parquet_tables(ctx, &tpch, &["orders", "lineitem"]).await?;
            }
        }
        for (name, sql) in &queries[range] {
            let expected = rows(&single, sql).await?;
            for on in [false, true] {
                set(&cluster, &switches(on)).await?;
                let got = rows(&cluster, sql).await?;
                assert_eq!(
                    got,
                    expected,
                    "{name}: different rows on the cluster with linebloom's switches {}",
                    if on { "on" } else { "off" }
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * queries.len());
    Ok(())
}
