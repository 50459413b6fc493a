//! Symbol directives: a listing declares its shader's uniforms, attributes and
//! varyings as ESSL 1.00 declarations do, and they become the layout engine's
//! [`Declaration`]s — the same input `layout::reflect` builds from a GLSL source.
//!
//! ```text
//! .precision mediump float
//! .struct Light { vec3 pos; highp float radius; }
//! .uniform mat4 uMVP
//! .uniform Light lights[2]
//! .attribute vec4 aPos
//! .varying vec2 vTex
//! .varying gl_Position
//! ```
//!
//! Precision follows ESSL 1.00 §4.5.3: an explicit qualifier, else the latest
//! `.precision` for the type, else the stage's default (vertex: `highp` float and
//! int; fragment: `mediump` int, no float default; both: `lowp` samplers). `bool`
//! has no precision and, like a reflected `bool`, is recorded as mediump; structs
//! carry their members' precisions. The built-ins `gl_Position` (highp vec4) and
//! `gl_PointSize` (mediump float) of a vertex shader are written without a type and,
//! as in a reflected shader, follow the declared varyings in that order.

use std::collections::HashMap;

use super::{AsmError, Cursor, Result};
use crate::layout::{
    Declaration, GlslType, Member, Precision, SamplerKind, StorageClass, StructType,
};
use crate::mbs::Stage;

/// One directive-declared symbol and where it was declared.
#[derive(Clone, Debug)]
pub struct Declared {
    /// The symbol as the layout engine takes it.
    pub declaration: Declaration,
    /// The line and byte offset in it of its name, for errors.
    pub line: usize,
    /// Byte offset of the name in the line.
    pub at: usize,
    /// The declaring line, without its newline.
    pub source_line: String,
}

impl Declared {
    /// An error pointing at the symbol's name.
    pub fn error(&self, message: String) -> AsmError {
        Cursor::new(self.line, &self.source_line, self.at).error(message)
    }
}

/// The directives of a listing.
#[derive(Clone, Debug, Default)]
pub struct Directives {
    /// In the order the layout engine takes them (built-in varyings last).
    pub symbols: Vec<Declared>,
    /// An error located at the first directive line (any kind), whose message the
    /// caller replaces, for "directives are not allowed here".
    pub first: Option<AsmError>,
}

impl Directives {
    /// The declarations, in layout order.
    pub fn declarations(&self) -> Vec<Declaration> {
        self.symbols.iter().map(|s| s.declaration.clone()).collect()
    }

    /// True when the listing has no directive line.
    pub fn is_empty(&self) -> bool {
        self.first.is_none()
    }
}

/// Whether a listing line is a directive (its first non-blank character is `.`).
pub(crate) fn is_directive(raw: &str) -> bool {
    raw.trim_start_matches([' ', '\t']).starts_with('.')
}

/// Reads every directive of `source` for a shader of `stage`. Directives come
/// before the first instruction.
pub fn parse(source: &str, stage: Stage) -> Result<Directives> {
    let mut state = State {
        stage,
        defaults: HashMap::new(),
        structs: HashMap::new(),
        names: HashMap::new(),
        out: Directives::default(),
        builtins: Vec::new(),
    };
    let mut code_seen = false;
    for (i, raw) in source.lines().enumerate() {
        let trimmed = raw.trim_start_matches([' ', '\t']);
        if !is_directive(raw) {
            if !(trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with("==>")) {
                code_seen = true;
            }
            continue;
        }
        let mut cur = Cursor::new(i + 1, raw, raw.len() - trimmed.len());
        if state.out.first.is_none() {
            state.out.first = Some(cur.error("symbol directive".into()));
        }
        if code_seen {
            return Err(
                cur.error("symbol directives must come before the first instruction".into())
            );
        }
        state.directive(&mut cur)?;
    }
    state
        .builtins
        .sort_by_key(|b| b.declaration.name != "gl_Position");
    state.out.symbols.append(&mut state.builtins);
    Ok(state.out)
}

struct State {
    stage: Stage,
    /// `.precision` statements seen so far, by the type they name.
    defaults: HashMap<&'static str, Precision>,
    structs: HashMap<String, StructType>,
    /// Declared symbol names and their lines, for duplicates.
    names: HashMap<String, usize>,
    out: Directives,
    builtins: Vec<Declared>,
}

fn skip_blank(cur: &mut Cursor) {
    cur.take_while(|b| b == b' ' || b == b'\t');
}

fn identifier<'a>(cur: &mut Cursor<'a>, what: &str) -> Result<&'a str> {
    let rest = cur.rest();
    let ok = rest
        .bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_');
    if !ok {
        return Err(cur.error(format!("expected {what}")));
    }
    Ok(cur.take_while(|b| b.is_ascii_alphanumeric() || b == b'_'))
}

fn end_of_line(cur: &mut Cursor) -> Result<()> {
    skip_blank(cur);
    if cur.at_end() {
        Ok(())
    } else {
        Err(cur.error("unexpected text after the declaration".into()))
    }
}

fn precision_word(w: &str) -> Option<Precision> {
    match w {
        "lowp" => Some(Precision::Low),
        "mediump" => Some(Precision::Medium),
        "highp" => Some(Precision::High),
        _ => None,
    }
}

/// ESSL 1.00 basic types (and the samplers Mali Utgard records).
fn basic_type(w: &str) -> Option<GlslType> {
    let vec = |s: &str| s.parse::<u8>().ok().filter(|n| (2..=4).contains(n));
    Some(match w {
        "float" => GlslType::Float(1),
        "int" => GlslType::Int(1),
        "bool" => GlslType::Bool(1),
        "sampler2D" => GlslType::Sampler(SamplerKind::Sampler2D),
        "samplerCube" => GlslType::Sampler(SamplerKind::SamplerCube),
        _ => {
            if let Some(n) = w.strip_prefix("vec") {
                GlslType::Float(vec(n)?)
            } else if let Some(n) = w.strip_prefix("ivec") {
                GlslType::Int(vec(n)?)
            } else if let Some(n) = w.strip_prefix("bvec") {
                GlslType::Bool(vec(n)?)
            } else if let Some(n) = w.strip_prefix("mat") {
                GlslType::Mat(vec(n)?)
            } else {
                return None;
            }
        }
    })
}

/// The `.precision` key a type's default comes from.
fn default_key(t: &GlslType) -> Option<&'static str> {
    match t {
        GlslType::Float(_) | GlslType::Mat(_) => Some("float"),
        GlslType::Int(_) => Some("int"),
        GlslType::Sampler(SamplerKind::Sampler2D) => Some("sampler2D"),
        GlslType::Sampler(SamplerKind::SamplerCube) => Some("samplerCube"),
        _ => None,
    }
}

const BUILTINS: [(&str, Precision, GlslType); 2] = [
    ("gl_Position", Precision::High, GlslType::Float(4)),
    ("gl_PointSize", Precision::Medium, GlslType::Float(1)),
];

impl State {
    fn directive(&mut self, cur: &mut Cursor) -> Result<()> {
        let at = cur.pos();
        cur.expect(".", "a directive")?;
        let kind = cur.take_while(|b| b.is_ascii_alphanumeric() || b == b'_');
        let storage = match kind {
            "uniform" => StorageClass::Uniform,
            "attribute" => StorageClass::Attribute,
            "varying" => StorageClass::Varying,
            "precision" => return self.precision(cur),
            "struct" => return self.structure(cur),
            _ => {
                return Err(cur.error_at(
                    at,
                    format!(
                        "unknown directive `.{kind}` (expected .uniform, .attribute, .varying, .precision or .struct)"
                    ),
                ))
            }
        };
        if storage == StorageClass::Attribute && self.stage == Stage::Fragment {
            return Err(cur.error_at(
                at,
                "fragment (PP) code has no attributes; .attribute belongs to a --gp listing".into(),
            ));
        }
        skip_blank(cur);
        let (declared, ty_at) = self.typed(cur, true)?;
        let Typed {
            precision,
            ty,
            name,
            name_at,
        } = declared;
        end_of_line(cur)?;
        self.check_storage(cur, storage, &ty, ty_at)?;
        let probe = cur.error_at(name_at, String::new());
        let declared = Declared {
            declaration: Declaration::new(&name, ty, precision, storage),
            line: probe.line,
            at: name_at,
            source_line: probe.source_line,
        };
        self.declare(cur, &name, name_at)?;
        if name.starts_with("gl_") {
            self.builtins.push(declared);
        } else {
            self.out.symbols.push(declared);
        }
        Ok(())
    }

    fn declare(&mut self, cur: &Cursor, name: &str, at: usize) -> Result<()> {
        if let Some(line) = self.names.get(name) {
            return Err(cur.error_at(at, format!("`{name}` is already declared on line {line}")));
        }
        if self.structs.contains_key(name) {
            return Err(cur.error_at(at, format!("`{name}` is already declared as a struct")));
        }
        let line = cur.error_at(at, String::new()).line;
        self.names.insert(name.to_string(), line);
        Ok(())
    }

    /// What the GLSL front end accepts for each storage class (ESSL 1.00 §4.3).
    fn check_storage(
        &self,
        cur: &Cursor,
        storage: StorageClass,
        ty: &GlslType,
        at: usize,
    ) -> Result<()> {
        let float_only = matches!(ty.element(), GlslType::Float(_) | GlslType::Mat(_));
        let problem = match storage {
            StorageClass::Uniform => None,
            StorageClass::Attribute if !float_only => {
                Some("attributes are float, vecN or matN (ESSL 1.00 §4.3.3)")
            }
            StorageClass::Attribute if ty.array_len() > 0 => {
                Some("attributes cannot be arrays (ESSL 1.00 §4.3.3)")
            }
            StorageClass::Varying if !float_only => {
                Some("varyings are float, vecN or matN or arrays of them (ESSL 1.00 §4.3.5)")
            }
            _ => None,
        };
        match problem {
            Some(p) => Err(cur.error_at(at, p.into())),
            None => Ok(()),
        }
    }

    /// `[precision] TYPE NAME[ '[' N ']' ]`, or a built-in's bare name when
    /// `builtins` allows it.
    fn typed(&self, cur: &mut Cursor, builtins: bool) -> Result<(Typed, usize)> {
        let start = cur.pos();
        let first = identifier(cur, "a type")?;
        if builtins {
            if let Some((name, p, ty)) = BUILTINS.iter().find(|b| b.0 == first) {
                if self.stage == Stage::Fragment {
                    return Err(cur.error_at(
                        start,
                        format!("`{first}` is a vertex shader output; fragment listings declare only user varyings"),
                    ));
                }
                return Ok((
                    Typed {
                        precision: *p,
                        ty: ty.clone(),
                        name: name.to_string(),
                        name_at: start,
                    },
                    start,
                ));
            }
        }
        let (explicit, ty_at, ty_word) = match precision_word(first) {
            Some(p) => {
                skip_blank(cur);
                let at = cur.pos();
                (Some(p), at, identifier(cur, "a type")?)
            }
            None => (None, start, first),
        };
        let base = match basic_type(ty_word) {
            Some(t) => t,
            None => match self.structs.get(ty_word) {
                Some(s) => GlslType::Struct(s.clone()),
                None => {
                    let hint = match ty_word {
                        "sampler3D" | "sampler2DShadow" | "samplerExternalOES" => {
                            " (ESSL 1.00 has only sampler2D and samplerCube)"
                        }
                        _ => " (expected float, vecN, int, ivecN, bool, bvecN, matN, sampler2D, samplerCube or a .struct name)",
                    };
                    return Err(cur.error_at(ty_at, format!("unknown type `{ty_word}`{hint}")));
                }
            },
        };
        if explicit.is_some() && matches!(base, GlslType::Bool(_) | GlslType::Struct(_)) {
            return Err(cur.error_at(start, format!("`{ty_word}` takes no precision qualifier")));
        }
        skip_blank(cur);
        let name_at = cur.pos();
        let name = identifier(cur, "a name")?;
        if name.starts_with("gl_") {
            let hint = if BUILTINS.iter().any(|b| b.0 == name) {
                format!("; write `{name}` alone, its type and precision are fixed")
            } else {
                String::new()
            };
            return Err(cur.error_at(
                name_at,
                format!("names starting with `gl_` are reserved{hint}"),
            ));
        }
        let mut ty = base;
        if cur.eat("[") {
            let at = cur.pos();
            let n = cur.number("an array size").map_err(|_| {
                cur.error_at(at, "expected an array size (a positive integer)".into())
            })?;
            if !(1..=i64::from(u16::MAX)).contains(&n) {
                return Err(cur.error_at(
                    at,
                    format!("array size {n} is out of range 1..={}", u16::MAX),
                ));
            }
            cur.expect("]", "`]`")?;
            ty = ty.array(n as u16);
        }
        let precision = match explicit {
            Some(p) => p,
            None => self.default_precision(cur, &ty, ty_at)?,
        };
        Ok((
            Typed {
                precision,
                ty,
                name: name.to_string(),
                name_at,
            },
            ty_at,
        ))
    }

    fn default_precision(&self, cur: &Cursor, ty: &GlslType, at: usize) -> Result<Precision> {
        let element = ty.element();
        match element {
            GlslType::Struct(_) => return Ok(Precision::Default),
            GlslType::Bool(_) => return Ok(Precision::Medium),
            _ => {}
        }
        let key = default_key(element).unwrap_or("float");
        if let Some(p) = self.defaults.get(key) {
            return Ok(*p);
        }
        match (self.stage, key) {
            (Stage::Vertex, "float" | "int") => Ok(Precision::High),
            (Stage::Fragment, "int") => Ok(Precision::Medium),
            (_, "sampler2D" | "samplerCube") => Ok(Precision::Low),
            _ => Err(cur.error_at(
                at,
                "fragment shaders have no default float precision: write lowp, mediump or highp, or `.precision mediump float` first".into(),
            )),
        }
    }

    /// `.precision P TYPE`: the default for later declarations of TYPE.
    fn precision(&mut self, cur: &mut Cursor) -> Result<()> {
        skip_blank(cur);
        let at = cur.pos();
        let p = identifier(cur, "lowp, mediump or highp")?;
        let p = precision_word(p)
            .ok_or_else(|| cur.error_at(at, format!("`{p}` is not lowp, mediump or highp")))?;
        skip_blank(cur);
        let at = cur.pos();
        let ty = identifier(cur, "a type")?;
        let key = match ty {
            "float" => "float",
            "int" => "int",
            "sampler2D" => "sampler2D",
            "samplerCube" => "samplerCube",
            _ => {
                return Err(cur.error_at(
                    at,
                    format!("`.precision` takes float, int, sampler2D or samplerCube, not `{ty}`"),
                ))
            }
        };
        end_of_line(cur)?;
        self.defaults.insert(key, p);
        Ok(())
    }

    /// `.struct NAME { [P] TYPE NAME[[N]]; ... }` on one line.
    fn structure(&mut self, cur: &mut Cursor) -> Result<()> {
        skip_blank(cur);
        let at = cur.pos();
        let name = identifier(cur, "a struct name")?;
        if basic_type(name).is_some() || precision_word(name).is_some() {
            return Err(cur.error_at(at, format!("`{name}` is a built-in type name")));
        }
        if self.structs.contains_key(name) || self.names.contains_key(name) {
            return Err(cur.error_at(at, format!("`{name}` is already declared")));
        }
        skip_blank(cur);
        cur.expect("{", "`{`")?;
        let mut members: Vec<Member> = Vec::new();
        loop {
            skip_blank(cur);
            if cur.eat("}") {
                break;
            }
            if cur.at_end() {
                return Err(cur.error("expected `}` (a .struct is written on one line)".into()));
            }
            let (m, _) = self.typed(cur, false)?;
            if members.iter().any(|x| x.name == m.name) {
                return Err(cur.error_at(
                    m.name_at,
                    format!("member `{}` is already declared in `{name}`", m.name),
                ));
            }
            skip_blank(cur);
            cur.expect(";", "`;` after the member")?;
            members.push(Member {
                name: m.name,
                ty: m.ty,
                precision: m.precision,
            });
        }
        if members.is_empty() {
            return Err(cur.error_at(at, format!("struct `{name}` has no members")));
        }
        end_of_line(cur)?;
        self.structs.insert(
            name.to_string(),
            StructType {
                name: name.to_string(),
                members,
            },
        );
        Ok(())
    }
}

struct Typed {
    precision: Precision,
    ty: GlslType,
    name: String,
    name_at: usize,
}
