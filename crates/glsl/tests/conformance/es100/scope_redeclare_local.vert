// expect: fail -- GLSL ES 1.00 section 4.2: a name may be declared once per scope
#version 100
precision mediump float;
void main() {
    float a; float a;
}
