//! `linebloom`: the command-line tool. A consumer of the library's public API only.

mod bench;
mod machine;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "linebloom",
    version,
    about = "Blocked Bloom filters: benchmark and tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Measure lookup throughput on this CPU for every back end and filter size
    Bench(bench::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bench(args) => bench::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("linebloom: {message}");
            ExitCode::FAILURE
        }
    }
}
