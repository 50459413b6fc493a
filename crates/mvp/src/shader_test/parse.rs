//! piglit's `shader_runner` file format: sections in brackets, GLSL sources,
//! `[require]` lines, `[vertex data]` columns and `[test]` commands, each
//! with the line it came from.

use crate::program::ShaderSource;

/// A `[vertex data]` column: `name/type/count` (or `name/count`).
#[derive(Clone, Debug, PartialEq)]
pub struct DataColumn {
    pub name: String,
    pub components: usize,
}

/// A parsed file. Lines are 1-based line numbers of the file.
#[derive(Clone, Debug, Default)]
pub struct ShaderTest {
    pub requires: Vec<(u32, String)>,
    pub vertex: Vec<ShaderSource>,
    pub vertex_passthrough: bool,
    pub fragment: Vec<ShaderSource>,
    pub columns: Vec<DataColumn>,
    /// One row of floats per vertex.
    pub rows: Vec<Vec<f32>>,
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
pub fn parse(name: &str, text: &str) -> Result<ShaderTest, String> {
    let mut t = ShaderTest::default();
    let mut section = Section::None;
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
                if !line.is_empty() && !line.starts_with('#') {
                    t.requires.push((line_no, line.to_string()));
                }
            }
            Section::VertexData => {
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                if t.columns.is_empty() {
                    t.columns = line
                        .split_whitespace()
                        .map(|c| column(c).map_err(|e| format!("{name}:{line_no}: {e}")))
                        .collect::<Result<_, _>>()?;
                } else {
                    let row = line
                        .split_whitespace()
                        .map(|v| {
                            v.parse::<f32>()
                                .map_err(|_| format!("{name}:{line_no}: `{v}` is not a number"))
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    let want: usize = t.columns.iter().map(|c| c.components).sum();
                    if row.len() != want {
                        return Err(format!(
                            "{name}:{line_no}: {} values, the columns need {want}",
                            row.len()
                        ));
                    }
                    t.rows.push(row);
                }
            }
            Section::Test => {
                if !line.is_empty() && !line.starts_with('#') {
                    t.commands.push((line_no, line.to_string()));
                }
            }
            Section::Passthrough | Section::None | Section::Other => {}
        }
    }
    flush(&mut source, &mut t);
    Ok(t)
}

fn column(spec: &str) -> Result<DataColumn, String> {
    let parts: Vec<&str> = spec.split('/').collect();
    let (name, ty, count) = match parts.as_slice() {
        [n, c] => (*n, "float", *c),
        [n, t, c] => (*n, *t, *c),
        [n, t, c, ..] => (*n, *t, *c),
        _ => return Err(format!("column `{spec}` is not name/type/count")),
    };
    let ty = ty.to_ascii_lowercase();
    if ty != "float" && ty != "gl_float" {
        return Err(format!(
            "column `{spec}`: only float attributes exist on the MVP (spec §7.10)"
        ));
    }
    let components = match count {
        "vec2" => 2,
        "vec3" => 3,
        "vec4" => 4,
        c => c
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=4).contains(n))
            .ok_or_else(|| format!("column `{spec}`: count must be 1..4 or vecN"))?,
    };
    Ok(DataColumn {
        name: name.to_string(),
        components,
    })
}

/// Words of a command with `(`, `)` and `,` treated as spaces.
pub fn words(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

/// Parse all of `w` as floats.
pub fn floats(w: &[&str]) -> Result<Vec<f32>, String> {
    w.iter()
        .map(|s| {
            s.parse::<f32>()
                .map_err(|_| format!("`{s}` is not a number"))
        })
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
        assert_eq!(e, "a:3: 3 values, the columns need 2");
        let e = parse("a", "[vertex data]\nv/int/2\n").unwrap_err();
        assert!(e.starts_with("a:2: column `v/int/2`"), "{e}");
    }
}
