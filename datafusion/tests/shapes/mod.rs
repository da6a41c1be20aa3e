//! The query shapes, tables, filter switches and join modes of the generated correctness matrix,
//! shared by the one-node matrix (`datafusion/tests/engine/correct_rows.rs`) and the Ballista one
//! (`ballista/tests/cluster/correct_rows.rs`; both binaries include this file by path).
//!
//! Every shape runs under every switch setting and every join mode, and must give the rows the
//! all-off run gives. The volatile shapes cannot be compared row by row: each comes with a count
//! that must be 0 whatever rows the volatile part picks.

#![allow(dead_code)] // each including test uses its own part

/// The tables, as the `SELECT`s that make them (deterministic, small).
///
/// - `p`, the probe side: 4,000 rows; `k` covers 0..2,000 (nearly every key twice), null on
///   every 53rd row but never for both rows of a key; `k2` 0..4; `i`, `k` as a 32-bit integer
///   (for coerced keys); `s`, a string key; `v` unique.
/// - `b`, the build side: 300 rows; `k` in 0..2,000, multiples of 7, the keys of rows 0..50 twice,
///   null on every 37th row; `flag` on every 5th row; `g` constant (for ties); `w` unique.
/// - `e`: `b`'s columns, no rows.
/// - `edges`: a graph for recursive queries, two edges from each of 0..2,500.
pub const TABLES: &[(&str, &str)] = &[
    (
        "p",
        "SELECT CASE WHEN value % 53 = 0 THEN NULL ELSE value % 2000 END AS k, \
         value % 4 AS k2, CAST(value % 2000 AS INT) AS i, \
         concat('key', CAST(value % 700 AS VARCHAR)) AS s, value AS v \
         FROM generate_series(0, 3999)",
    ),
    (
        "b",
        "SELECT CASE WHEN value % 37 = 0 THEN NULL ELSE (value % 250) * 7 % 2000 END AS k, \
         value % 4 AS k2, concat('key', CAST(value * 3 % 900 AS VARCHAR)) AS s, \
         value % 5 = 0 AS flag, CAST(1 AS BIGINT) AS g, value AS w \
         FROM generate_series(0, 299)",
    ),
    (
        "e",
        "SELECT k, k2, s, flag, g, w FROM (SELECT CAST(value AS BIGINT) AS k, value AS k2, \
         CAST(value AS VARCHAR) AS s, value > 0 AS flag, value AS g, value AS w \
         FROM generate_series(1, 1)) WHERE w < 0",
    ),
    (
        "edges",
        "SELECT value % 2500 AS src, \
         CASE WHEN value < 2500 THEN (value * 7 + 3) % 1250 ELSE (value * 13 + 1) % 1250 END AS dst \
         FROM generate_series(0, 4999)",
    ),
];

/// A recursive query over `edges` whose work table `r` is joined to `edges` (`r` probe or
/// build, as the planner picks).
pub const RECURSIVE: &str = "WITH RECURSIVE r(node, depth) AS (\
    SELECT value, CAST(0 AS BIGINT) FROM generate_series(0, 30) \
    UNION ALL SELECT e.dst, r.depth + 1 FROM r JOIN edges e ON r.node = e.src WHERE r.depth < 6) \
    SELECT node, depth, count(*) AS n FROM r GROUP BY node, depth";

/// The query shapes compared row by row: `(name, SQL, runs on Ballista too)` (Ballista runs a
/// subset covering each join type, null keys, two key columns and an empty build side: a query
/// there costs a few hundred milliseconds).
pub const SHAPES: &[(&str, &str, bool)] = &[
    ("inner", "SELECT p.v, b.w FROM p JOIN b ON p.k = b.k WHERE b.flag", true),
    ("inner, whole build side", "SELECT p.v, b.w FROM p JOIN b ON p.k = b.k", false),
    ("inner, build side on the left", "SELECT p.v, b.w FROM b JOIN p ON b.k = p.k WHERE b.w < 90", false),
    ("inner, duplicate build keys", "SELECT p.v, b.w FROM p JOIN b ON p.k = b.k WHERE b.w < 120", true),
    ("semi (IN)", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE flag)", true),
    ("semi (EXISTS)", "SELECT v FROM p WHERE EXISTS (SELECT 1 FROM b WHERE b.k = p.k AND b.w < 100)", false),
    ("anti (NOT EXISTS)", "SELECT v FROM p WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.k = p.k AND b.flag)", true),
    ("null-aware anti (NOT IN), a null key", "SELECT v FROM p WHERE k NOT IN (SELECT k FROM b WHERE flag)", true),
    ("null-aware anti (NOT IN), no null key", "SELECT v FROM p WHERE k NOT IN (SELECT k FROM b WHERE flag AND k IS NOT NULL)", false),
    ("mark (IN in a disjunction)", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE flag) OR v < 40", false),
    ("mark (EXISTS in a disjunction)", "SELECT v FROM p WHERE EXISTS (SELECT 1 FROM b WHERE b.k = p.k AND b.flag) OR v % 100 = 0", true),
    ("left, probe side preserved", "SELECT p.v, b.w FROM p LEFT JOIN (SELECT * FROM b WHERE flag) b ON p.k = b.k WHERE p.v < 1000", false),
    ("left, build side preserved", "SELECT b.w, p.v FROM (SELECT * FROM b WHERE flag) b LEFT JOIN p ON b.k = p.k", true),
    ("right", "SELECT p.v, b.w FROM p RIGHT JOIN (SELECT * FROM b WHERE flag) b ON p.k = b.k", false),
    ("full", "SELECT p.v, b.w FROM p FULL JOIN (SELECT * FROM b WHERE flag) b ON p.k = b.k", true),
    ("null-equal keys (IS NOT DISTINCT FROM)", "SELECT p.v, b.w FROM p JOIN b ON p.k IS NOT DISTINCT FROM b.k WHERE b.flag", false),
    ("two key columns", "SELECT p.v, b.w FROM p JOIN b ON p.k = b.k AND p.k2 = b.k2 WHERE b.w < 200", true),
    ("expression keys", "SELECT p.v, b.w FROM p JOIN b ON p.k + 1 = b.k + 1 WHERE b.flag", false),
    ("coerced key (INT to BIGINT)", "SELECT p.v, b.w FROM p JOIN b ON p.i = b.k WHERE b.flag", false),
    ("string keys", "SELECT v FROM p WHERE s IN (SELECT s FROM b WHERE flag)", false),
    ("string expression key", "SELECT p.v, b.w FROM p JOIN b ON upper(p.s) = upper(b.s) WHERE b.w < 50", false),
    ("empty build side (table)", "SELECT p.v, e.w FROM p JOIN e ON p.k = e.k", false),
    ("empty build side (filter)", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE w < 0)", true),
    ("NOT IN an empty build side", "SELECT v FROM p WHERE k NOT IN (SELECT k FROM e)", false),
    ("aggregated build side", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE flag GROUP BY k HAVING count(*) >= 1)", false),
    ("distinct build side", "SELECT v FROM p WHERE k IN (SELECT DISTINCT k FROM b WHERE w < 200)", false),
    ("build side under a total order and a limit", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE flag ORDER BY k, w LIMIT 12)", false),
    ("union in the build side", "SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE flag UNION ALL SELECT k FROM b WHERE w < 10)", false),
    ("union of joins", "SELECT p.v FROM p JOIN b ON p.k = b.k WHERE b.flag UNION ALL SELECT p.v FROM p JOIN b ON p.k2 = b.k2 WHERE b.w < 2", false),
    ("two joins", "SELECT p.v, b.w, b2.w FROM p JOIN b ON p.k = b.k JOIN b b2 ON p.k2 = b2.k2 WHERE b.flag AND b2.w < 3", false),
    ("self join", "SELECT a.v, c.v FROM p a JOIN p c ON a.k = c.k WHERE c.v < 300", false),
    ("limit over a join", "SELECT p.v, b.w FROM p JOIN b ON p.k = b.k WHERE b.flag ORDER BY p.v, b.w LIMIT 7", false),
    ("prepared statement", "EXECUTE semi_below(150)", false),
    ("recursive query", RECURSIVE, false),
];

/// Prepared before the shapes run (the shape `EXECUTE semi_below(...)` uses it).
pub const PREPARE: &str =
    "PREPARE semi_below(BIGINT) AS SELECT v FROM p WHERE k IN (SELECT k FROM b WHERE w < $1)";

/// Shapes whose build side is volatile or picks its rows by an order that ties: each a count
/// that must be 0 however the build side's rows fall (every key of `b` is in `p`, and `p.v` is
/// never null, so a build row of the join without a match means the filter dropped its match).
pub const VOLATILE: &[(&str, &str)] = &[
    (
        "a volatile build side",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT k FROM b WHERE random() < 0.5) s LEFT JOIN p ON s.k = p.k",
    ),
    (
        "a volatile key",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT k + CAST(random() * 2 AS BIGINT) AS k FROM b WHERE flag) s \
         LEFT JOIN p ON s.k = p.k",
    ),
    (
        "a limit under an order that ties",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT k FROM b WHERE w % 2 = 0 ORDER BY g LIMIT 20) s LEFT JOIN p ON s.k = p.k",
    ),
    (
        "a limit without an order",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT k FROM b WHERE w % 2 = 0 LIMIT 20) s LEFT JOIN p ON s.k = p.k",
    ),
    (
        "DISTINCT ON",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT DISTINCT ON (k2) k FROM b WHERE w % 2 = 0 ORDER BY k2) s \
         LEFT JOIN p ON s.k = p.k",
    ),
    (
        "first_value per group",
        "SELECT count(*) FILTER (WHERE s.k IS NOT NULL AND p.v IS NULL) AS lost \
         FROM (SELECT k2, first_value(k) AS k FROM b WHERE w % 2 = 0 GROUP BY k2) s \
         LEFT JOIN p ON s.k = p.k",
    ),
];

/// A setting of linebloom's switches: `(name, SET statements)`. Every context also has
/// `linebloom.runtime_filter_min_probe_rows = 0` (these tables are small) and, on one node,
/// `linebloom.runtime_filter_local_exchange = true`, so that the runtime filter fires where the
/// rule allows it.
pub const SWITCHES: &[(&str, &[(&str, &str)])] = &[
    (
        "off",
        &[
            ("linebloom.runtime_filter", "false"),
            ("linebloom.join_filter", "false"),
        ],
    ),
    (
        "runtime filter",
        &[
            ("linebloom.runtime_filter", "true"),
            ("linebloom.join_filter", "false"),
        ],
    ),
    (
        "in-join filter",
        &[
            ("linebloom.runtime_filter", "false"),
            ("linebloom.join_filter", "true"),
        ],
    ),
    (
        "both",
        &[
            ("linebloom.runtime_filter", "true"),
            ("linebloom.join_filter", "true"),
        ],
    ),
    (
        "both, small limits",
        &[
            ("linebloom.runtime_filter", "true"),
            ("linebloom.join_filter", "true"),
            ("linebloom.join_filter_max_rows", "40"),
            ("linebloom.join_filter_sample_rows", "64"),
            ("linebloom.join_filter_min_drop", "0.9"),
            ("linebloom.join_filter_fpr", "0.3"),
        ],
    ),
];

/// The options every switch setting starts from (undoing "small limits").
pub const SWITCH_DEFAULTS: &[(&str, &str)] = &[
    ("linebloom.join_filter_max_rows", "8000000"),
    ("linebloom.join_filter_sample_rows", "65536"),
    ("linebloom.join_filter_min_drop", "0.05"),
    ("linebloom.join_filter_fpr", "0.01"),
];

/// A join mode: `(name, SET statements)`.
pub const MODES: &[(&str, &[(&str, &str)])] = &[
    (
        "partitioned hash",
        &[
            ("datafusion.optimizer.prefer_hash_join", "true"),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold",
                "0",
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                "0",
            ),
        ],
    ),
    (
        "collect-left hash",
        &[
            ("datafusion.optimizer.prefer_hash_join", "true"),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold",
                "1073741824",
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                "1073741824",
            ),
        ],
    ),
    (
        "sort-merge",
        &[
            ("datafusion.optimizer.prefer_hash_join", "false"),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold",
                "0",
            ),
            (
                "datafusion.optimizer.hash_join_single_partition_threshold_rows",
                "0",
            ),
        ],
    ),
];
