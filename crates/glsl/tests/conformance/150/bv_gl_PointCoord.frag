// expect: compile -- GLSL 1.50 section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 150 core
void main() {
    vec2 p = gl_PointCoord;
}
