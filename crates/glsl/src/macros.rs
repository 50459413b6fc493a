//! A size-only model of macro expansion, run before glsl-lang's
//! preprocessor (which expands eagerly into memory): sources whose macros
//! would expand to more than [`MAX_EXPANDED_TOKENS`] tokens are rejected.

use std::collections::HashMap;

/// Largest estimated token count after macro expansion.
pub const MAX_EXPANDED_TOKENS: u64 = 1 << 22;

struct Def<'s> {
    params: Option<Vec<&'s str>>,
    body: Vec<&'s str>,
    offset: usize,
}

/// Split text into identifiers, numbers and single punctuation characters.
fn tokens(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b'\\' {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            out.push(&text[s..i]);
        } else {
            let w = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push(&text[i..i + w]);
            i += w;
        }
    }
    out
}

/// Source lines with comments blanked and continuations joined, as
/// (offset, text) pairs.
fn logical_lines(src: &str) -> Vec<(usize, String)> {
    let mut clean = String::with_capacity(src.len());
    let b = src.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                clean.push(' ');
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                clean.push(if b[i] == b'\n' { '\n' } else { ' ' });
                i += 1;
            }
            clean.push_str("  ");
            i += 2;
        } else {
            let w = src[i..].chars().next().map_or(1, char::len_utf8);
            clean.push_str(&src[i..i + w]);
            i += w;
        }
    }
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut off = 0;
    let mut pending: Option<(usize, String)> = None;
    for line in clean.split('\n') {
        let (start, mut text) = pending.take().unwrap_or((off, String::new()));
        text.push_str(line);
        off += line.len() + 1;
        if text.ends_with('\\') {
            text.pop();
            pending = Some((start, text));
        } else {
            out.push((start, text));
        }
    }
    if let Some(p) = pending {
        out.push(p);
    }
    out
}

struct Model<'s> {
    defs: HashMap<&'s str, Def<'s>>,
    memo: HashMap<&'s str, u64>,
    active: Vec<&'s str>,
}

impl<'s> Model<'s> {
    /// Estimated expanded size of `toks`; `params` gives the sizes of the
    /// arguments when `toks` is a function-like macro body.
    fn size(&mut self, toks: &[&'s str], params: &HashMap<&'s str, u64>, depth: u32) -> u64 {
        let mut total: u64 = 0;
        let mut i = 0;
        while i < toks.len() && total <= MAX_EXPANDED_TOKENS {
            let t = toks[i];
            i += 1;
            if let Some(p) = params.get(t) {
                total = total.saturating_add(*p);
                continue;
            }
            let is_macro = self.defs.contains_key(t) && !self.active.contains(&t) && depth < 64;
            if !is_macro {
                total += 1;
                continue;
            }
            let fparams = self.defs[t].params.clone();
            match fparams {
                None => {
                    let n = match self.memo.get(t) {
                        Some(n) => *n,
                        None => {
                            let body = self.defs[t].body.clone();
                            self.active.push(t);
                            let n = self.size(&body, &HashMap::new(), depth + 1);
                            self.active.pop();
                            self.memo.insert(t, n);
                            n
                        }
                    };
                    total = total.saturating_add(n);
                }
                Some(names) => {
                    if toks.get(i) != Some(&"(") {
                        total += 1;
                        continue;
                    }
                    // Arguments up to the matching parenthesis.
                    let mut args: Vec<Vec<&'s str>> = vec![Vec::new()];
                    let mut level = 0;
                    i += 1;
                    while i < toks.len() {
                        let a = toks[i];
                        i += 1;
                        match a {
                            "(" => level += 1,
                            ")" if level == 0 => break,
                            ")" => level -= 1,
                            "," if level == 0 => {
                                args.push(Vec::new());
                                continue;
                            }
                            _ => {}
                        }
                        if let Some(last) = args.last_mut() {
                            last.push(a);
                        }
                    }
                    let mut sizes = HashMap::new();
                    for (n, a) in names.iter().zip(&args) {
                        let s = self.size(a, params, depth + 1);
                        sizes.insert(*n, s.max(1));
                    }
                    let body = self.defs[t].body.clone();
                    self.active.push(t);
                    let n = self.size(&body, &sizes, depth + 1);
                    self.active.pop();
                    total = total.saturating_add(n);
                }
            }
        }
        total
    }
}

/// Reject macro definitions and uses that expand beyond the limit.
pub(crate) fn check(src: &str) -> Result<(), (usize, String)> {
    if !src.contains("#") {
        return Ok(());
    }
    let lines = logical_lines(src);
    let mut defs = HashMap::new();
    let mut text_tokens: Vec<&str> = Vec::new();
    let mut holder: Vec<(usize, &str)> = Vec::new();
    for (off, line) in &lines {
        holder.push((*off, line.as_str()));
    }
    for (off, line) in &holder {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix('#') {
            let rest = rest.trim_start();
            if let Some(d) = rest.strip_prefix("define") {
                let d = d.trim_start();
                let name_end = d
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(d.len());
                let name = &d[..name_end];
                let after = &d[name_end..];
                let (params, body) = if let Some(p) = after.strip_prefix('(') {
                    let close = p.find(')').unwrap_or(p.len());
                    let names: Vec<&str> = p[..close]
                        .split(',')
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .collect();
                    (Some(names), p.get(close + 1..).unwrap_or(""))
                } else {
                    (None, after)
                };
                if !name.is_empty() {
                    defs.insert(
                        name,
                        Def {
                            params,
                            body: tokens(body),
                            offset: *off,
                        },
                    );
                }
            }
        } else {
            text_tokens.extend(tokens(line));
        }
    }
    if defs.is_empty() {
        return Ok(());
    }
    let mut model = Model {
        defs,
        memo: HashMap::new(),
        active: Vec::new(),
    };
    let total = model.size(&text_tokens, &HashMap::new(), 0);
    if total > MAX_EXPANDED_TOKENS {
        let worst = model
            .memo
            .iter()
            .filter(|(_, n)| **n > MAX_EXPANDED_TOKENS)
            .filter_map(|(name, _)| model.defs.get(name).map(|d| d.offset))
            .min()
            .unwrap_or(0);
        return Err((
            worst,
            format!("macro expansion too large (more than {MAX_EXPANDED_TOKENS} tokens)"),
        ));
    }
    Ok(())
}
