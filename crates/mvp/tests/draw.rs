//! The draw simulator on the seed's shaders: the classic RGB triangle.

use gpubin_mvp::sim::draw::{draw, DrawOptions, VertexData};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mvp/");

fn seed() -> Program {
    let vs = std::fs::read_to_string(format!("{ROOT}shader.vert")).unwrap();
    let fs = std::fs::read_to_string(format!("{ROOT}shader.frag")).unwrap();
    Program::compile(
        &vs,
        "shader.vert",
        &fs,
        "shader.frag",
        &ProgramOptions::default(),
    )
    .unwrap()
}

/// The rendered pixel nearest to window position (x, y).
fn nearest_rendered(img: &Image, x: f32, y: f32) -> [u8; 4] {
    let mut best = (f32::MAX, [0; 4]);
    for py in 0..img.height {
        for px in 0..img.width {
            let c = img.pixel(px, py);
            if c[..3] == [0, 0, 0] {
                continue;
            }
            let d = (px as f32 + 0.5 - x).powi(2) + (py as f32 + 0.5 - y).powi(2);
            if d < best.0 {
                best = (d, c);
            }
        }
    }
    best.1
}

fn close(got: [u8; 4], want: [u8; 3], tol: u8) -> bool {
    got[..3].iter().zip(want).all(|(g, w)| g.abs_diff(w) <= tol)
}

#[test]
fn seed_triangle_renders_rgb_corners_and_mixed_centre() {
    let p = seed();
    let v =
        VertexData::from_json(&std::fs::read_to_string(format!("{ROOT}triangle.json")).unwrap())
            .unwrap();
    let (img, stats) = draw(&p, &v, &BTreeMap::new(), &DrawOptions::default()).unwrap();
    assert_eq!(stats.vertices, 3);
    assert_eq!(stats.vtx_done, vec![0, 1, 2]);
    assert_eq!(stats.raster.triangles, 1);
    assert!(stats.fragments_shaded > 20_000, "{stats:?}");
    // Vertices sit on pixel centres 12.5 / 243.5 / 128.5 of the 256x256 viewport.
    let red = nearest_rendered(&img, 12.5, 12.5);
    let green = nearest_rendered(&img, 243.5, 12.5);
    let blue = nearest_rendered(&img, 128.5, 243.5);
    assert!(close(red, [255, 0, 0], 1), "{red:?}");
    assert!(close(green, [0, 255, 0], 1), "{green:?}");
    assert!(close(blue, [0, 0, 255], 1), "{blue:?}");
    // Centroid: an equal mix.
    let c = img.pixel(128, 89);
    assert!(close(c, [85, 85, 85], 2), "{c:?}");
    // Outside the triangle: the clear colour.
    assert_eq!(img.pixel(2, 250), [0, 0, 0, 255]);
    let png = img.to_png().unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

#[test]
fn draw_start_offsets_the_fetch_but_not_vtx_done() {
    let p = seed();
    let mut v =
        VertexData::from_json(&std::fs::read_to_string(format!("{ROOT}triangle.json")).unwrap())
            .unwrap();
    for list in v.attributes.values_mut() {
        let first = list[0].clone();
        list.insert(0, first.clone());
        list.insert(0, first);
    }
    v.draw_start = 2;
    let (img, stats) = draw(&p, &v, &BTreeMap::new(), &DrawOptions::default()).unwrap();
    assert_eq!(stats.vtx_done, vec![0, 1, 2]);
    let (plain, _) = draw(
        &p,
        &VertexData::from_json(&std::fs::read_to_string(format!("{ROOT}triangle.json")).unwrap())
            .unwrap(),
        &BTreeMap::new(),
        &DrawOptions::default(),
    )
    .unwrap();
    assert_eq!(img, plain);
}

#[test]
fn missing_attribute_data_is_an_error() {
    let p = seed();
    let v = VertexData::from_json(r#"{"aPos": [[0, 0, 0]]}"#).unwrap();
    let e = draw(&p, &v, &BTreeMap::new(), &DrawOptions::default()).unwrap_err();
    assert_eq!(e.to_string(), "vertices: no data for attribute `aColor`");
}

#[test]
fn every_vertex_and_fragment_of_the_triangle_agrees_with_the_host_build() {
    let p = seed();
    let v =
        VertexData::from_json(&std::fs::read_to_string(format!("{ROOT}triangle.json")).unwrap())
            .unwrap();
    let opts = DrawOptions {
        record: true,
        ..Default::default()
    };
    let (_, stats) = draw(&p, &v, &BTreeMap::new(), &opts).unwrap();
    let r = gpubin_mvp::verify::replay_on_host(&p, &BTreeMap::new(), &stats.invocations).unwrap();
    assert_eq!(r.vertices, 3);
    assert_eq!(r.fragments as u64, stats.fragments_shaded);
    assert_eq!(r.values as u64, 3 * 7 + stats.fragments_shaded * 4);
}

#[test]
fn perspective_checkerboard_with_uniforms_agrees_with_the_host_build() {
    let vs = std::fs::read_to_string(format!("{ROOT}quad.vert")).unwrap();
    let fs = std::fs::read_to_string(format!("{ROOT}checker.frag")).unwrap();
    let p = Program::compile(
        &vs,
        "quad.vert",
        &fs,
        "checker.frag",
        &ProgramOptions::default(),
    )
    .unwrap();
    let v = VertexData::from_json(&std::fs::read_to_string(format!("{ROOT}quad.json")).unwrap())
        .unwrap();
    let u = gpubin_mvp::sim::draw::uniforms_from_json(
        &p,
        &std::fs::read_to_string(format!("{ROOT}checker_uniforms.json")).unwrap(),
    )
    .unwrap();
    let opts = DrawOptions {
        record: true,
        ..Default::default()
    };
    let (img, stats) = draw(&p, &v, &u, &opts).unwrap();
    assert_eq!(stats.raster.triangles, 2);
    assert!(stats.fragments_shaded > 20_000);
    // Only the two square colours and the clear colour appear.
    let a = [242, 242, 230, 255];
    let b = [38, 77, 153, 255];
    let mut counts = [0usize; 3];
    for c in img.rgba.chunks(4) {
        let c = [c[0], c[1], c[2], c[3]];
        let i = if c == a {
            0
        } else if c == b {
            1
        } else {
            assert_eq!(c, [0, 0, 0, 255]);
            2
        };
        counts[i] += 1;
    }
    assert!(counts[0] > 10_000 && counts[1] > 10_000, "{counts:?}");
    let r = gpubin_mvp::verify::replay_on_host(&p, &u, &stats.invocations).unwrap();
    assert_eq!(r.fragments as u64, stats.fragments_shaded);
}
