//! The codec that ships linebloom's SQL functions to executors.

use std::sync::Arc;

use ballista_core::serde::{BallistaLogicalExtensionCodec, BallistaPhysicalExtensionCodec};
use datafusion::arrow::datatypes::SchemaRef;
use datafusion::catalog::TableProvider;
use datafusion::common::{exec_err, Result, TableReference};
use datafusion::datasource::file_format::FileFormatFactory;
use datafusion::execution::TaskContext;
use datafusion::logical_expr::{AggregateUDF, Extension, LogicalPlan, ScalarUDF, WindowUDF};
use datafusion::physical_plan::ExecutionPlan;
use datafusion_proto::logical_plan::from_proto::parse_expr;
use datafusion_proto::logical_plan::to_proto::serialize_expr;
use datafusion_proto::logical_plan::LogicalExtensionCodec;
use datafusion_proto::physical_plan::{
    PhysicalExtensionCodec, PhysicalPlanDecodeContext, PhysicalProtoConverterExtension,
};
use datafusion_proto::protobuf::{LogicalExprNode, PhysicalExprNode};
use linebloom_datafusion::{
    LinebloomAgg, LinebloomContains, LinebloomKey, LinebloomLoad, RuntimeFilterExec,
    RuntimeFilterNode,
};
use prost::Message;

/// What a linebloom function's definition is on the wire: this tag and nothing else. The
/// functions hold no state that an executor needs (a filter travels as the image argument, a
/// `Binary` literal or column), so the name and this tag rebuild them.
const TAG: &[u8] = b"linebloom-function/1";

/// The tag in front of an encoded [`RuntimeFilterExec`]: then its sample rows (`u64`) and minimum
/// drop (`f64`), little-endian, and its key as a `PhysicalExprNode`. Its two inputs travel as the
/// plan's children.
const RUNTIME_FILTER_TAG: &[u8] = b"linebloom-runtime-filter/1";

/// The tag in front of an encoded [`RuntimeFilterNode`]: then its key as a `LogicalExprNode`.
const RUNTIME_NODE_TAG: &[u8] = b"linebloom-runtime-filter-node/1";

fn codec_error(what: &str, e: impl std::fmt::Display) -> datafusion::common::DataFusionError {
    datafusion::common::DataFusionError::Internal(format!("linebloom codec: {what}: {e}"))
}

fn encode_runtime_filter(
    exec: &RuntimeFilterExec,
    codec: &dyn PhysicalExtensionCodec,
    proto_converter: &dyn PhysicalProtoConverterExtension,
    buf: &mut Vec<u8>,
) -> Result<()> {
    let key = proto_converter.physical_expr_to_proto(exec.key(), codec)?;
    buf.extend_from_slice(RUNTIME_FILTER_TAG);
    buf.extend_from_slice(&exec.sample_rows().to_le_bytes());
    buf.extend_from_slice(&exec.min_drop().to_le_bytes());
    key.encode(buf)
        .map_err(|e| codec_error("the runtime filter's key", e))
}

fn decode_runtime_filter(
    body: &[u8],
    inputs: &[Arc<dyn ExecutionPlan>],
    ctx: &TaskContext,
    codec: &dyn PhysicalExtensionCodec,
    proto_converter: &dyn PhysicalProtoConverterExtension,
) -> Result<Arc<dyn ExecutionPlan>> {
    let ([input, filter], Some((numbers, key))) = (inputs, body.split_at_checked(16)) else {
        return exec_err!("linebloom codec: a runtime filter needs two inputs and 16 bytes");
    };
    let (mut sample_rows, mut min_drop) = ([0u8; 8], [0u8; 8]);
    sample_rows.copy_from_slice(&numbers[..8]);
    min_drop.copy_from_slice(&numbers[8..]);
    let (sample_rows, min_drop) = (
        u64::from_le_bytes(sample_rows),
        f64::from_le_bytes(min_drop),
    );
    let key =
        PhysicalExprNode::decode(key).map_err(|e| codec_error("the runtime filter's key", e))?;
    let key = proto_converter.proto_to_physical_expr(
        &key,
        &input.schema(),
        &PhysicalPlanDecodeContext::new(ctx, codec),
    )?;
    Ok(Arc::new(RuntimeFilterExec::new(
        Arc::clone(input),
        Arc::clone(filter),
        key,
        sample_rows,
        min_drop,
    )))
}

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
        if let Some(body) = buf.strip_prefix(RUNTIME_FILTER_TAG) {
            return decode_runtime_filter(body, inputs, ctx, self, proto_converter);
        }
        self.inner.try_decode(buf, inputs, ctx, proto_converter)
    }

    fn try_encode(
        &self,
        node: Arc<dyn ExecutionPlan>,
        buf: &mut Vec<u8>,
        proto_converter: &dyn PhysicalProtoConverterExtension,
    ) -> Result<()> {
        if let Some(exec) = node.downcast_ref::<RuntimeFilterExec>() {
            return encode_runtime_filter(exec, self, proto_converter, buf);
        }
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

/// Ballista's logical codec plus linebloom's [`RuntimeFilterNode`], which the runtime filter rule
/// puts in a client's optimized plan before Ballista sends it to the scheduler. Set it on the
/// client with `SessionConfigExt::with_ballista_logical_extension_codec` and on the scheduler in
/// its `BallistaCodec` ([`crate::session_config`] and [`crate::LocalCluster`] do both).
#[derive(Debug, Default)]
pub struct LinebloomLogicalCodec {
    inner: BallistaLogicalExtensionCodec,
}

impl LogicalExtensionCodec for LinebloomLogicalCodec {
    fn try_decode(
        &self,
        buf: &[u8],
        inputs: &[LogicalPlan],
        ctx: &TaskContext,
    ) -> Result<Extension> {
        let Some(body) = buf.strip_prefix(RUNTIME_NODE_TAG) else {
            return self.inner.try_decode(buf, inputs, ctx);
        };
        let [input, filter] = inputs else {
            return exec_err!("linebloom codec: a runtime filter node needs two inputs");
        };
        let key = LogicalExprNode::decode(body)
            .map_err(|e| codec_error("the runtime filter node's key", e))?;
        let key = parse_expr(&key, ctx, self)?;
        let node = RuntimeFilterNode::try_new(input.clone(), filter.clone(), key)?;
        Ok(Extension {
            node: Arc::new(node),
        })
    }

    fn try_encode(&self, node: &Extension, buf: &mut Vec<u8>) -> Result<()> {
        let Some(node) = node.node.as_any().downcast_ref::<RuntimeFilterNode>() else {
            return self.inner.try_encode(node, buf);
        };
        buf.extend_from_slice(RUNTIME_NODE_TAG);
        serialize_expr(node.key(), self)?
            .encode(buf)
            .map_err(|e| codec_error("the runtime filter node's key", e))
    }

    fn try_decode_table_provider(
        &self,
        buf: &[u8],
        table_ref: &TableReference,
        schema: SchemaRef,
        ctx: &TaskContext,
    ) -> Result<Arc<dyn TableProvider>> {
        self.inner
            .try_decode_table_provider(buf, table_ref, schema, ctx)
    }

    fn try_encode_table_provider(
        &self,
        table_ref: &TableReference,
        node: Arc<dyn TableProvider>,
        buf: &mut Vec<u8>,
    ) -> Result<()> {
        self.inner.try_encode_table_provider(table_ref, node, buf)
    }

    fn try_decode_file_format(
        &self,
        buf: &[u8],
        ctx: &TaskContext,
    ) -> Result<Arc<dyn FileFormatFactory>> {
        self.inner.try_decode_file_format(buf, ctx)
    }

    fn try_encode_file_format(
        &self,
        buf: &mut Vec<u8>,
        node: Arc<dyn FileFormatFactory>,
    ) -> Result<()> {
        self.inner.try_encode_file_format(buf, node)
    }

    fn try_decode_udf(&self, name: &str, buf: &[u8]) -> Result<Arc<ScalarUDF>> {
        self.inner.try_decode_udf(name, buf)
    }

    fn try_encode_udf(&self, node: &ScalarUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udf(node, buf)
    }

    fn try_decode_udaf(&self, name: &str, buf: &[u8]) -> Result<Arc<AggregateUDF>> {
        self.inner.try_decode_udaf(name, buf)
    }

    fn try_encode_udaf(&self, node: &AggregateUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udaf(node, buf)
    }

    fn try_decode_udwf(&self, name: &str, buf: &[u8]) -> Result<Arc<WindowUDF>> {
        self.inner.try_decode_udwf(name, buf)
    }

    fn try_encode_udwf(&self, node: &WindowUDF, buf: &mut Vec<u8>) -> Result<()> {
        self.inner.try_encode_udwf(node, buf)
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
