//! The command line end to end: build, query (exit status), info, union, fold, and errors that are
//! one line on stderr with exit status 2, no panic text and no output file left behind.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("linebloom-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn assert_clean_error(o: &Output, what: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{what}: {err}");
    assert!(
        err.starts_with("linebloom: ") && err.lines().count() == 1,
        "{what}: {err}"
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
}

#[test]
fn build_query_info_union_fold() {
    let dir = scratch("flow");
    let keys: String = (0..5000).map(|i| format!("key{i}\n")).collect();
    std::fs::write(dir.join("keys.txt"), &keys).unwrap();
    let o = run(
        &dir,
        &[
            "build",
            "--input",
            "keys.txt",
            "--bits-per-key",
            "10",
            "-o",
            "a.lbf",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("5000 keys"));

    let o = run(&dir, &["query", "a.lbf", "key1", "key4999"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "key1\tmaybe\nkey4999\tmaybe\n"
    );
    let o = run(
        &dir,
        &[
            "query",
            "a.lbf",
            "key1",
            "surely-absent-0",
            "surely-absent-1",
            "surely-absent-2",
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let o = run(&dir, &["query", "a.lbf", "--input", "keys.txt"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout).lines().count(), 5000);

    let o = run(&dir, &["info", "a.lbf", "--verify"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success()
            && text.contains("block checksum:  ok")
            && text.contains("inserts:         5000")
    );

    let o = run(
        &dir,
        &[
            "build",
            "--input",
            "keys.txt",
            "--expected",
            "5000",
            "--bits-per-key",
            "10",
            "-o",
            "b.lbf",
        ],
    );
    assert!(o.status.success());
    assert!(run(&dir, &["union", "a.lbf", "b.lbf", "-o", "u.lbf"])
        .status
        .success());
    let o = run(&dir, &["fold", "u.lbf", "-o", "half.lbf"]);
    if o.status.success() {
        let o = run(&dir, &["query", "half.lbf", "key17"]);
        assert_eq!(o.status.code(), Some(0));
    } else {
        assert_clean_error(&o, "fold of an odd block count");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn user_mistakes_are_one_line_errors_and_leave_no_output() {
    let dir = scratch("errors");
    std::fs::write(dir.join("partial.bin"), [1u8; 13]).unwrap();
    std::fs::write(dir.join("garbage.lbf"), [7u8; 5000]).unwrap();
    std::fs::write(dir.join("keys.txt"), "a\nb\n").unwrap();
    let cases: [&[&str]; 7] = [
        &["build", "--input", "missing.txt", "-o", "x.lbf"],
        &["build", "--input", "partial.bin", "--binary", "-o", "x.lbf"],
        &[
            "build", "--input", "keys.txt", "--fpr", "1.5", "-o", "x.lbf",
        ],
        &["build", "--input", ".", "-o", "x.lbf"],
        &["query", "missing.lbf", "k"],
        &["info", "garbage.lbf"],
        &["fold", "garbage.lbf", "-o", "x.lbf"],
    ];
    for args in cases {
        assert_clean_error(&run(&dir, args), &args.join(" "));
    }
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 3, "output left behind: {left:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
