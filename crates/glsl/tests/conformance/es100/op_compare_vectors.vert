// expect: fail -- GLSL ES 1.00 section 5.1: < > compare scalars only (use lessThan)
#version 100
precision mediump float;
void main() {
    bool a = vec2(1.0) < vec2(2.0);
}
