// expect: fail -- GLSL ES 1.00 section 8: a built-in call must match one of its overloads
#version 100
precision mediump float;
void main() {
    float r = dot(vec2(1.0), vec3(1.0));
}
