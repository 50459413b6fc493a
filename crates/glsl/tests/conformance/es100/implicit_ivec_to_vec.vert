// expect: fail -- GLSL ES 1.00 section 4.1.10: ivecN converts implicitly to vecN from GLSL 1.20
#version 100
precision mediump float;
void main() {
    vec3 f = ivec3(1, 2, 3);
}
