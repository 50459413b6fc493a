//! shader_runner's commands for the fixed-function state after the vertex
//! shader: `clip plane N a b c d`, `enable`/`disable GL_CLIP_PLANEn` (or
//! `GL_CLIP_DISTANCEn`, the same enable), `enable`/`disable
//! GL_VERTEX_PROGRAM_TWO_SIDE`.

use super::parse::{floats, NotANumber};
use crate::sim::clip::MAX_CLIP_PLANES;
use crate::sim::vertex_post::VertexPost;

/// Column-major 4x4, as the fixed-function state keeps its matrices.
pub type Mat4 = [[f64; 4]; 4];

/// Whether `w` (a command's words) is one of these commands.
pub fn handles(w: &[&str]) -> bool {
    match w {
        ["clip", "plane", ..] => true,
        ["enable" | "disable", name, ..] => enable_bit(name).is_some(),
        _ => false,
    }
}

/// What an `enable`/`disable` name switches.
enum Switch {
    ClipPlane(usize),
    TwoSide,
}

fn enable_bit(name: &str) -> Option<Switch> {
    if name == "GL_VERTEX_PROGRAM_TWO_SIDE" {
        return Some(Switch::TwoSide);
    }
    let n = name
        .strip_prefix("GL_CLIP_PLANE")
        .or_else(|| name.strip_prefix("GL_CLIP_DISTANCE"))?;
    n.parse().ok().map(Switch::ClipPlane)
}

/// A clip command that does not apply.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum ClipError {
    /// A plane past `GL_MAX_CLIP_PLANES`.
    #[error("clip plane `{0}` outside 0..{MAX_CLIP_PLANES} (GL_MAX_CLIP_PLANES)")]
    Plane(String),
    /// `clip plane` without four coefficients.
    #[error("clip plane needs N and 4 values")]
    PlaneValues,
    /// A coefficient that is not a number.
    #[error("{0}")]
    Number(#[from] NotANumber),
    /// `enable`/`disable` of something other than a plane or two-side lighting.
    #[error("`{op} {name}` is not a clip command")]
    NotClip {
        /// `enable` or `disable`.
        op: String,
        /// What it names.
        name: String,
    },
    /// Anything else.
    #[error("bad command `{0}`")]
    Bad(String),
}

fn plane_index(s: &str) -> Result<usize, ClipError> {
    s.parse::<usize>()
        .ok()
        .filter(|k| *k < MAX_CLIP_PLANES)
        .ok_or_else(|| ClipError::Plane(s.to_string()))
}

/// Apply one command for which [`handles`] is true. `modelview_inverse`
/// is the inverse of the modelview matrix now: `glClipPlane` stores the
/// plane it is given times that matrix, in eye coordinates (GL 2.1 §2.12).
pub fn apply(post: &mut VertexPost, w: &[&str], modelview_inverse: &Mat4) -> Result<(), ClipError> {
    // Words up to a `#` comment.
    let w = &w[..w.iter().position(|x| x.starts_with('#')).unwrap_or(w.len())];
    match w {
        ["clip", "plane", n, rest @ ..] => {
            let k = plane_index(n)?;
            let c = floats(rest)?;
            let [a, b, c, d] = c[..] else {
                return Err(ClipError::PlaneValues);
            };
            let p = [a, b, c, d].map(f64::from);
            // Row vector times matrix: p_eye[j] = sum_i p[i] * M^-1[i][j].
            post.clip_planes[k] =
                std::array::from_fn(|j| (0..4).map(|i| p[i] * modelview_inverse[j][i]).sum());
            Ok(())
        }
        [op @ ("enable" | "disable"), name] => {
            let on = *op == "enable";
            match enable_bit(name) {
                Some(Switch::ClipPlane(k)) => {
                    let k = plane_index(&k.to_string())?;
                    if on {
                        post.clip_enabled |= 1 << k;
                    } else {
                        post.clip_enabled &= !(1 << k);
                    }
                }
                Some(Switch::TwoSide) => post.two_side = on,
                None => {
                    return Err(ClipError::NotClip {
                        op: op.to_string(),
                        name: name.to_string(),
                    })
                }
            }
            Ok(())
        }
        _ => Err(ClipError::Bad(w.join(" "))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const IDENTITY: Mat4 = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];

    fn run(lines: &[&str], mv_inv: &Mat4) -> Result<VertexPost, ClipError> {
        let mut post = VertexPost::default();
        for l in lines {
            let w: Vec<&str> = l.split_whitespace().collect();
            assert!(handles(&w), "{l}");
            apply(&mut post, &w, mv_inv)?;
        }
        Ok(post)
    }

    #[test]
    fn planes_and_enables() {
        let p = run(
            &[
                "clip plane 0 0 1 0 0.5",
                "clip plane 7 1 -1 0 0.8 # a comment",
                "enable GL_CLIP_PLANE0",
                "enable GL_CLIP_DISTANCE7",
                "enable GL_CLIP_PLANE3",
                "disable GL_CLIP_DISTANCE3",
                "enable GL_VERTEX_PROGRAM_TWO_SIDE",
            ],
            &IDENTITY,
        )
        .unwrap();
        assert_eq!(p.clip_planes[0], [0.0, 1.0, 0.0, 0.5]);
        assert_eq!(p.clip_planes[7], [1.0, -1.0, 0.0, 0.800000011920929]);
        assert_eq!(p.clip_enabled, 0b1000_0001);
        assert!(p.two_side);
        assert!(p.clamp_vertex_color);
    }

    #[test]
    fn a_plane_is_stored_in_eye_coordinates() {
        // Modelview = translate by (2, 0, 0); its inverse translates by -2.
        // The object-space plane x >= 0 is the eye-space plane x - 2 >= 0.
        let mut inv = IDENTITY;
        inv[3][0] = -2.0;
        let p = run(&["clip plane 1 1 0 0 0"], &inv).unwrap();
        assert_eq!(p.clip_planes[1], [1.0, 0.0, 0.0, -2.0]);
        // The eye point (2, 5, 0, 1), object (0, 5, 0, 1), is on it.
        let d: f64 = (0..4)
            .map(|i| p.clip_planes[1][i] * [2.0, 5.0, 0.0, 1.0][i])
            .sum();
        assert_eq!(d, 0.0);
    }

    #[test]
    fn other_enables_are_not_handled_and_bad_input_is_an_error() {
        assert!(!handles(&["enable", "GL_DEPTH_TEST"]));
        assert!(!handles(&["clear"]));
        let e = run(&["enable GL_CLIP_PLANE8"], &IDENTITY).unwrap_err();
        assert_eq!(e, ClipError::Plane("8".into()));
        assert_eq!(
            e.to_string(),
            "clip plane `8` outside 0..8 (GL_MAX_CLIP_PLANES)"
        );
        let e = run(&["clip plane 0 1 2 3"], &IDENTITY).unwrap_err();
        assert_eq!(e, ClipError::PlaneValues);
        assert_eq!(e.to_string(), "clip plane needs N and 4 values");
        let e = run(&["clip plane 0 1 2 x 4"], &IDENTITY).unwrap_err();
        assert_eq!(e, ClipError::Number(NotANumber("x".into())));
        assert_eq!(e.to_string(), "`x` is not a number");
    }
}
