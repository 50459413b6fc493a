// expect: fail -- GLSL 1.40 section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 140
void main() {
    vec2 p = gl_PointCoord;
}
