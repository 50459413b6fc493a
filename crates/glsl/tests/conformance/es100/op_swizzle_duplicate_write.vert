// expect: fail -- GLSL ES 1.00 section 5.5: a swizzle written to cannot repeat components
#version 100
precision mediump float;
void main() {
    vec4 a; a.xx = vec2(1.0);
}
