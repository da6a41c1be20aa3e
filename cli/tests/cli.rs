//! The command line end to end: build, query (exit status), info, union, fold, and errors that are
//! one line on stderr with exit status 2, no panic text and no output file left behind.

use linebloom_support::Scratch;
use std::path::Path;
use std::process::{Command, Output};

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

/// A fresh directory for one test, removed when it goes out of scope.
fn scratch(name: &str) -> Scratch {
    Scratch::new(&format!("cli-{name}")).unwrap()
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

#[test]
fn moved_bench_modes_say_where_they_went() {
    let dir = scratch("moved");
    for (args, target) in [
        (&["bench", "--build"][..], "build_table"),
        (
            &["bench", "--build", "--build-keys", "1e7,1e8", "--with-loop"][..],
            "build_table",
        ),
        (&["bench", "--reps", "1", "--join"][..], "join_table"),
        (
            &["bench", "--join", "--join-rows", "1e6", "--hit-rate", "0.1"][..],
            "join_table",
        ),
    ] {
        let o = run(&dir, args);
        assert_clean_error(&o, &args.join(" "));
        let err = String::from_utf8_lossy(&o.stderr);
        let mode = if target == "build_table" {
            "build"
        } else {
            "join"
        };
        assert_eq!(
            err.trim_end(),
            format!(
                "linebloom: bench --{mode} moved out of the CLI: run cargo bench --bench {target} \
                 -- ..."
            ),
            "{}",
            args.join(" ")
        );
        assert!(o.stdout.is_empty(), "{}", args.join(" "));
    }
}

#[test]
fn builds_are_the_same_file_for_every_thread_count_and_sizing_path() {
    let dir = scratch("threads");
    // CRLF, an empty line and a last line without a newline, among 200k keys (several hashing
    // pieces, more than one partitioned round on the default plan).
    let mut text: String = (0..200_000).map(|i| format!("k{i}\n")).collect();
    text += "crlf\r\n\nlast";
    std::fs::write(dir.join("keys.txt"), &text).unwrap();
    let bin: Vec<u8> = (0..100_000u64).flat_map(|k| k.to_le_bytes()).collect();
    std::fs::write(dir.join("keys.bin"), &bin).unwrap();
    let build = |input: &str, extra: &[&str], out: &str| {
        let mut args = vec!["build", "--input", input, "--fpr", "0.01", "-o", out];
        args.extend_from_slice(extra);
        let o = run(&dir, &args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let summary = build("keys.txt", &["--threads", "1"], "t1.lbf");
    assert!(summary.contains("200003 keys"), "{summary}");
    build("keys.txt", &["--threads", "2"], "t2.lbf");
    build(
        "keys.txt",
        &["--threads", "3", "--expected", "200003"],
        "t3.lbf",
    );
    let t1 = std::fs::read(dir.join("t1.lbf")).unwrap();
    assert_eq!(t1, std::fs::read(dir.join("t2.lbf")).unwrap());
    assert_eq!(t1, std::fs::read(dir.join("t3.lbf")).unwrap());
    let o = run(
        &dir,
        &["query", "t2.lbf", "k0", "k199999", "crlf", "", "last"],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );

    build("keys.bin", &["--binary", "--threads", "2"], "b2.lbf");
    build("keys.bin", &["--binary", "--threads", "1"], "b1.lbf");
    assert_eq!(
        std::fs::read(dir.join("b1.lbf")).unwrap(),
        std::fs::read(dir.join("b2.lbf")).unwrap()
    );
    let o = run(
        &dir,
        &[
            "build",
            "--input",
            "keys.txt",
            "--threads",
            "0",
            "-o",
            "z.lbf",
        ],
    );
    assert_clean_error(&o, "--threads 0");
    assert!(!dir.join("z.lbf").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn join_semi_anti_and_exact() {
    let dir = scratch("join");
    let build: String = (0..2000).map(|i| format!("{}\n", i * 2)).collect();
    std::fs::write(dir.join("build.txt"), &build).unwrap();
    // Rows: id, key (0..6000), payload. Keys divisible by 2 below 4000 are members.
    let rows: Vec<String> = (0..6000).map(|i| format!("r{i},{i},p{i}\n")).collect();
    std::fs::write(dir.join("probe.csv"), rows.concat()).unwrap();
    let o = run(
        &dir,
        &[
            "build",
            "--input",
            "build.txt",
            "--fpr",
            "0.01",
            "-o",
            "f.lbf",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let join = |extra: &[&str]| {
        let mut args = vec![
            "join",
            "--filter",
            "f.lbf",
            "--input",
            "probe.csv",
            "--column",
            "2",
            "--delimiter",
            ",",
        ];
        args.extend_from_slice(extra);
        let o = run(&dir, &args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        (
            String::from_utf8(o.stdout).unwrap(),
            String::from_utf8(o.stderr).unwrap(),
        )
    };
    let is_member = |i: usize| i.is_multiple_of(2) && i < 4000;
    let exact: String = (0..6000)
        .filter(|&i| is_member(i))
        .map(|i| rows[i].as_str())
        .collect();
    let exact_anti: String = (0..6000)
        .filter(|&i| !is_member(i))
        .map(|i| rows[i].as_str())
        .collect();

    let (semi, summary) = join(&[]);
    // A semi-join keeps every member row, unchanged and in order, plus a few false positives.
    let semi_rows: Vec<&str> = semi.split_inclusive('\n').collect();
    let members = semi_rows.iter().filter(|r| exact.contains(**r)).count();
    assert_eq!(members, 2000);
    assert!(semi_rows.len() < 2000 + 100, "{} rows", semi_rows.len());
    assert!(semi_rows
        .windows(2)
        .all(|w| rows.iter().position(|r| r == w[0]) < rows.iter().position(|r| r == w[1])));
    assert!(
        summary.contains("6000 rows read")
            && summary.contains(&format!("{} rows out", semi_rows.len()))
    );

    let (anti, _) = join(&["--anti"]);
    assert_eq!(semi_rows.len() + anti.lines().count(), 6000);
    assert_eq!(join(&["--exact", "build.txt"]).0, exact);
    let (anti_exact, summary) = join(&["--exact", "build.txt", "--anti"]);
    assert_eq!(anti_exact, exact_anti);
    assert!(summary.contains(&format!("{} reached the exact check", semi_rows.len())));
}

#[test]
fn join_errors_are_one_line() {
    let dir = scratch("join-errors");
    std::fs::write(dir.join("build.txt"), "a\nb\n").unwrap();
    std::fs::write(dir.join("rows.tsv"), "x\t1\ny\n").unwrap();
    let o = run(&dir, &["build", "--input", "build.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let base = ["join", "--filter", "f.lbf", "--input", "rows.tsv"];
    let with = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        run(&dir, &a)
    };
    let o = with(&["--column", "2"]);
    assert_clean_error(&o, "missing column");
    assert!(String::from_utf8_lossy(&o.stderr).contains("line 2 has 1 column"));
    assert_clean_error(&with(&["--delimiter", "ab"]), "bad delimiter");
    assert_clean_error(&with(&["--column", "0"]), "column 0");
    assert_clean_error(&with(&["--exact", "missing.txt"]), "missing exact file");
    assert_clean_error(
        &run(
            &dir,
            &["join", "--filter", "build.txt", "--input", "rows.tsv"],
        ),
        "not a filter file",
    );
}

#[test]
fn info_shows_containers() {
    let dir = linebloom_support::Scratch::new("test-cli-container").unwrap();
    let mut s = linebloom::ScalableFilter::builder()
        .initial_capacity(100)
        .build()
        .unwrap();
    for k in 0..1000u64 {
        s.insert(&k).unwrap();
    }
    s.save(dir.join("s.lbs")).unwrap();
    let mut r = linebloom::RotatingFilter::builder()
        .capacity_per_generation(100)
        .generations(3)
        .build()
        .unwrap();
    for k in 0..250u64 {
        r.insert(&k);
    }
    r.save(dir.join("r.lbs")).unwrap();
    let out = run(dir.path(), &["info", "s.lbs", "--verify"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("ScalableFilter") && text.contains("block checksums: ok"),
        "{text}"
    );
    assert!(
        text.contains(&format!("members:         {}", s.num_filters())),
        "{text}"
    );
    let out = run(dir.path(), &["info", "r.lbs"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("RotatingFilter") && text.contains("(current)"),
        "{text}"
    );
    std::fs::write(dir.join("junk"), vec![7u8; 5000]).unwrap();
    let out = run(dir.path(), &["info", "junk"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a linebloom file"));
    // query reads a container too (FileKind::sniff picks the reader).
    let out = run(dir.path(), &["query", "r.lbs", "no-such-key-here"]);
    assert!(matches!(out.status.code(), Some(0) | Some(1)), "{out:?}");
}

#[test]
fn refuses_to_overwrite_its_input_and_zero_expected() {
    let dir = scratch("same-file");
    std::fs::write(dir.join("k.txt"), "a\nb\nc\n").unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "k.txt"]);
    assert_clean_error(&o, "build -o its own input");
    assert_eq!(
        std::fs::read(dir.join("k.txt")).unwrap(),
        b"a\nb\nc\n",
        "the input was touched"
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("the output is the input"));
    let o = run(
        dir.path(),
        &[
            "build",
            "--input",
            "k.txt",
            "-o",
            "f.lbf",
            "--expected",
            "0",
        ],
    );
    assert_clean_error(&o, "--expected 0");
    assert!(!dir.join("f.lbf").exists());
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let before = std::fs::read(dir.join("f.lbf")).unwrap();
    let o = run(dir.path(), &["fold", "f.lbf", "-o", "f.lbf"]);
    assert_clean_error(&o, "fold onto its input");
    let o = run(dir.path(), &["union", "f.lbf", "f.lbf", "-o", "f.lbf"]);
    assert_clean_error(&o, "union onto an input");
    assert_eq!(std::fs::read(dir.join("f.lbf")).unwrap(), before);
}

#[test]
fn a_build_killed_at_any_moment_leaves_the_old_file_and_nothing_else() {
    let dir = scratch("kill");
    let keys: Vec<u8> = (0..200_000u64).flat_map(|k| k.to_le_bytes()).collect();
    std::fs::write(dir.join("k.bin"), &keys).unwrap();
    // The first build gives the file that must survive; later ones are sized to write ~100 MB,
    // so a kill lands in reading, building, writing or syncing.
    let o = run(
        dir.path(),
        &["build", "--input", "k.bin", "--binary", "-o", "f.lbf"],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let good = std::fs::read(dir.join("f.lbf")).unwrap();
    for delay_ms in [5u64, 40, 120, 250, 400, 700] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_linebloom"))
            .current_dir(dir.path())
            .args([
                "build",
                "--input",
                "k.bin",
                "--binary",
                "--expected",
                "80000000",
                "-o",
                "f.lbf",
            ])
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(
            names,
            ["f.lbf", "k.bin"],
            "left behind after a kill at {delay_ms} ms"
        );
        // Either the old file or, if the kill came after the rename, the complete new one.
        let now = linebloom::Filter::load(dir.join("f.lbf")).expect("a complete filter");
        let old = linebloom::Filter::read_from(&mut &good[..]).unwrap();
        assert!(
            now == old || now.num_blocks() > old.num_blocks(),
            "a third state at {delay_ms} ms"
        );
    }
}

#[test]
fn usage_errors_are_one_line_and_negative_numbers_are_values() {
    let dir = scratch("usage");
    std::fs::write(dir.join("k.txt"), "a\n").unwrap();
    let o = run(dir.path(), &["build", "--bogus"]);
    assert_clean_error(&o, "unknown flag");
    assert!(String::from_utf8_lossy(&o.stderr).contains("--help"));
    let o = run(
        dir.path(),
        &["build", "--input", "k.txt", "-o", "f.lbf", "--fpr", "-0.1"],
    );
    assert_clean_error(&o, "negative fpr");
    assert!(String::from_utf8_lossy(&o.stderr).contains("false-positive rate -0.1"));
    let o = run(
        dir.path(),
        &[
            "build",
            "--input",
            "k.txt",
            "-o",
            "f.lbf",
            "--threads",
            "100000",
        ],
    );
    assert_clean_error(&o, "absurd thread count");
    assert!(!dir.join("f.lbf").exists());
    let o = run(dir.path(), &["--version"]);
    assert!(o.status.success());
}

/// Runs the CLI with `stdin` piped in and returns its output.
fn run_with_stdin(dir: &Path, args: &[&str], stdin: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

#[test]
fn streams_are_key_inputs_and_give_the_same_filter_as_a_file() {
    let dir = scratch("streams");
    let keys: String = (0..3000).map(|i| format!("key-{i}\r\n")).collect();
    std::fs::write(dir.join("k.txt"), &keys).unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "file.lbf"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let from_file = std::fs::read(dir.join("file.lbf")).unwrap();
    // /dev/stdin is a pipe here: a stream without a length, so the keys are hashed first.
    let o = run_with_stdin(
        dir.path(),
        &["build", "--input", "/dev/stdin", "-o", "stdin.lbf"],
        keys.as_bytes(),
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(std::fs::read(dir.join("stdin.lbf")).unwrap(), from_file);
    // A named pipe, as `<(cmd)` gives.
    let fifo = dir.join("keys.fifo");
    mkfifo(&fifo);
    let writer = {
        let (fifo, keys) = (fifo.clone(), keys.clone());
        std::thread::spawn(move || std::fs::write(fifo, keys).unwrap())
    };
    let o = run(
        dir.path(),
        &["build", "--input", "keys.fifo", "-o", "fifo.lbf"],
    );
    writer.join().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(std::fs::read(dir.join("fifo.lbf")).unwrap(), from_file);
    // CRLF lines are the LF file's keys.
    let o = run(dir.path(), &["query", "file.lbf", "key-7", "key-2999"]);
    assert_eq!(o.status.code(), Some(0));
    // query and join read streams too; a directory is still refused.
    let o = run_with_stdin(
        dir.path(),
        &["query", "file.lbf", "--input", "/dev/stdin"],
        b"key-1\nkey-2\n",
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout).lines().count(), 2);
    let o = run_with_stdin(
        dir.path(),
        &["join", "--filter", "file.lbf", "--input", "/dev/stdin"],
        b"key-1\nnot-a-key-at-all\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("key-1\n"));
    let o = run(dir.path(), &["build", "--input", ".", "-o", "d.lbf"]);
    assert_clean_error(&o, "a directory as input");
    assert!(String::from_utf8_lossy(&o.stderr).contains("is a directory"));
}

#[test]
fn output_dash_writes_the_file_to_stdout() {
    let dir = scratch("stdout");
    let keys: String = (0..2000).map(|i| format!("{i}\n")).collect();
    std::fs::write(dir.join("k.txt"), keys).unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "-"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.stdout, std::fs::read(dir.join("f.lbf")).unwrap());
    let o = run(dir.path(), &["union", "f.lbf", "f.lbf", "-o", "-"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let union = linebloom::Filter::read_from(&mut &o.stdout[..]).unwrap();
    let f = linebloom::Filter::load(dir.join("f.lbf")).unwrap();
    assert_eq!(union.as_bytes(), f.as_bytes());
    assert!(!dir.join("-").exists());
}

#[cfg(unix)]
#[test]
fn query_takes_keys_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("bytes");
    std::fs::write(dir.join("k.txt"), b"caf\xe9\n\xff\xfe\n").unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let o = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir.path())
        .arg("query")
        .arg("f.lbf")
        .arg(std::ffi::OsStr::from_bytes(b"caf\xe9"))
        .arg(std::ffi::OsStr::from_bytes(b"\xff\xfe"))
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(o.stdout, b"caf\xe9\tmaybe\n\xff\xfe\tmaybe\n");
}

#[test]
fn info_reads_the_header_unless_asked_for_fill_or_verify() {
    let dir = scratch("info-header");
    std::fs::write(dir.join("k.txt"), "a\nb\nc\n").unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let o = run(dir.path(), &["info", "f.lbf"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success() && text.contains("inserts:         3"),
        "{text}"
    );
    assert!(
        text.contains("model FPR:") && !text.contains("fill:"),
        "{text}"
    );
    let o = run(dir.path(), &["info", "f.lbf", "--fill"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("fill:") && text.contains("estimated items: 3"),
        "{text}"
    );
    // Damaged blocks: the header-only info still reads; --verify finds the damage.
    let mut bytes = std::fs::read(dir.join("f.lbf")).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x10;
    std::fs::write(dir.join("f.lbf"), bytes).unwrap();
    assert!(run(dir.path(), &["info", "f.lbf"]).status.success());
    assert_clean_error(&run(dir.path(), &["info", "f.lbf", "--verify"]), "damaged");
}

/// A filter truncated by another program while `query` has it mapped: one line and exit 2,
/// not "Bus error". The query maps the filter, then blocks opening its key FIFO; once the test's
/// open of the FIFO returns the mapping exists, the file is cut to 100 bytes, and the keys sent.
#[cfg(target_os = "linux")]
#[test]
fn a_filter_truncated_while_mapped_is_a_one_line_error() {
    use std::io::Write;
    let dir = scratch("sigbus");
    let keys: String = (0..20_000).map(|i| format!("k{i}\n")).collect();
    std::fs::write(dir.join("k.txt"), &keys).unwrap();
    let o = run(dir.path(), &["build", "--input", "k.txt", "-o", "f.lbf"]);
    assert!(o.status.success());
    let fifo = dir.join("q.fifo");
    mkfifo(&fifo);
    let child = Command::new(env!("CARGO_BIN_EXE_linebloom"))
        .current_dir(dir.path())
        .args(["query", "f.lbf", "--input", "q.fifo"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut w = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
    std::fs::OpenOptions::new()
        .write(true)
        .open(dir.join("f.lbf"))
        .unwrap()
        .set_len(100)
        .unwrap();
    let _ = w.write_all(keys.as_bytes()); // the child may die before reading it all
    drop(w);
    let o = child.wait_with_output().unwrap();
    assert_clean_error(&o, "truncated while mapped");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("f.lbf changed while it was being read"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn cuckoo_build_query_info_remove() {
    let dir = scratch("cuckoo");
    let keys: String = (0..3000).map(|i| format!("key{i}\n")).collect();
    std::fs::write(dir.join("keys.txt"), &keys).unwrap();
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--input", "keys.txt", "-o", "c.lbf",
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("3000 keys, cuckoo"), "{err}");

    let o = run(&dir, &["query", "c.lbf", "key1", "key2999"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "key1\tmaybe\nkey2999\tmaybe\n"
    );

    let o = run(&dir, &["info", "c.lbf", "--verify"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        text.contains("cuckoo") && text.contains("fingerprints:    3000"),
        "{text}"
    );
    assert!(text.contains("table checksum:  ok"), "{text}");

    std::fs::write(dir.join("gone.txt"), "key5\nkey6\n").unwrap();
    let o = run(&dir, &["remove", "c.lbf", "key1", "--input", "gone.txt"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("removed 3 keys, 0 not found; 2997 fingerprints left"),
        "{err}"
    );
    // The key's fingerprint is gone (16-bit fingerprints at this load: another key's equal one in
    // the same two buckets is a 1-in-10^4 event, and the keys are fixed, so the test is too).
    let o = run(&dir, &["query", "c.lbf", "key1", "key5", "key6"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "key1\tno\nkey5\tno\nkey6\tno\n"
    );
    let o = run(&dir, &["remove", "c.lbf", "key1"]);
    assert_eq!(o.status.code(), Some(1), "a key not found exits 1");
    let names = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(names, 3, "temporary files left behind");
}

#[test]
fn cuckoo_errors_are_one_line() {
    let dir = scratch("cuckoo-errors");
    let keys: String = (0..500).map(|i| format!("k{i}\n")).collect();
    std::fs::write(dir.join("keys.txt"), &keys).unwrap();
    // Sized for one key (64 slots): the build fails as Full and writes nothing.
    let o = run(
        &dir,
        &[
            "build",
            "--kind",
            "cuckoo",
            "--input",
            "keys.txt",
            "--expected",
            "1",
            "-o",
            "c.lbf",
        ],
    );
    assert_clean_error(&o, "full");
    assert!(String::from_utf8_lossy(&o.stderr).contains("full"));
    assert!(!dir.join("c.lbf").exists());
    let o = run(
        &dir,
        &[
            "build", "--kind", "cuckoo", "--fpr", "0.01", "--input", "keys.txt", "-o", "c.lbf",
        ],
    );
    assert_clean_error(&o, "fpr");
    let o = run(
        &dir,
        &[
            "build",
            "--kind",
            "cuckoo",
            "--fingerprint-bits",
            "12",
            "--input",
            "keys.txt",
            "-o",
            "c.lbf",
        ],
    );
    assert_clean_error(&o, "bits");
    let o = run(&dir, &["build", "--input", "keys.txt", "-o", "b.lbf"]);
    assert!(o.status.success());
    let o = run(&dir, &["remove", "b.lbf", "k1"]);
    assert_clean_error(&o, "remove from bloom");
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot be cleared"));
}

/// `--kind counting` through every command that reads or rewrites it: each step's exit status and
/// the text it must print, in order (a key on two lines is counted twice, so it takes two
/// removals; a Bloom file refuses `remove`, a counting file `union`).
#[test]
fn counting_build_query_info_remove() {
    let dir = scratch("counting");
    let keys = (0..3000)
        .map(|i| format!("key{i}\n"))
        .chain(["key7\n".into()]);
    for (name, text) in [
        ("keys.txt", keys.collect::<String>()),
        ("gone.txt", "key5\nkey7\n".into()),
    ] {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let steps: [(&[&str], i32, &str); 9] = [
        (
            &[
                "build", "--kind", "counting", "--input", "keys.txt", "-o", "n.lbf",
            ],
            0,
            "3001 keys, counting",
        ),
        (
            &["query", "n.lbf", "key1", "key2999"],
            0,
            "key1\tmaybe\nkey2999\tmaybe\n",
        ),
        (
            &["info", "n.lbf", "--verify", "--fill"],
            0,
            "keys counted:    3001",
        ),
        (&["info", "n.lbf", "--verify"], 0, "line checksum:   ok"),
        (
            &["remove", "n.lbf", "key1", "--input", "gone.txt"],
            0,
            "removed 3 keys, 0 not found; 2998 keys left",
        ),
        (
            &["query", "n.lbf", "key1", "key5", "key7"],
            1,
            "key1\tno\nkey5\tno\nkey7\tmaybe\n",
        ),
        (
            &["remove", "n.lbf", "key1"],
            1,
            "removed 0 keys, 1 not found",
        ),
        (
            &["union", "n.lbf", "n.lbf", "-o", "u.lbf"],
            2,
            "a counting filter file",
        ),
        (
            &[
                "build",
                "--kind",
                "counting",
                "--bits-per-key",
                "9",
                "--input",
                "keys.txt",
                "-o",
                "x.lbf",
            ],
            2,
            "--fpr",
        ),
    ];
    for (args, status, text) in steps {
        let o = run(&dir, args);
        let out = String::from_utf8_lossy(&o.stdout) + String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(status), "{args:?}: {out}");
        assert!(out.contains(text), "{args:?}: {out}");
        if status == 2 {
            assert_clean_error(&o, text);
        }
    }
    // The removals left the file a counting filter (written atomically, nothing else behind).
    let names = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(names, 3, "temporary files left behind");
    assert_eq!(
        linebloom::FileKind::sniff(dir.join("n.lbf")).unwrap(),
        linebloom::FileKind::Counting
    );
}

#[test]
fn bench_json_has_the_floor_ratio_for_the_default_back_end_only() {
    let dir = scratch("bench-json");
    let o = run(
        &dir,
        &[
            "bench",
            "--sizes",
            "16K",
            "--reps",
            "1",
            "--queries",
            "2000",
            "--threads",
            "1",
            "--json",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let json = String::from_utf8(o.stdout).unwrap();
    let default = linebloom::Backend::detect().to_string();
    let rows: Vec<&str> = json.split("{\"level\":").skip(1).collect();
    assert!(!rows.is_empty(), "{json}");
    for row in rows {
        let ratio = row
            .split("\"batch_absent_over_floor\":")
            .nth(1)
            .and_then(|rest| rest.split([',', '}']).next())
            .unwrap_or_else(|| panic!("no floor ratio in {row}"));
        if row.contains(&format!("\"backend\":\"{default}\"")) {
            let x: f64 = ratio.parse().unwrap_or_else(|_| panic!("{ratio} in {row}"));
            assert!(x.is_finite() && x > 0.0, "{row}");
        } else {
            assert_eq!(ratio, "null", "{row}");
        }
    }
}

#[test]
fn build_split_block_layout_and_info_prints_it() {
    let dir = scratch("split");
    let keys: String = (0..5000).map(|i| format!("key{i}\n")).collect();
    std::fs::write(dir.join("keys.txt"), &keys).unwrap();
    for (layout, file) in [("split-block", "s.lbf"), ("blocked", "b.lbf")] {
        let o = run(
            &dir,
            &[
                "build", "--input", "keys.txt", "--layout", layout, "-o", file,
            ],
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(String::from_utf8_lossy(&o.stderr).contains(&format!("{layout} layout")));
        let o = run(&dir, &["query", file, "key1", "key4999"]);
        assert_eq!(o.status.code(), Some(0), "{layout}");
        let o = run(&dir, &["info", file, "--verify", "--fill"]);
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(o.status.success(), "{text}");
        assert!(
            text.contains(&format!("layout:          {layout}\n")),
            "{text}"
        );
    }
    let o = run(&dir, &["info", "s.lbf"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("k:               8\n"), "{text}");
    assert!(text.contains("split blocks:    "), "{text}");
    // Union of two layouts is refused in one line.
    let o = run(&dir, &["union", "s.lbf", "b.lbf", "-o", "u.lbf"]);
    assert_clean_error(&o, "union of two layouts");
    let o = run(
        &dir,
        &[
            "build",
            "--input",
            "keys.txt",
            "--kind",
            "cuckoo",
            "--layout",
            "split-block",
            "-o",
            "c.lbf",
        ],
    );
    assert_clean_error(&o, "--layout with a cuckoo filter");
    // Fewer lanes than Parquet's eight: the header keeps k, every key is found.
    let build = |k: &str, file: &str| {
        run(
            &dir,
            &[
                "build",
                "--input",
                "keys.txt",
                "--layout",
                "split-block",
                "--hashes",
                k,
                "-o",
                file,
            ],
        )
    };
    let o = build("5", "s5.lbf");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(&dir, &["info", "s5.lbf", "--verify"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("k:               5\n"), "{text}");
    assert!(text.contains("k of 8 lanes"), "{text}");
    let o = run(&dir, &["query", "s5.lbf", "key0", "key2500", "key4999"]);
    assert_eq!(o.status.code(), Some(0));
    let o = build("9", "s9.lbf");
    assert_clean_error(&o, "--hashes 9 with the split-block layout");
    assert!(!dir.join("s9.lbf").exists());
}

#[test]
fn bench_layout_gives_rows_for_each_layout() {
    let dir = scratch("bench-layout");
    let o = run(
        &dir,
        &[
            "bench",
            "--sizes",
            "16K",
            "--reps",
            "1",
            "--queries",
            "2000",
            "--threads",
            "1",
            "--layout",
            "blocked,split-block",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let table = String::from_utf8_lossy(&o.stdout);
    let backends = linebloom::Backend::available().len();
    for layout in ["blocked", "split-block"] {
        let rows = table
            .lines()
            .filter(|l| l.starts_with('L') && l.split_whitespace().any(|w| w == layout))
            .count();
        assert_eq!(rows, backends, "{layout}: {table}");
    }
}
