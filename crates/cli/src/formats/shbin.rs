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

    fn disassemble(
        &self,
        bytes: &[u8],
        options: &super::DisOptions,
    ) -> Option<Result<super::Disassembly, Failure>> {
        let model = match shbin::parse(bytes) {
            Ok(m) => m,
            Err(e) => return Some(Err(e.into())),
        };
        // The listing is checked by reassembling it; a file picasso could not have
        // produced gets a note saying the bytes would differ. Words without a picasso
        // spelling are `.word`s, reported in one message.
        let (listing, problem) = match gpubin_pica::disasm::round_trip(&model) {
            Ok(l) => (l, None),
            Err((l, e)) => (l, Some(e.to_string())),
        };
        let findings: Vec<Finding> = listing.raw_word_finding(&model).into_iter().collect();
        if options.json {
            let files: Vec<serde_json::Value> = listing
                .files
                .iter()
                .map(|(name, text)| serde_json::json!({ "file": name, "source": text }))
                .collect();
            let raw: Vec<serde_json::Value> = listing
                .raw_words
                .iter()
                .map(|r| {
                    serde_json::json!({
                        "address": r.address,
                        "word": format!("0x{:08x}", r.word),
                        "why": r.why.to_string(),
                    })
                })
                .collect();
            let doc = serde_json::json!({
                "files": files,
                "reproducible": problem.is_none(),
                // Meant for `picasso -n`, and for picasso's reading (not `gpubin asm`).
                "no_nop": listing.no_nop,
                "picasso_reading": listing.picasso,
                "problem": problem,
                "raw_words": raw,
                "findings": findings,
            });
            return Some(Ok(format!("{doc:#}\n").into()));
        }
        let mut text = String::new();
        if let Some(p) = problem {
            // Every line a comment, so the listing still reads as source.
            for (i, line) in p.lines().enumerate() {
                let lead = if i == 0 { "; note: " } else { ";       " };
                text.push_str(&format!("{lead}{line}\n"));
            }
        }
        if listing.files.len() > 1 {
            let libraries = listing.dvles.iter().filter(|d| d.is_none()).count();
            let dvles = listing.files.len() - libraries;
            let what = match libraries {
                0 => format!("{dvles} DVLEs"),
                1 => format!("{dvles} DVLEs and a file without one"),
                n => format!("{dvles} DVLEs and {n} files without one"),
            };
            text.push_str(&format!(
                "; hint: {what}, joined with gpubin's `.file` lines (gpubin asm reads this listing; picasso does not): `gpubin dis --split DIR FILE.shbin` writes one source per DVLE for `picasso -o OUT.shbin` in order\n"
            ));
        }
        text.push_str(&listing.text());
        Some(Ok(super::Disassembly { text, findings }))
    }
}
