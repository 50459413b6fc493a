// expect: fail -- GLSL ES 1.00 section 5.5: a swizzle cannot mix component sets
#version 100
precision mediump float;
void main() {
    vec4 a = vec4(1.0); vec2 b = a.xg;
}
