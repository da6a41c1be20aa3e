//! `linebloom`: the command-line tool. A consumer of the library's public API only.

mod bench;
mod files;
mod join;
mod keyfile;

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
    /// Build a filter file from keys, one per line (or little-endian u64s with --binary)
    Build(files::BuildArgs),
    /// Look keys up in a filter file: prints each key with `maybe` or `no`
    Query(files::QueryArgs),
    /// Print a filter file's header, fill and estimates
    Info(files::InfoArgs),
    /// Write the union of two filter files of the same shape and seed
    Union(files::UnionArgs),
    /// Write a half-size filter that keeps every key
    Fold(files::FoldArgs),
    /// Stream the probe rows whose key may be in the filter (semi-join), or is not (--anti)
    Join(join::JoinArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bench(args) => bench::run(&args).map(|()| true),
        Command::Build(args) => files::build(&args).map(|()| true),
        Command::Query(args) => files::query(&args),
        Command::Info(args) => files::info(&args).map(|()| true),
        Command::Union(args) => files::union(&args).map(|()| true),
        Command::Fold(args) => files::fold(&args).map(|()| true),
        Command::Join(args) => join::join(&args).map(|()| true),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) if message.is_empty() => ExitCode::SUCCESS, // stdout closed early
        Err(message) => {
            eprintln!("linebloom: {message}");
            ExitCode::from(2)
        }
    }
}
