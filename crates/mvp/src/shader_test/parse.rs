//! piglit's `shader_runner` file format: sections in brackets, GLSL sources,
//! `[require]` lines, `[vertex data]` columns and `[test]` commands, each
//! with the line it came from.

use crate::program::ShaderSource;

/// A field that should be a number and is not.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
#[error("`{0}` is not a number")]
pub struct NotANumber(pub String);

/// A `[vertex data]` column header that does not read.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum ColumnError {
    /// Not `name/count` or `name/type/count`.
    #[error("column `{0}` is not name/type/count")]
    Shape(String),
    /// A type other than float, int and uint.
    #[error("column `{spec}`: type `{ty}` (float, int or uint)")]
    Type {
        /// The column header.
        spec: String,
        /// Its type field.
        ty: String,
    },
    /// A count other than 1..4 or `vecN`.
    #[error("column `{0}`: count must be 1..4 or vecN")]
    Count(String),
}

/// Why a shader_test file does not parse, at which line.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
#[error("{file}:{line}: {kind}")]
pub struct ParseError {
    /// The file, as messages name it.
    pub file: String,
    /// The 1-based line.
    pub line: u32,
    /// What is wrong there.
    pub kind: ParseErrorKind,
}

/// What is wrong with a line of a shader_test file.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A bad column header.
    #[error("{0}")]
    Column(ColumnError),
    /// A value of a row that is not a number.
    #[error("{0}")]
    Number(NotANumber),
    /// A row with another number of values than the columns need.
    #[error("{got} values, the columns need {want}")]
    RowLength {
        /// Values in the row.
        got: usize,
        /// Values the columns need.
        want: usize,
    },
}

/// The element type of a `[vertex data]` column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnKind {
    /// `float` (also a column without a type).
    Float,
    /// `int`.
    Int,
    /// `uint`.
    Uint,
}

/// A `[vertex data]` column: `name/type/count` (or `name/count`).
#[derive(Clone, Debug, PartialEq)]
pub struct DataColumn {
    /// The attribute it feeds.
    pub name: String,
    /// The type of its values.
    pub kind: ColumnKind,
    /// Values per vertex.
    pub components: usize,
}

/// A parsed file. Lines are 1-based line numbers of the file.
#[derive(Clone, Debug, Default)]
pub struct ShaderTest {
    /// The `[require]` lines, with their line numbers.
    pub requires: Vec<(u32, String)>,
    /// The `[vertex shader]` sections.
    pub vertex: Vec<ShaderSource>,
    /// A `[vertex shader passthrough]` section: the position attribute goes straight
    /// to `gl_Position`.
    pub vertex_passthrough: bool,
    /// The `[fragment shader]` sections.
    pub fragment: Vec<ShaderSource>,
    /// The `[vertex data]` columns.
    pub columns: Vec<DataColumn>,
    /// One row per vertex: the float columns' values, and the integer columns'
    /// bit patterns stored in an `f32` (see [`ColumnKind::numeric`]).
    pub rows: Vec<Vec<f32>>,
    /// The `[test]` lines, with their line numbers.
    pub commands: Vec<(u32, String)>,
    /// A section this runner does not support (the first one).
    pub unsupported: Option<String>,
}

enum Section {
    None,
    Require,
    Vertex,
    Passthrough,
    Fragment,
    VertexData,
    Test,
    Other,
}

/// Split a shader_test file. Errors carry `name:line: message`.
pub fn parse(name: &str, text: &str) -> Result<ShaderTest, ParseError> {
    let mut t = ShaderTest::default();
    let mut section = Section::None;
    let mut in_c_comment = false;
    let mut source: Option<(bool, ShaderSource)> = None;
    let flush = |source: &mut Option<(bool, ShaderSource)>, t: &mut ShaderTest| {
        if let Some((vertex, s)) = source.take() {
            if vertex {
                t.vertex.push(s);
            } else {
                t.fragment.push(s);
            }
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line_no = i as u32 + 1;
        let at = |kind| ParseError {
            file: name.to_string(),
            line: line_no,
            kind,
        };
        let line = raw.trim();
        if line.starts_with('[') && line.ends_with(']') {
            flush(&mut source, &mut t);
            let title = line[1..line.len() - 1].trim().to_ascii_lowercase();
            section = match title.as_str() {
                "require" => Section::Require,
                "vertex shader" => Section::Vertex,
                "vertex shader passthrough" => {
                    t.vertex_passthrough = true;
                    Section::Passthrough
                }
                "fragment shader" => Section::Fragment,
                "vertex data" => Section::VertexData,
                "test" => Section::Test,
                _ => {
                    if t.unsupported.is_none() {
                        t.unsupported = Some(format!("section [{title}] (line {line_no})"));
                    }
                    Section::Other
                }
            };
            if matches!(section, Section::Vertex | Section::Fragment) {
                source = Some((
                    matches!(section, Section::Vertex),
                    ShaderSource {
                        name: format!("{name} [{title}]"),
                        text: String::new(),
                        first_line: line_no + 1,
                    },
                ));
            }
            continue;
        }
        match section {
            Section::Vertex | Section::Fragment => {
                if let Some((_, s)) = source.as_mut() {
                    s.text.push_str(raw);
                    s.text.push('\n');
                }
            }
            Section::Require => {
                // piglit reads only the lines it knows there; its files
                // hold `#` comments and C comments.
                if in_c_comment || line.starts_with("/*") {
                    in_c_comment = !line.contains("*/");
                    continue;
                }
                let line = without_comment(line);
                if !line.is_empty() && !line.starts_with("//") {
                    t.requires.push((line_no, line.to_string()));
                }
            }
            Section::VertexData => {
                let line = without_comment(line);
                if line.is_empty() {
                    continue;
                }
                if t.columns.is_empty() {
                    t.columns = line
                        .split_whitespace()
                        .map(|c| column(c).map_err(|e| at(ParseErrorKind::Column(e))))
                        .collect::<Result<_, _>>()?;
                } else {
                    let kinds = t
                        .columns
                        .iter()
                        .flat_map(|c| std::iter::repeat_n(c.kind, c.components));
                    let row = line
                        .split_whitespace()
                        .zip(kinds.chain(std::iter::repeat(ColumnKind::Float)))
                        .map(|(v, kind)| {
                            cell(v, kind).ok_or_else(|| {
                                at(ParseErrorKind::Number(NotANumber(v.to_string())))
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    let want: usize = t.columns.iter().map(|c| c.components).sum();
                    if row.len() != want {
                        return Err(at(ParseErrorKind::RowLength {
                            got: row.len(),
                            want,
                        }));
                    }
                    t.rows.push(row);
                }
            }
            Section::Test => {
                // piglit ends a command at `#` and accepts a trailing `;`.
                let line = without_comment(line);
                let line = line.strip_suffix(';').unwrap_or(line).trim_end();
                if !line.is_empty() {
                    t.commands.push((line_no, line.to_string()));
                }
            }
            Section::Passthrough | Section::None | Section::Other => {}
        }
    }
    flush(&mut source, &mut t);
    Ok(t)
}

fn column(spec: &str) -> Result<DataColumn, ColumnError> {
    let parts: Vec<&str> = spec.split('/').collect();
    let (name, ty, count) = match parts.as_slice() {
        [n, c] => (*n, "float", *c),
        [n, t, c] => (*n, *t, *c),
        [n, t, c, ..] => (*n, *t, *c),
        _ => return Err(ColumnError::Shape(spec.to_string())),
    };
    let kind = match ty.to_ascii_lowercase().as_str() {
        "float" | "gl_float" => ColumnKind::Float,
        "int" | "gl_int" => ColumnKind::Int,
        "uint" | "gl_unsigned_int" => ColumnKind::Uint,
        _ => {
            return Err(ColumnError::Type {
                spec: spec.to_string(),
                ty: ty.to_string(),
            })
        }
    };
    let components = match count.trim_start_matches(['i', 'u']) {
        "vec2" => 2,
        "vec3" => 3,
        "vec4" => 4,
        c => c
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=4).contains(n))
            .ok_or_else(|| ColumnError::Count(spec.to_string()))?,
    };
    Ok(DataColumn {
        name: name.to_string(),
        kind,
        components,
    })
}

/// A line without its `# comment`.
fn without_comment(line: &str) -> &str {
    line.split('#').next().unwrap_or("").trim()
}

/// One `[vertex data]` value. Integer columns keep the 32-bit pattern of
/// their value in the f32 (what the attribute loader copies to an integer
/// attribute); [`ColumnKind::numeric`] gives the value as a float.
fn cell(v: &str, kind: ColumnKind) -> Option<f32> {
    match kind {
        ColumnKind::Float => parse_float(v),
        // Truncated to 32 bits as a GLint/GLuint array holds it.
        ColumnKind::Int | ColumnKind::Uint => parse_int(v).map(|i| f32::from_bits(i as u32)),
    }
}

impl ColumnKind {
    /// A cell of this column as the number it stands for (an integer
    /// column's value converted to float, as GL converts integer data for
    /// a floating-point attribute).
    pub fn numeric(self, cell: f32) -> f32 {
        match self {
            ColumnKind::Float => cell,
            ColumnKind::Int => cell.to_bits() as i32 as f32,
            ColumnKind::Uint => cell.to_bits() as f32,
        }
    }
}

/// A float as piglit reads it: decimal, or `0x` followed by the 32-bit
/// pattern of the IEEE single (`0x3f800000` is 1.0; a leading `-` negates).
pub fn parse_float(s: &str) -> Option<f32> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        let f = f32::from_bits(u32::from_str_radix(h, 16).ok()?);
        return Some(if neg { -f } else { f });
    }
    s.parse::<f32>().ok()
}

/// Decimal or `0x` hexadecimal, possibly negative.
pub fn parse_int(s: &str) -> Option<i64> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None => t.parse::<i64>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// Words of a command with `(`, `)` and `,` treated as spaces.
pub fn words(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Parse all of `w` as floats.
pub fn floats(w: &[&str]) -> Result<Vec<f32>, NotANumber> {
    w.iter()
        .map(|s| parse_float(s).ok_or_else(|| NotANumber(s.to_string())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_lines_and_columns() {
        let text = "[require]\nGLSL >= 1.10\n\n[vertex shader]\nvoid main() {}\n[fragment shader]\nvoid main() {}\n[vertex data]\npiglit_vertex/float/2 c/float/vec3\n0 1 2 3 4\n[test]\n# comment\ndraw arrays GL_TRIANGLES 0 3\n";
        let t = parse("a.shader_test", text).unwrap();
        assert_eq!(t.requires, vec![(2, "GLSL >= 1.10".to_string())]);
        assert_eq!(t.vertex[0].first_line, 5);
        assert_eq!(t.fragment[0].text, "void main() {}\n");
        assert_eq!(t.columns[1].components, 3);
        assert_eq!(t.rows, vec![vec![0.0, 1.0, 2.0, 3.0, 4.0]]);
        assert_eq!(
            t.commands,
            vec![(13, "draw arrays GL_TRIANGLES 0 3".to_string())]
        );
        assert_eq!(
            words("probe rgb (1, 2) (0.5,1,0)"),
            ["probe", "rgb", "1", "2", "0.5", "1", "0"]
        );
    }

    #[test]
    fn bad_rows_name_their_line() {
        let e = parse("a", "[vertex data]\nv/float/2\n1 2 3\n").unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::RowLength { got: 3, want: 2 });
        assert_eq!(e.to_string(), "a:3: 3 values, the columns need 2");
        let e = parse("a", "[vertex data]\nv/short/2\n").unwrap_err();
        assert!(
            matches!(e.kind, ParseErrorKind::Column(ColumnError::Type { .. })),
            "{e:?}"
        );
        assert!(e.to_string().starts_with("a:2: column `v/short/2`"), "{e}");
    }

    #[test]
    fn piglit_syntax_comments_semicolons_hex_and_typed_columns() {
        let text = "[require]\nGLSL >= 1.20 # for arrays\n# a whole line\n[vertex data]\nv/float/vec2 i/int/ivec2 # columns\n0x3f800000 -0x40000000 0x10 -3\n[test]\nprobe rgb 1 1 0 1 0; # green\n";
        let t = parse("a", text).unwrap();
        assert_eq!(t.requires, vec![(2, "GLSL >= 1.20".to_string())]);
        assert_eq!(t.columns[1].kind, ColumnKind::Int);
        assert_eq!(&t.rows[0][..2], &[1.0, -2.0]);
        assert_eq!(t.rows[0][2].to_bits(), 16);
        assert_eq!(t.rows[0][3].to_bits(), (-3i32) as u32);
        assert_eq!(ColumnKind::Int.numeric(t.rows[0][3]), -3.0);
        assert_eq!(ColumnKind::Uint.numeric(t.rows[0][2]), 16.0);
        assert_eq!(t.commands, vec![(8, "probe rgb 1 1 0 1 0".to_string())]);
        assert_eq!(parse_float("0xbf000000"), Some(-0.5));
        assert_eq!(parse_float("1e-3"), Some(0.001));
        assert_eq!(parse_float("0xZ"), None);
        let t = parse(
            "a",
            "[require]\n/* a comment\n   of two lines */\nGLSL >= 1.10\n/* one */\n",
        )
        .unwrap();
        assert_eq!(t.requires, vec![(4, "GLSL >= 1.10".to_string())]);
    }
}
