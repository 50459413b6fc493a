// expect: fail -- GLSL ES 1.00 section 8: min has no vec2, vec3 overload
#version 100
precision mediump float;
void main() {
    vec2 r = min(vec2(1.0), vec3(1.0)).xy;
}
