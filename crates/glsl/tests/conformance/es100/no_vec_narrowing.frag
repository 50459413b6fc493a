// expect: fail -- GLSL ES 1.00 section 4.1.10: a vec3 does not convert to a vec2
#version 100
precision mediump float;
void main() {
    vec2 a = vec3(1.0);
}
