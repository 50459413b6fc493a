//! MBS1: Mali Utgard shader binaries (gpubin-mali).

use gpubin_binfmt::Finding;
use gpubin_mali::mbs;

use super::{Failure, Format};

pub struct Mbs;

impl Format for Mbs {
    fn name(&self) -> &'static str {
        "MBS1"
    }

    fn description(&self) -> &'static str {
        "Mali Utgard shader binary"
    }

    fn detect(&self, bytes: &[u8]) -> bool {
        bytes.starts_with(b"MBS1")
    }

    fn inspect_text(&self, bytes: &[u8]) -> Result<String, Failure> {
        let model = mbs::parse(bytes)?;
        Ok(mbs::inspect::render(&model))
    }

    fn inspect_json(&self, bytes: &[u8]) -> Result<serde_json::Value, Failure> {
        let model = mbs::parse(bytes)?;
        serde_json::to_value(&model).map_err(|e| Failure::message(e.to_string()))
    }

    fn check(&self, bytes: &[u8]) -> Result<Vec<Finding>, Failure> {
        Ok(mbs::validate(&mbs::parse(bytes)?))
    }

    fn accepts_model(&self, model: &serde_json::Value) -> bool {
        model.get("blocks").is_some_and(|b| b.is_array())
    }

    fn build(&self, model: serde_json::Value) -> Result<Vec<u8>, Failure> {
        let model: mbs::MbsFile = serde_json::from_value(model)
            .map_err(|e| Failure::message(format!("not an MBS1 model: {e}")))?;
        Ok(mbs::write(&model))
    }

    fn disassemble(
        &self,
        bytes: &[u8],
        options: &super::DisOptions,
    ) -> Option<Result<super::Disassembly, Failure>> {
        Some(
            (|| -> Result<String, Failure> {
                if options.json {
                    let shaders = gpubin_mali::disasm::decode_mbs(bytes)?;
                    let text = serde_json::to_string_pretty(&shaders)
                        .map_err(|e| Failure::message(e.to_string()))?;
                    return Ok(text + "\n");
                }
                Ok(gpubin_mali::disasm::disassemble_mbs(
                    bytes,
                    options.annotate,
                )?)
            })()
            .map(Into::into),
        )
    }
}
