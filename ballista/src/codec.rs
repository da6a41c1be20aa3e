//! The codec that ships linebloom's SQL functions to executors.

use std::sync::Arc;

use ballista_core::serde::BallistaPhysicalExtensionCodec;
use datafusion::common::{exec_err, Result};
use datafusion::execution::TaskContext;
use datafusion::logical_expr::{AggregateUDF, ScalarUDF};
use datafusion::physical_plan::ExecutionPlan;
use datafusion_proto::physical_plan::{PhysicalExtensionCodec, PhysicalProtoConverterExtension};
use linebloom_datafusion::{LinebloomAgg, LinebloomContains, LinebloomKey, LinebloomLoad};

/// What a linebloom function's definition is on the wire: this tag and nothing else. The
/// functions hold no state that an executor needs (a filter travels as the image argument, a
/// `Binary` literal or column), so the name and this tag rebuild them.
const TAG: &[u8] = b"linebloom-function/1";

/// Ballista's physical codec plus linebloom's functions: `linebloom_contains`, `linebloom_load`,
/// `linebloom_key` and the aggregate `linebloom_agg` are encoded with a definition, so an
/// executor decodes them even if nobody registered them there. Every other plan node and
/// function goes to [`BallistaPhysicalExtensionCodec`].
///
/// Set it on the scheduler and client side with
/// `SessionConfigExt::with_ballista_physical_extension_codec`, and on executors with
/// `ExecutorProcessConfig::override_physical_codec` ([`crate::session_config`] and
/// [`crate::executor_config`] do both).
#[derive(Debug, Default)]
pub struct LinebloomCodec {
    inner: BallistaPhysicalExtensionCodec,
}

/// The scalar function called `name`, if it is one of linebloom's.
fn scalar_function(name: &str) -> Option<ScalarUDF> {
    Some(match name {
        "linebloom_contains" => ScalarUDF::from(LinebloomContains::new()),
        "linebloom_load" => ScalarUDF::from(LinebloomLoad::default()),
        "linebloom_key" => ScalarUDF::from(LinebloomKey::default()),
        _ => return None,
    })
}

fn is_linebloom_scalar(udf: &ScalarUDF) -> bool {
    let f = udf.inner();
    f.downcast_ref::<LinebloomContains>().is_some()
        || f.downcast_ref::<LinebloomLoad>().is_some()
        || f.downcast_ref::<LinebloomKey>().is_some()
}

impl PhysicalExtensionCodec for LinebloomCodec {
    fn try_decode(
        &self,
        buf: &[u8],
        inputs: &[Arc<dyn ExecutionPlan>],
        ctx: &TaskContext,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<Arc<dyn ExecutionPlan>> {
        self.inner.try_decode(buf, inputs, ctx, proto_converter)
    }

    fn try_encode(
        &self,
        node: Arc<dyn ExecutionPlan>,
        buf: &mut Vec<u8>,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<()> {
        self.inner.try_encode(node, buf, proto_converter)
    }

    fn try_encode_udf(&self, node: &ScalarUDF, buf: &mut Vec<u8>) -> Result<()> {
        if is_linebloom_scalar(node) {
            buf.extend_from_slice(TAG);
            return Ok(());
        }
        self.inner.try_encode_udf(node, buf)
    }

    fn try_decode_udf(&self, name: &str, buf: &[u8]) -> Result<Arc<ScalarUDF>> {
        if buf == TAG {
            return match scalar_function(name) {
                Some(f) => Ok(Arc::new(f)),
                None => exec_err!("linebloom codec: no linebloom scalar function is called {name}"),
            };
        }
        self.inner.try_decode_udf(name, buf)
    }

    fn try_encode_udaf(&self, node: &AggregateUDF, buf: &mut Vec<u8>) -> Result<()> {
        if node.inner().downcast_ref::<LinebloomAgg>().is_some() {
            buf.extend_from_slice(TAG);
            return Ok(());
        }
        self.inner.try_encode_udaf(node, buf)
    }

    fn try_decode_udaf(&self, name: &str, buf: &[u8]) -> Result<Arc<AggregateUDF>> {
        if buf == TAG {
            if name != "linebloom_agg" {
                return exec_err!("linebloom codec: no linebloom aggregate is called {name}");
            }
            return Ok(Arc::new(AggregateUDF::from(LinebloomAgg::default())));
        }
        self.inner.try_decode_udaf(name, buf)
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write;

    use datafusion::arrow::array::BinaryArray;
    use datafusion::arrow::util::pretty::pretty_format_batches;
    use datafusion::physical_plan::collect;
    use datafusion::prelude::{SessionConfig, SessionContext};
    use datafusion_proto::bytes::{
        physical_plan_from_bytes_with_extension_codec, physical_plan_to_bytes_with_extension_codec,
    };

    use super::*;

    /// Plans `sql` where linebloom is registered, ships the plan as bytes through `codec`, decodes
    /// it where nothing of linebloom's is registered (as on a bare executor) and runs it there.
    async fn shipped(sql: &str, codec: &dyn PhysicalExtensionCodec) -> Result<(String, String)> {
        let here = linebloom_datafusion::context(SessionConfig::new().with_target_partitions(2));
        here.sql("CREATE TABLE t AS VALUES (1, 'a'), (2, 'b'), (3, NULL), (NULL, 'd')")
            .await?;
        let plan = here.sql(sql).await?.create_physical_plan().await?;
        let expected = pretty_format_batches(&collect(Arc::clone(&plan), here.task_ctx()).await?)?;
        let bytes = physical_plan_to_bytes_with_extension_codec(plan, codec)?;
        let bare = SessionContext::new();
        let decoded =
            physical_plan_from_bytes_with_extension_codec(&bytes, &bare.task_ctx(), codec)?;
        let got = pretty_format_batches(&collect(decoded, bare.task_ctx()).await?)?;
        Ok((expected.to_string(), got.to_string()))
    }

    /// A filter image as an SQL literal, `X'…'`.
    async fn image_literal() -> Result<String> {
        let ctx = linebloom_datafusion::context(SessionConfig::new());
        let batches = ctx
            .sql("SELECT linebloom_agg(v, 100, 0.01) FROM (VALUES (2), (3), (5)) AS s(v)")
            .await?
            .collect()
            .await?;
        let images = batches[0]
            .column(0)
            .as_any()
            .downcast_ref::<BinaryArray>()
            .expect("Binary");
        let mut literal = String::from("X'");
        for b in images.value(0) {
            write!(literal, "{b:02x}").expect("a String takes any write");
        }
        literal.push('\'');
        Ok(literal)
    }

    #[tokio::test]
    async fn functions_and_filters_decode_where_nothing_is_registered() -> Result<()> {
        let image = image_literal().await?;
        let queries = [
            format!("SELECT column1, linebloom_contains({image}, column1) AS maybe FROM t"),
            "SELECT linebloom_agg(column1, 1000, 0.01) AS bloom FROM t".to_string(),
            "SELECT linebloom_key(column1, column2) AS k FROM t".to_string(),
            "WITH f AS (SELECT linebloom_agg(column2) AS b FROM t) \
             SELECT column2, linebloom_contains(f.b, column2) FROM t CROSS JOIN f"
                .to_string(),
        ];
        for sql in &queries {
            let (expected, got) = shipped(sql, &LinebloomCodec::default()).await?;
            assert_eq!(got, expected, "{sql}");
        }
        // Without this codec the bare side cannot find the functions: the test above is not
        // passing because they were there anyway.
        let plain = BallistaPhysicalExtensionCodec::default();
        for sql in &queries {
            let e = shipped(sql, &plain).await.expect_err(sql);
            assert!(e.to_string().contains("linebloom_"), "{sql}: {e}");
        }
        Ok(())
    }
}
