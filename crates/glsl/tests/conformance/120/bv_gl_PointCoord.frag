// expect: compile -- GLSL 1.20 section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 120
void main() {
    vec2 p = gl_PointCoord;
}
