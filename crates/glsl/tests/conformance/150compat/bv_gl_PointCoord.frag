// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 150 compatibility
void main() {
    vec2 p = gl_PointCoord;
}
