// expect: compile -- GLSL 3.30 section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 330 core
void main() {
    vec2 p = gl_PointCoord;
}
