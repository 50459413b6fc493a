// expect: fail -- GLSL ES 1.00 section 5.1: vector operands must have the same size
#version 100
precision mediump float;
void main() {
    vec2 a = vec2(1.0) + vec3(1.0);
}
