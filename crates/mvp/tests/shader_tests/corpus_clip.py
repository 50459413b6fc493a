"""Clipping, user clip planes and the vertex colour clamp, for make_corpus.py.

Expected colours come from the geometry worked out here (barycentrics of
the unclipped triangle in clip space, plane distances), never from the
toolkit.
"""

SIZE = 64


def centre(p):
    """Normalised device coordinate of pixel p's centre in a SIZE window."""
    return (p + 0.5) / SIZE * 2.0 - 1.0


def rgba(c):
    return " ".join("%.4f" % x for x in c)


def huge_triangle():
    # Corners at +-1e17: the varying is the clip position itself, so each
    # pixel shows its own normalised device coordinates; and a colour per
    # corner, whose barycentrics are about (1/4, 1/4, 1/2) over the whole
    # window (the window is 1e-17 of the triangle).
    H = 1e17
    ramp, colour = [], []
    for x, y in [(0, 0), (63, 0), (32, 40), (5, 60), (60, 61)]:
        X, Y = centre(x), centre(y)
        ga = (Y + H) / (2 * H)
        be = (X + H * (1 - ga)) / (2 * H)
        al = 1 - be - ga
        ramp.append("probe rgba %d %d %s" % (x, y, rgba(((X + 1) / 2, (Y + 1) / 2, 0.0, 1.0))))
        colour.append("probe rgba %d %d %s" % (x, y, rgba((al, be, ga, 1.0))))
    return """# A triangle with corners at +-1e17 covers the window; clipped to the
# view volume, its varyings stay exact at every pixel.
[require]
GLSL >= 1.10
SIZE %d %d

[vertex shader]
attribute vec2 pos;
attribute vec3 col;
varying vec2 v;
varying vec3 c;
void main() { gl_Position = vec4(pos, 0.0, 1.0); v = pos; c = col; }

[fragment shader]
uniform int which;
varying vec2 v;
varying vec3 c;
void main() {
  gl_FragColor = which == 0 ? vec4(v * 0.5 + 0.5, 0.0, 1.0) : vec4(c, 1.0);
}

[vertex data]
pos/float/2 col/float/3
-1e17 -1e17 1 0 0
1e17 -1e17 0 1 0
0 1e17 0 0 1

[test]
clear color 1.0 0.0 1.0 1.0
clear
uniform int which 0
draw arrays GL_TRIANGLES 0 3
%s
uniform int which 1
draw arrays GL_TRIANGLES 0 3
%s
""" % (SIZE, SIZE, "\n".join(ramp), "\n".join(colour))


def near_far():
    # z = 2x over the window: the near plane (z >= -w) keeps x >= -0.5,
    # the far plane (z <= w) keeps x <= 0.5; window columns 16..47.
    lines = []
    for x in [0, 15, 48, 63]:
        lines.append("probe rect rgba (%d, 0, 1, %d) (0.0, 0.0, 1.0, 1.0)" % (x, SIZE))
    for x in [16, 30, 47]:
        r = centre(x) * 0.5 + 0.5
        lines.append("probe rect rgba (%d, 0, 1, %d) (%.4f, 1.0, 0.0, 1.0)" % (x, SIZE, r))
    return """# A quad whose depth runs from -2 to 2 across the window is cut by the
# near and far planes; the colour follows x through the new corners.
[require]
GLSL >= 1.10
SIZE %d %d

[vertex shader]
attribute vec3 pos;
varying float r;
void main() { gl_Position = vec4(pos, 1.0); r = pos.x * 0.5 + 0.5; }

[fragment shader]
varying float r;
void main() { gl_FragColor = vec4(r, 1.0, 0.0, 1.0); }

[vertex data]
pos/float/3
-1 -1 -2
1 -1 2
-1 1 -2
-1 1 -2
1 -1 2
1 1 2

[test]
clear color 0.0 0.0 1.0 1.0
clear
draw arrays GL_TRIANGLES 0 6
%s
""" % (SIZE, SIZE, "\n".join(lines))


def behind_the_eye():
    # Corners a = (-1, -1, 0, 1), b = (1, -1, 0, 1), c = (0, 2, 0, -1): c is
    # behind the eye and the visible part of the triangle covers the whole
    # window. A pixel at (X, Y) is P = al a + be b + ga c with
    # al + be + ga = 1: X w = be - al, Y w = -al - be + 2 ga,
    # w = al + be - ga; the varying is (al, be, ga).
    def bary(X, Y):
        # be - al = X w, 2 ga - (al + be) = Y w, al + be - ga = w and
        # al + be + ga = 1: ga = (1 - w) / 2, al + be = (1 + w) / 2, so
        # Y w = 2 ga - (al + be) = (1 - 3 w) / 2: w = 1 / (2 Y + 3).
        w = 1.0 / (2.0 * Y + 3.0)
        ga = (1.0 - w) / 2.0
        s = (1.0 + w) / 2.0
        be = (s + X * w) / 2.0
        al = s - be
        return al, be, ga

    lines = []
    for x, y in [(0, 0), (63, 0), (0, 63), (63, 63), (20, 45), (50, 10)]:
        al, be, ga = bary(centre(x), centre(y))
        assert min(al, be, ga) > 0
        lines.append("probe rgba %d %d %s" % (x, y, rgba((al, be, ga, 1.0))))
    return """# One corner behind the eye (w < 0): the part in front of it covers
# the whole window, with perspective-correct barycentrics of the original
# triangle.
[require]
GLSL >= 1.10
SIZE %d %d

[vertex shader]
attribute vec4 pos;
attribute vec3 col;
varying vec3 c;
void main() { gl_Position = pos; c = col; }

[fragment shader]
varying vec3 c;
void main() { gl_FragColor = vec4(c, 1.0); }

[vertex data]
pos/float/4 col/float/3
-1 -1 0 1 1 0 0
1 -1 0 1 0 1 0
0 2 0 -1 0 0 1

[test]
clear color 0.0 0.0 0.0 0.0
clear
draw arrays GL_TRIANGLES 0 3
%s
""" % (SIZE, SIZE, "\n".join(lines))


def clip_vertex():
    # gl_ClipVertex = (2x, 2y, 0, 1) of the window square [0, 1]^2; plane 0
    # keeps 0.5 - 2x >= 0 (x <= 0.25, columns 0..15), plane 1 keeps
    # 2y - 1 >= 0 (y >= 0.5, rows 32..63) while enabled.
    return """# gl_ClipVertex against two user clip planes, one then both.
[require]
GLSL >= 1.20
SIZE %d %d

[vertex shader]
#version 120
void main() {
  gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
  gl_ClipVertex = vec4(2.0 * gl_Vertex.xy, 0.0, 1.0);
}

[fragment shader]
#version 120
void main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }

[test]
ortho 0 1 0 1
clear color 0.0 0.0 0.0 1.0
clip plane 0 -1 0 0 0.5
clip plane 1 0 1 0 -1
enable GL_CLIP_PLANE0
clear
draw rect 0 0 1 1
probe rect rgba (0, 0, 16, 64) (0.0, 1.0, 0.0, 1.0)
probe rect rgba (16, 0, 48, 64) (0.0, 0.0, 0.0, 1.0)
enable GL_CLIP_PLANE1
clear
draw rect 0 0 1 1
probe rect rgba (0, 32, 16, 32) (0.0, 1.0, 0.0, 1.0)
probe rect rgba (0, 0, 16, 32) (0.0, 0.0, 0.0, 1.0)
probe rect rgba (16, 0, 48, 64) (0.0, 0.0, 0.0, 1.0)
disable GL_CLIP_PLANE0
disable GL_CLIP_PLANE1
clear
draw rect 0 0 1 1
probe all rgba 0.0 1.0 0.0 1.0
""" % (SIZE, SIZE)


def clip_position():
    # No gl_ClipVertex: the plane is compared with gl_Position (GLSL 1.30
    # section 7.1). y_clip >= 0 is the upper half.
    return """# Without gl_ClipVertex or gl_ClipDistance, gl_Position meets the plane.
[require]
GLSL >= 1.30
SIZE %d %d

[vertex shader]
#version 130
void main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; }

[fragment shader]
#version 130
void main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }

[test]
ortho 0 1 0 1
clear color 0.0 0.0 0.0 1.0
clear
clip plane 3 0 1 0 0
enable GL_CLIP_PLANE3
draw rect 0 0 1 1
probe rect rgba (0, 32, 64, 32) (0.0, 1.0, 0.0, 1.0)
probe rect rgba (0, 0, 64, 32) (0.0, 0.0, 0.0, 1.0)
""" % (SIZE, SIZE)


def clip_distance():
    # Distances x - 0.25 and 0.75 - y over the window square: columns
    # 16..63 and rows 0..47 stay; the fragment shader shows the
    # interpolated distances.
    lines = [
        "probe rect rgba (0, 0, 16, 64) (0.0, 0.0, 1.0, 1.0)",
        "probe rect rgba (0, 48, 64, 16) (0.0, 0.0, 1.0, 1.0)",
    ]
    for x, y in [(16, 0), (40, 20), (63, 47)]:
        d0 = (x + 0.5) / SIZE - 0.25
        d1 = 0.75 - (y + 0.5) / SIZE
        lines.append("probe rgba %d %d %s" % (x, y, rgba((d0, d1, 0.0, 1.0))))
    return """# gl_ClipDistance[0] and [1] clip, and the fragment stage reads them.
[require]
GLSL >= 1.30
SIZE %d %d

[vertex shader]
#version 130
out float gl_ClipDistance[2];
void main() {
  gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
  gl_ClipDistance[0] = gl_Vertex.x - 0.25;
  gl_ClipDistance[1] = 0.75 - gl_Vertex.y;
}

[fragment shader]
#version 130
in float gl_ClipDistance[2];
void main() { gl_FragColor = vec4(gl_ClipDistance[0], gl_ClipDistance[1], 0.0, 1.0); }

[test]
ortho 0 1 0 1
clear color 0.0 0.0 1.0 1.0
clear
enable GL_CLIP_DISTANCE0
enable GL_CLIP_PLANE1
draw rect 0 0 1 1
%s
""" % (SIZE, SIZE, "\n".join(lines))


def colour_clamp():
    # Front colour (-1, 2, 0.5, 7) -> (0, 1, 0.5, 1); secondary
    # (3, -0.5, 0.25, 0.5) -> (1, 0, 0.25, 0.5); their mean.
    front, second = (0.0, 1.0, 0.5, 1.0), (1.0, 0.0, 0.25, 0.5)
    mean = tuple((a + b) / 2 for a, b in zip(front, second))
    return """# The vertex colours are clamped to [0, 1] before interpolation.
[require]
GLSL >= 1.10
SIZE 8 8

[vertex shader]
void main() {
  gl_Position = gl_Vertex;
  gl_FrontColor = vec4(-1.0, 2.0, 0.5, 7.0);
  gl_FrontSecondaryColor = vec4(3.0, -0.5, 0.25, 0.5);
}

[fragment shader]
void main() { gl_FragColor = (gl_Color + gl_SecondaryColor) * 0.5; }

[test]
draw rect -1 -1 2 2
probe all rgba %s
""" % rgba(mean)


def two_side():
    # draw rect with a negative width winds clockwise: back-facing.
    return """# GL_VERTEX_PROGRAM_TWO_SIDE gives back faces gl_BackColor as gl_Color.
[require]
GLSL >= 1.10
SIZE 8 8

[vertex shader]
void main() {
  gl_Position = gl_Vertex;
  gl_FrontColor = vec4(1.0, 0.0, 0.0, 1.0);
  gl_BackColor = vec4(0.0, 1.0, 0.0, 1.0);
}

[fragment shader]
void main() { gl_FragColor = gl_Color; }

[test]
draw rect 1 -1 -2 2
probe all rgba 1.0 0.0 0.0 1.0
enable GL_VERTEX_PROGRAM_TWO_SIDE
draw rect 1 -1 -2 2
probe all rgba 0.0 1.0 0.0 1.0
draw rect -1 -1 2 2
probe all rgba 1.0 0.0 0.0 1.0
disable GL_VERTEX_PROGRAM_TWO_SIDE
draw rect 1 -1 -2 2
probe all rgba 1.0 0.0 0.0 1.0
"""


def add(write):
    """Write this group's files through make_corpus.py's `write`."""
    write("clip-huge-triangle.shader_test", huge_triangle())
    write("clip-near-far.shader_test", near_far())
    write("clip-behind-the-eye.shader_test", behind_the_eye())
    write("clip-vertex-planes.shader_test", clip_vertex())
    write("clip-plane-position.shader_test", clip_position())
    write("clip-distance.shader_test", clip_distance())
    write("vs-colour-clamp.shader_test", colour_clamp())
    write("vs-two-side-colour.shader_test", two_side())


if __name__ == "__main__":
    import os
    import sys

    here = os.path.dirname(os.path.abspath(__file__))

    def write_file(name, text):
        with open(os.path.join(here, name), "w") as f:
            f.write(text)

    add(write_file)
    sys.exit(0)
