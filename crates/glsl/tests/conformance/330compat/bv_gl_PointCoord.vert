// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 330 compatibility
void main() {
    vec2 p = gl_PointCoord;
}
