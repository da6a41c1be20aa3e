//! `linebloom`: the command-line tool. A consumer of the library's public API only.

mod args;
mod bench;
mod counting;
mod cuckoo;
mod files;
mod inout;
mod join;
mod keyfile;
mod mapped;
mod remove;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
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
    /// Build a filter file (Bloom, or cuckoo or counting with --kind) from keys, one per line (or
    /// little-endian u64s with --binary)
    Build(args::BuildArgs),
    /// Look keys up in a filter file (either kind): prints each key with `maybe` or `no`
    Query(args::QueryArgs),
    /// Print a filter file's header, either kind (with --fill, also its fill and estimates)
    Info(args::InfoArgs),
    /// Remove keys from a cuckoo or counting filter file, rewriting it atomically
    Remove(remove::RemoveArgs),
    /// Write the union of two filter files of the same shape and seed
    Union(args::UnionArgs),
    /// Write a half-size filter that keeps every key
    Fold(args::FoldArgs),
    /// Stream the probe rows whose key may be in the filter (semi-join), or is not (--anti)
    Join(join::JoinArgs),
}

/// Parses the command line. Usage errors are one line on stderr (exit status 2) that points to
/// `--help`, not clap's multi-line report; numbers may be negative (`--fpr -0.1` is a value,
/// refused by the command's own check with a message that says why).
fn parse() -> Result<Cli, ExitCode> {
    let cmd = Cli::command().mut_subcommands(|s| s.allow_negative_numbers(true));
    let parsed = cmd
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m));
    parsed.map_err(|e| {
        use clap::error::ErrorKind as K;
        if matches!(
            e.kind(),
            K::DisplayHelp | K::DisplayVersion | K::DisplayHelpOnMissingArgumentOrSubcommand
        ) {
            let _ = e.print();
            return if e.kind() == K::DisplayHelpOnMissingArgumentOrSubcommand {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
        let text = e.to_string();
        let first = text.lines().next().unwrap_or("invalid arguments");
        let first = first.strip_prefix("error: ").unwrap_or(first);
        eprintln!("linebloom: {first} (see 'linebloom --help')");
        ExitCode::from(2)
    })
}

fn main() -> ExitCode {
    let cli = match parse() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let result = match cli.command {
        Command::Bench(args) => bench::run(&args).map(|()| true),
        Command::Build(args) => files::build(&args).map(|()| true),
        Command::Query(args) => files::query(&args),
        Command::Info(args) => files::info(&args).map(|()| true),
        Command::Remove(args) => remove::remove(&args),
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
