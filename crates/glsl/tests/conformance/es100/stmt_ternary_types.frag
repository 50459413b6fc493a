// expect: fail -- GLSL ES 1.00 section 5.7: the two branches of ?: must have the same type
#version 100
precision mediump float;
void main() {
    vec2 a = true ? vec2(1.0) : vec3(1.0);
}
