//! The session options that turn the join filter on and size it (`SET linebloom.…`).

use std::any::Any;

use datafusion::common::config::{
    ConfigEntry, ConfigExtension, ConfigField, ExtensionOptions, Visit,
};
use datafusion::common::{config_err, DataFusionError, Result};

/// linebloom's settings in a DataFusion session, under the prefix `linebloom`.
///
/// Written out rather than made by DataFusion's `extensions_options!`, whose `entries()` name
/// the options without their prefix (`join_filter`): a consumer that copies a session's
/// settings by their entries, as Ballista does when it sends a client's session to the
/// scheduler and each task to an executor, could then not set them again. Here every entry is
/// `linebloom.<name>`, and `SET`, `SHOW` and those copies agree.
#[derive(Debug, Clone, PartialEq)]
pub struct LinebloomOptions {
    /// Put a linebloom filter of the build side's keys in front of the probe side of hash
    /// joins (`SET linebloom.join_filter = true`).
    pub join_filter: bool,
    /// The largest build side, in rows, the join filter serves. A join whose build side is
    /// estimated above it is left alone; one that turns out above it at run time passes every
    /// probe row through.
    pub join_filter_max_rows: usize,
    /// The join filter's false-positive rate.
    pub join_filter_fpr: f64,
    /// How many probe rows each probe stream filters before judging the filter: if it
    /// dropped fewer than `join_filter_min_drop` of them, the stream stops filtering and
    /// passes the rest through (the filter costs more than it saves there).
    pub join_filter_sample_rows: usize,
    /// The fraction of sampled probe rows a filter must drop to stay on; 0 keeps every
    /// filter on.
    pub join_filter_min_drop: f64,
    /// The pre-shuffle runtime filter ([`crate::RuntimeFilterRule`]): for an equi-join with a
    /// selective build side (a filter over a scan), filter the probe side by a linebloom filter of
    /// the build side's keys computed first, below the probe side's exchange
    /// (`SET linebloom.runtime_filter = false` turns it off).
    pub runtime_filter: bool,
    /// The runtime filter leaves a probe side estimated below this many rows alone (an unknown
    /// estimate counts as large). 10 M by default: at TPC-H SF 1 (6 M `lineitem` rows) the
    /// filter's extra stage cost Ballista 1.10-1.28x where it fired; at SF 3 (18 M) it pays.
    pub runtime_filter_min_probe_rows: usize,
    /// On one node, keep the runtime filter below an in-memory repartition
    /// ([`crate::FilterPlacementRule`]). Off by default: there the exchange costs little, and the
    /// filter (a second read of the build side, a probe of every row) only paid inside a Parquet
    /// scan that takes it as a row filter. Ballista, whose shuffle it saves, keeps it regardless.
    pub runtime_filter_local_exchange: bool,
}

impl Default for LinebloomOptions {
    fn default() -> Self {
        LinebloomOptions {
            join_filter: false,
            join_filter_max_rows: 8_000_000,
            join_filter_fpr: 0.01,
            join_filter_sample_rows: 65_536,
            join_filter_min_drop: 0.05,
            runtime_filter: true,
            runtime_filter_min_probe_rows: 10_000_000,
            runtime_filter_local_exchange: false,
        }
    }
}

impl ConfigField for LinebloomOptions {
    fn visit<V: Visit>(&self, v: &mut V, prefix: &str, _description: &'static str) {
        let key = |name: &str| format!("{prefix}.{name}");
        self.join_filter.visit(
            v,
            &key("join_filter"),
            "Put a linebloom filter of the build side's keys in front of the probe side of hash joins.",
        );
        self.join_filter_max_rows.visit(
            v,
            &key("join_filter_max_rows"),
            "The largest build side, in rows, the join filter serves (estimated above: left alone; found above at run time: every probe row passes).",
        );
        self.join_filter_fpr.visit(
            v,
            &key("join_filter_fpr"),
            "The join filter's false-positive rate.",
        );
        self.join_filter_sample_rows.visit(
            v,
            &key("join_filter_sample_rows"),
            "Probe rows each probe stream filters before judging whether its filter pays.",
        );
        self.join_filter_min_drop.visit(
            v,
            &key("join_filter_min_drop"),
            "The fraction of sampled probe rows a filter must drop to stay on (0: always on).",
        );
        self.runtime_filter.visit(
            v,
            &key("runtime_filter"),
            "Filter the probe side of selective equi-joins by a linebloom filter of the build side's keys, computed first, below the probe side's exchange.",
        );
        self.runtime_filter_min_probe_rows.visit(
            v,
            &key("runtime_filter_min_probe_rows"),
            "The runtime filter leaves probe sides estimated below this many rows alone.",
        );
        self.runtime_filter_local_exchange.visit(
            v,
            &key("runtime_filter_local_exchange"),
            "On one node, keep the runtime filter below in-memory repartitions too (by default only a Parquet scan that takes it keeps it).",
        );
    }

    fn set(&mut self, key: &str, value: &str) -> Result<()> {
        let (name, rest) = key.split_once('.').unwrap_or((key, ""));
        match name {
            "join_filter" => self.join_filter.set(rest, value),
            "join_filter_max_rows" => {
                self.join_filter_max_rows = checked(key, rest, value, check_max_rows)?;
                Ok(())
            }
            "join_filter_fpr" => {
                self.join_filter_fpr = checked(key, rest, value, check_fpr)?;
                Ok(())
            }
            "join_filter_sample_rows" => self.join_filter_sample_rows.set(rest, value),
            "join_filter_min_drop" => {
                self.join_filter_min_drop = checked(key, rest, value, check_min_drop)?;
                Ok(())
            }
            "runtime_filter" => self.runtime_filter.set(rest, value),
            "runtime_filter_min_probe_rows" => self.runtime_filter_min_probe_rows.set(rest, value),
            "runtime_filter_local_exchange" => self.runtime_filter_local_exchange.set(rest, value),
            _ => config_err!("there is no option linebloom.{key}"),
        }
    }
}

impl LinebloomOptions {
    /// Checks that every option is in its range: `join_filter_fpr` finite and strictly between
    /// 0 and 1, `join_filter_min_drop` between 0 and 1, `join_filter_max_rows` at least 1.
    /// `SET` already refuses a value out of range; this is for options built in code.
    pub fn validate(&self) -> Result<()> {
        check_fpr(self.join_filter_fpr)?;
        check_min_drop(self.join_filter_min_drop)?;
        check_max_rows(self.join_filter_max_rows)?;
        Ok(())
    }
}

/// `value` parsed as the option `key` (through its own `ConfigField`, so parse errors read as
/// DataFusion's), then range-checked by `check`; the option is left as it was on an error.
fn checked<T: ConfigField + Default>(
    key: &str,
    rest: &str,
    value: &str,
    check: fn(T) -> Result<T>,
) -> Result<T> {
    let mut parsed = T::default();
    parsed.set(rest, value)?;
    check(parsed).map_err(|e| match e {
        DataFusionError::Configuration(why) => {
            DataFusionError::Configuration(format!("linebloom.{key} = {value}: {why}"))
        }
        other => other,
    })
}

fn check_fpr(fpr: f64) -> Result<f64> {
    if (0.0..1.0).contains(&fpr) && fpr != 0.0 {
        Ok(fpr)
    } else {
        config_err!(
            "the false-positive rate must be a number strictly between 0 and 1 (0.01 is the \
             default; smaller values make larger filters)"
        )
    }
}

fn check_min_drop(min_drop: f64) -> Result<f64> {
    if min_drop.is_finite() && (0.0..=1.0).contains(&min_drop) {
        Ok(min_drop)
    } else {
        config_err!(
            "the fraction of rows a filter must drop must be between 0 and 1 (0 keeps every \
             filter on)"
        )
    }
}

fn check_max_rows(rows: usize) -> Result<usize> {
    if rows >= 1 {
        Ok(rows)
    } else {
        config_err!(
            "the join filter's row limit must be at least 1 (to turn the join filter off, set \
             linebloom.join_filter = false)"
        )
    }
}

impl ExtensionOptions for LinebloomOptions {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn cloned(&self) -> Box<dyn ExtensionOptions> {
        Box::new(self.clone())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<()> {
        ConfigField::set(self, key, value)
    }

    fn entries(&self) -> Vec<ConfigEntry> {
        struct Entries(Vec<ConfigEntry>);
        impl Visit for Entries {
            fn some<V: std::fmt::Display>(
                &mut self,
                key: &str,
                value: V,
                description: &'static str,
            ) {
                self.0.push(ConfigEntry {
                    key: key.to_string(),
                    value: Some(value.to_string()),
                    description,
                });
            }

            fn none(&mut self, key: &str, description: &'static str) {
                self.0.push(ConfigEntry {
                    key: key.to_string(),
                    value: None,
                    description,
                });
            }
        }
        let mut entries = Entries(Vec::new());
        self.visit(&mut entries, Self::PREFIX, "");
        entries.0
    }
}

impl ConfigExtension for LinebloomOptions {
    const PREFIX: &'static str = "linebloom";
}

#[cfg(test)]
mod tests {
    use datafusion::common::config::ConfigOptions;

    use super::*;

    /// Every entry names its option with the prefix, and setting each entry's key and value on
    /// fresh options (what a copy of a session by its entries does) gives the same options.
    #[test]
    fn entries_copy_the_options() -> Result<()> {
        let mut from = ConfigOptions::new();
        from.extensions.insert(LinebloomOptions::default());
        from.set("linebloom.join_filter", "true")?;
        from.set("linebloom.join_filter_fpr", "0.002")?;
        from.set("linebloom.join_filter_max_rows", "1234")?;
        from.set("linebloom.join_filter_sample_rows", "99")?;
        from.set("linebloom.join_filter_min_drop", "0.5")?;
        from.set("linebloom.runtime_filter", "false")?;
        from.set("linebloom.runtime_filter_min_probe_rows", "77")?;
        from.set("linebloom.runtime_filter_local_exchange", "true")?;
        let entries: Vec<ConfigEntry> = from
            .entries()
            .into_iter()
            .filter(|e| e.key.starts_with("linebloom"))
            .collect();
        assert_eq!(entries.len(), 8);
        let mut to = ConfigOptions::new();
        to.extensions.insert(LinebloomOptions::default());
        for e in &entries {
            assert!(
                e.key.starts_with("linebloom.join_filter")
                    || e.key.starts_with("linebloom.runtime_filter"),
                "{}",
                e.key
            );
            assert!(!e.description.is_empty());
            to.set(&e.key, e.value.as_deref().unwrap_or_default())?;
        }
        let want = LinebloomOptions {
            join_filter: true,
            join_filter_max_rows: 1234,
            join_filter_fpr: 0.002,
            join_filter_sample_rows: 99,
            join_filter_min_drop: 0.5,
            runtime_filter: false,
            runtime_filter_min_probe_rows: 77,
            runtime_filter_local_exchange: true,
        };
        assert_eq!(to.extensions.get::<LinebloomOptions>(), Some(&want));
        assert!(to.set("linebloom.no_such_option", "1").is_err());
        Ok(())
    }

    /// A value out of its option's range is refused with a message that names the option and
    /// the range, and the option keeps its value.
    #[test]
    fn out_of_range_values_are_refused() -> Result<()> {
        let mut options = ConfigOptions::new();
        options.extensions.insert(LinebloomOptions::default());
        let refused = [
            ("linebloom.join_filter_fpr", "0"),
            ("linebloom.join_filter_fpr", "1"),
            ("linebloom.join_filter_fpr", "1.5"),
            ("linebloom.join_filter_fpr", "-0.1"),
            ("linebloom.join_filter_fpr", "NaN"),
            ("linebloom.join_filter_fpr", "inf"),
            ("linebloom.join_filter_fpr", "often"),
            ("linebloom.join_filter_min_drop", "-0.5"),
            ("linebloom.join_filter_min_drop", "1.01"),
            ("linebloom.join_filter_min_drop", "NaN"),
            ("linebloom.join_filter_max_rows", "0"),
            ("linebloom.join_filter_max_rows", "-3"),
        ];
        for (key, value) in refused {
            let e = match options.set(key, value) {
                Ok(()) => panic!("{key} = {value} was accepted"),
                Err(e) => e.to_string(),
            };
            if value != "often" && value != "-3" {
                assert!(e.contains(key) && e.contains(value), "{key} = {value}: {e}");
            }
        }
        let ours = options.extensions.get::<LinebloomOptions>();
        assert_eq!(ours, Some(&LinebloomOptions::default()));
        options.set("linebloom.join_filter_fpr", "0.5")?;
        options.set("linebloom.join_filter_min_drop", "0")?;
        options.set("linebloom.join_filter_min_drop", "1")?;
        options.set("linebloom.join_filter_max_rows", "1")?;
        let ours = options.extensions.get::<LinebloomOptions>().cloned();
        let ours = ours.unwrap_or_default();
        assert_eq!(ours.join_filter_fpr, 0.5);
        assert_eq!(ours.join_filter_max_rows, 1);
        ours.validate()?;
        let bad = LinebloomOptions {
            join_filter_fpr: 0.0,
            ..LinebloomOptions::default()
        };
        assert!(bad.validate().is_err());
        Ok(())
    }
}
