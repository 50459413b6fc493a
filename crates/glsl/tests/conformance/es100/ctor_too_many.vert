// expect: fail -- GLSL ES 1.00 section 5.4.2: unused constructor arguments are an error
#version 100
precision mediump float;
void main() {
    vec2 a = vec2(1.0, 2.0, 3.0);
}
