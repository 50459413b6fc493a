//! SHBIN: PICA200 (Nintendo 3DS) shader binaries, DVLB/DVLP/DVLE (gpubin-pica).

use gpubin_binfmt::Finding;
use gpubin_pica::shbin;

use super::{Failure, Format};

pub struct Shbin;

impl Format for Shbin {
    fn name(&self) -> &'static str {
        "SHBIN"
    }

    fn description(&self) -> &'static str {
        "PICA200 shader binary (DVLB)"
    }

    fn detect(&self, bytes: &[u8]) -> bool {
        bytes.starts_with(b"DVLB")
    }

    fn inspect_text(&self, bytes: &[u8]) -> Result<String, Failure> {
        let model = shbin::parse(bytes)?;
        let mut text = shbin::render(&model);
        let findings = shbin::validate(&model);
        if !findings.is_empty() {
            text.push_str(&format!("\nfindings ({})\n", findings.len()));
            for f in &findings {
                text.push_str(&format!("  {f}\n"));
            }
        }
        Ok(text)
    }

    fn inspect_json(&self, bytes: &[u8]) -> Result<serde_json::Value, Failure> {
        let model = shbin::parse(bytes)?;
        serde_json::to_value(&model).map_err(|e| Failure::message(e.to_string()))
    }

    fn check(&self, bytes: &[u8]) -> Result<Vec<Finding>, Failure> {
        Ok(shbin::validate(&shbin::parse(bytes)?))
    }

    fn accepts_model(&self, model: &serde_json::Value) -> bool {
        model.get("dvlp").is_some_and(|p| p.is_object())
            && model.get("dvles").is_some_and(|d| d.is_array())
    }

    fn build(&self, model: serde_json::Value) -> Result<Vec<u8>, Failure> {
        let model: shbin::Shbin = serde_json::from_value(model)
            .map_err(|e| Failure::message(format!("not a SHBIN model: {e}")))?;
        Ok(shbin::write(&model)?)
    }
}
