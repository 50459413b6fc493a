// expect: fail -- GLSL ES 1.00 section 7.5: `gl_PointParameters` names user variables in the compatibility profile (not in core profiles)
#version 100
precision mediump float;
void main() {
    gl_PointParameters x = gl_Point;
}
