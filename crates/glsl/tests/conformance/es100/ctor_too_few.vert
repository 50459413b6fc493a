// expect: fail -- GLSL ES 1.00 section 5.4.2: a vector constructor needs enough components
#version 100
precision mediump float;
void main() {
    vec4 a = vec4(1.0, 2.0);
}
