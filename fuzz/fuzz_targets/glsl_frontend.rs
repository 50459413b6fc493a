//! The GLSL front end on arbitrary text: parse, analyse, reflect and (when
//! it compiles) interpret with a small step budget. No panic, no hang. And
//! the preprocessor's output streamed into the parser a few tokens at a
//! time compiles exactly as the whole file does.
#![no_main]

use gpubin_glsl::{compile, run, CompileOptions, Invocation, NoTextures, Stage};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    // One stage per input (by length) keeps executions fast; all get covered.
    let stage = match data.len() % 3 {
        0 => Stage::Vertex,
        1 => Stage::Fragment,
        _ => Stage::Geometry,
    };
    {
        match compile(src, stage, &CompileOptions::default()) {
            Ok(m) => {
                let _ = serde_json::to_string(&m.reflection);
                let _ = m.to_string();
                let inv = Invocation {
                    max_steps: 10_000,
                    ..Invocation::default()
                };
                let _ = run(&m, &inv, &mut NoTextures);
            }
            Err(d) => {
                assert!(d.has_errors());
                let _ = d.to_string();
            }
        }
    }
    let batch = 1 + data.len() % 5;
    if let Err(diff) = gpubin_glsl::check_streaming(src, stage, batch) {
        panic!("streaming {batch} tokens at a time changes the result:\n{diff}");
    }
});
